import type { Article } from '@mare/domain';
import { useBlogArticles } from '../../feed/useBlogArticles.ts';
import { useHydrated } from '../../hydration/index.ts';
import { ArticleCard } from '../../public-page/ArticleCard.tsx';
import { relatedArticles } from './related.ts';
import styles from './article.module.css';
import blog from '../../public-page/public-page.module.css';

/** "Leia também": three of today's articles, the same region first. */
export function RelatedArticles({ current }: { current: Article }) {
  const { articles } = useBlogArticles();
  // Today's articles depend on the visitor's day: a prerendered article draws them once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const related = relatedArticles(current, articles);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="relacionados-titulo">
      <h2 id="relacionados-titulo" className={styles.sectionTitle}>
        Leia também
      </h2>
      <ul className={blog.grid}>
        {related.map((article) => (
          <li key={article.id} className={blog.gridItem}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
