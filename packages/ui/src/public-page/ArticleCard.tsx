import { Link } from 'react-router-dom';
import { findBeach, type Article } from '@mare/domain';
import { articlePath } from '../feed/article-path.ts';
import { beachImageAlt } from './beach-pictures.ts';
import { formatDate, readingTimeLabel, viewsLabel } from './format.ts';
import { Badge } from '../components/Badge/Badge.tsx';
import { Card, CardMedia } from '../components/Card/Card.tsx';
import { pictureAttributes } from './beach-pictures.ts';
import { useHydrated } from '../hydration/index.ts';
import { RegionBadge } from './RegionBadge.tsx';
import styles from './public-page.module.css';

export interface ArticleCardProps {
  article: Article;
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once (the first one is the page's largest paint). */
  priority?: 'high' | 'eager' | 'lazy';
  isNew?: boolean;
  /** For the spacing of the page it is shown in: the title, and the lines of text. */
  titleClassName?: string;
  textClassName?: string;
}

/** A blog card: picture, badges, title (the link), summary, date, reading time and views. */
export function ArticleCard({
  article,
  headingLevel = 2,
  priority = 'lazy',
  isNew = false,
  titleClassName,
  textClassName,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const withText = (className: string | undefined) =>
    [className, textClassName].filter(Boolean).join(' ');
  const beachName = findBeach(article.beachId)?.name ?? article.city;
  const hydrated = useHydrated();
  return (
    <Card as="article" padding="none" stretch>
      <CardMedia
        {...pictureAttributes(article.imageUrl)}
        alt={beachImageAlt({ name: beachName, city: article.city, state: article.state })}
        width={1200}
        height={675}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
      />
      <div className={styles.cardBody}>
        <p className={withText(styles.badges)}>
          {isNew && <Badge tone="success">Novo</Badge>}
          {article.featured && <Badge tone="neutral">Destaque</Badge>}
          <RegionBadge name={article.regionName} />
        </p>
        <Heading className={[styles.cardTitle, titleClassName].filter(Boolean).join(' ')}>
          <Link to={articlePath(article.id)} className={styles.cardLink}>
            {article.title}
          </Link>
        </Heading>
        <p className={withText(styles.summary)}>{article.summary}</p>
        <p className={withText(styles.meta)}>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt, !hydrated)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(article)}</span>
          <span aria-hidden="true"> · </span>
          <span>{viewsLabel(article.views)}</span>
        </p>
      </div>
    </Card>
  );
}
