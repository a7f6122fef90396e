import { formatRating, ratingLabel, reviewCountWords, starFill } from '@mare/domain';
import styles from './reviews.module.css';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** One star drawn full, half or empty (the half is the full star cut at its middle). */
export function StarIcon({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className={styles.star} data-fill={fill}>
      <svg viewBox="0 0 24 24" className={`${styles.starSvg} ${styles.starBack}`} focusable="false">
        <path d={STAR_PATH} />
      </svg>
      {fill !== 'empty' && (
        <span className={styles.starFront}>
          <svg viewBox="0 0 24 24" className={styles.starSvg} focusable="false">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Five stars filled to a value (to the nearest half); decoration beside words that say it. */
export function StarIcons({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={styles.stars} data-size={size} aria-hidden="true">
      {starFill(value).map((fill, index) => (
        <StarIcon key={index} fill={fill} />
      ))}
    </span>
  );
}

export interface StarsProps {
  /** The database's average (one decimal); null without reviews. */
  average: number | null;
  count: number;
  /** `full`: "4,7 ★★★★½ (123 avaliações)"; `compact` (cards): "★ 4,7 (123)". */
  variant?: 'full' | 'compact';
  /** Without reviews: "Sem avaliações ainda" instead of nothing. */
  showEmpty?: boolean;
  className?: string;
}

/**
 * A tour's or provider's rating, read-only: the average, the stars and the count, said in one
 * label ("Nota 4,7 de 5, 123 avaliações"). Nothing without reviews, unless `showEmpty`.
 */
export function Stars({
  average,
  count,
  variant = 'full',
  showEmpty = false,
  className,
}: StarsProps) {
  const classes = [styles.rating, className].filter(Boolean).join(' ');
  if (average === null || count <= 0)
    return showEmpty ? (
      <span className={[classes, styles.noRating].join(' ')}>{reviewCountWords(0)}</span>
    ) : null;
  return (
    <span
      role="img"
      aria-label={ratingLabel(average, count)}
      className={classes}
      data-variant={variant}
    >
      {variant === 'compact' ? (
        <>
          <span className={styles.stars} data-size="sm" aria-hidden="true">
            <StarIcon fill="full" />
          </span>
          <span className={styles.average}>{formatRating(average)}</span>
          <span className={styles.count}>({count})</span>
        </>
      ) : (
        <>
          <span className={styles.average}>{formatRating(average)}</span>
          <StarIcons value={average} />
          <span className={styles.count}>({reviewCountWords(count)})</span>
        </>
      )}
    </span>
  );
}

/** One review's stars: "Nota 4 de 5". */
export function ReviewStars({ stars, size = 'md' }: { stars: number; size?: 'sm' | 'md' }) {
  return (
    <span role="img" aria-label={`Nota ${stars} de 5`} className={styles.reviewStars}>
      <StarIcons value={stars} size={size} />
    </span>
  );
}
