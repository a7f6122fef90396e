import { Link } from 'react-router-dom';
import { findBeach, type Article } from '@mare/domain';
import { articlePath } from '../../feed/article-path.ts';
import { beachImageAlt, formatDate, readingTimeLabel, viewsLabel } from './format.ts';
import styles from './blog.module.css';

export interface ArticleCardProps {
  article: Article;
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once (the first one is the page's largest paint). */
  priority?: 'high' | 'eager' | 'lazy';
  isNew?: boolean;
}

export function RegionBadge({ name }: { name: string }) {
  return (
    <span className={styles.badge}>
      <span className={styles.visuallyHidden}>Região: </span>
      {name}
    </span>
  );
}

/** A blog card: picture, badges, title (the link), summary, date, reading time and views. */
export function ArticleCard({
  article,
  headingLevel = 2,
  priority = 'lazy',
  isNew = false,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const beachName = findBeach(article.beachId)?.name ?? article.city;
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={article.imageUrl}
        alt={beachImageAlt({ name: beachName, city: article.city, state: article.state })}
        width={1200}
        height={675}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <p className={styles.badges}>
          {isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>Novo</span>}
          {article.featured && (
            <span className={`${styles.badge} ${styles.badgeFeatured}`}>Destaque</span>
          )}
          <RegionBadge name={article.regionName} />
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={articlePath(article.id)}>{article.title}</Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(article)}</span>
          <span aria-hidden="true"> · </span>
          <span>{viewsLabel(article.views)}</span>
        </p>
      </div>
    </article>
  );
}
