import { newestFirst } from '../../feed/merge.ts';
import { useBlogArticles } from '../../feed/useBlogArticles.ts';
import { ArticleCard } from '../../public-page/ArticleCard.tsx';
import blog from '../../public-page/public-page.module.css';

const LATEST_COUNT = 3;

/**
 * The newest articles, live ones included. Its own chunk: the article generator it runs sits
 * below the fold, so the hero and the beaches paint without it.
 */
export default function LatestArticles() {
  const { articles } = useBlogArticles();
  return (
    <ul className={blog.grid}>
      {newestFirst(articles)
        .slice(0, LATEST_COUNT)
        .map((article) => (
          <li key={article.id} className={blog.gridItem}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
    </ul>
  );
}
