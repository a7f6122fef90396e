import { useEffect, useRef } from 'react';
import { PATHS } from '../../routes.ts';
import styles from './ErrorPage.module.css';

/** Why a page could not show: its files did not arrive, the browser is offline, or it broke. */
export type PageErrorKind = 'offline' | 'chunk' | 'render';

const TEXT: Record<PageErrorKind, { title: string; body: string }> = {
  offline: {
    title: 'Você está sem conexão',
    body: 'Não foi possível carregar esta página porque o aparelho está sem internet. Quando a conexão voltar, toque em "Tentar novamente".',
  },
  chunk: {
    title: 'Não foi possível carregar esta página',
    body: 'Os arquivos da página não chegaram: a conexão pode estar instável ou o site acabou de ser atualizado. Tente novamente em alguns instantes.',
  },
  render: {
    title: 'Algo deu errado nesta página',
    body: 'Um erro inesperado impediu a página de abrir. Tente novamente; se continuar, volte ao início e siga por outro caminho.',
  },
};

/**
 * What a person sees instead of a blank page: what happened, a retry and a way home. Takes the
 * focus when it shows, so keyboard and screen-reader users land on the explanation.
 * The way home is a plain link: it works outside the router (the app-wide boundary) and loads
 * the site's files afresh.
 */
export function ErrorPage({ kind, onRetry }: { kind: PageErrorKind; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [kind]);
  const { title, body } = TEXT[kind];
  return (
    <section className={styles.page} aria-labelledby="erro-titulo">
      <h1 id="erro-titulo" ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p>{body}</p>
      <div className={styles.actions}>
        {/* Button's look through its CSS, not its module: this page ships in the entry chunk,
            and importing Button there splits React's JSX runtime into a chunk the prerendered
            pages would have to preload. */}
        <button type="button" className={styles.retry} onClick={onRetry}>
          Tentar novamente
        </button>
        <a href={PATHS.home} className={styles.home}>
          Voltar ao início
        </a>
      </div>
    </section>
  );
}
