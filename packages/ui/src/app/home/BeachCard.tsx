import { Link } from 'react-router-dom';
import type { BeachCardFacts } from '@mare/domain';
import { PATHS } from '../../routes.ts';
import { beachToursPath } from '../../public-page/tour-paths.ts';
import { RegionBadge } from '../../public-page/RegionBadge.tsx';
import { Card, CardMedia } from '../../components/Card/Card.tsx';
import { beachImageAlt, pictureAttributes } from '../../public-page/beach-pictures.ts';
import styles from './home.module.css';

/** One of the sample beaches, leading to its boat tours and to every article about it (a tag). */
export function BeachCard({
  beach,
  priority = 'lazy',
}: {
  beach: BeachCardFacts;
  /** Above the fold: load at once; the first picture is the page's largest paint on phones. */
  priority?: 'high' | 'eager' | 'lazy';
}) {
  return (
    <Card as="article" padding="none" stretch>
      <CardMedia
        {...pictureAttributes(beach.imageUrl)}
        alt={beachImageAlt(beach)}
        width={1200}
        height={675}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
      />
      <div className={styles.beachBody}>
        <RegionBadge name={beach.regionName} />
        <h3 className={styles.beachName}>{beach.name}</h3>
        <p className={styles.beachPlace}>
          {beach.city}, {beach.stateName}
        </p>
        <Link to={beachToursPath(beach.id)} className={styles.beachLink}>
          Passeios em {beach.name}
        </Link>
        <Link
          to={`${PATHS.blog}?${new URLSearchParams({ tag: beach.name })}`}
          className={styles.beachLink}
        >
          Artigos sobre {beach.name}
        </Link>
      </div>
    </Card>
  );
}
