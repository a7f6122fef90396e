import type { MouseEvent } from 'react';
import type { Article } from '@mare/domain';
import { showToast } from '../components/Toaster/toasts.ts';
import { articlePath } from './article-path.ts';
import styles from './feed.module.css';

export const NEW_ARTICLE_TOAST_TITLE = 'Novo artigo no blog';
export const NEW_ARTICLE_LINK_LABEL = 'Ler artigo';

/**
 * The toast lives outside the router (the Toaster is mounted beside it), so its link is a plain
 * anchor that hands plain clicks to the router and leaves new-tab clicks to the browser.
 */
export function announceArticle(article: Article, navigate: (path: string) => void) {
  const path = articlePath(article.id);
  const toastId = `novo-artigo-${article.id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    showToast((toast) => toast.dismiss(toastId));
    navigate(path);
  };
  showToast((toast) =>
    toast.info(NEW_ARTICLE_TOAST_TITLE, {
      id: toastId,
      description: article.title,
      action: (
        <a href={path} onClick={open} className={styles.toastLink}>
          {NEW_ARTICLE_LINK_LABEL}
        </a>
      ),
    }),
  );
}
