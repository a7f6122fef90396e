import { Link } from 'react-router-dom';
import { PATHS } from '../../routes.ts';
import { SITE_NAME } from '../../public-page/PageHead.tsx';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import styles from './article.module.css';

export const NOT_FOUND_TITLE = 'Artigo não encontrado';

/** An unknown or malformed article id: say so plainly and lead back to the blog. */
export function ArticleNotFound() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <section className={styles.notFound} aria-labelledby="artigo-nao-encontrado">
      <title>{`${NOT_FOUND_TITLE} — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1
        id="artigo-nao-encontrado"
        ref={headingRef}
        tabIndex={-1}
        className={styles.notFoundTitle}
      >
        {NOT_FOUND_TITLE}
      </h1>
      <p className={styles.notFoundText}>
        O endereço pode estar incompleto ou o artigo não existe. Os artigos publicados estão todos
        no blog.
      </p>
      <Link to={PATHS.blog} className={styles.backLink}>
        Ver os artigos do blog
      </Link>
    </section>
  );
}
