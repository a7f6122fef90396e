import {
  SUB_RATINGS,
  formatRating,
  histogramRows,
  ratingLabel,
  reviewCountWords,
  type ReviewSummary,
} from '@mare/domain';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';
import { StarIcons } from './Stars.tsx';
import styles from './reviews.module.css';

/**
 * The figures of a tour's or provider's reviews: the average with its stars and count, the bars
 * from 5 stars down to 1, and the sub-ratings people gave (organização, segurança,
 * custo-benefício). All computed by the database.
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { rating_avg: average, rating_count: count } = summary;
  if (average === null || count <= 0) return null;
  const subRatings = SUB_RATINGS.flatMap((sub) => {
    const value = summary[sub.key];
    return value === null ? [] : [{ ...sub, value }];
  });
  return (
    <div className={styles.summary}>
      <p className={styles.summaryHead} role="img" aria-label={ratingLabel(average, count)}>
        <span className={styles.summaryAverage}>{formatRating(average)}</span>
        <StarIcons value={average} size="lg" />
        <span className={styles.count}>{reviewCountWords(count)}</span>
      </p>
      <ul className={styles.histogram} aria-label="Avaliações por nota">
        {histogramRows(summary.histogram).map((row) => (
          <li key={row.stars} className={styles.histogramRow}>
            <span className={styles.histogramLabel}>
              {row.stars} {row.stars === 1 ? 'estrela' : 'estrelas'}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ inlineSize: `${row.percent}%` }} />
            </span>
            <span className={styles.histogramCount}>
              {row.count}
              <VisuallyHidden>{` (${row.percent}%)`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      {subRatings.length > 0 && (
        <dl className={styles.subRatings}>
          {subRatings.map((sub) => (
            <div key={sub.key} className={styles.subRating}>
              <dt className={styles.subRatingTerm}>{sub.label}</dt>
              <dd className={styles.subRatingValue}>
                <span aria-hidden="true">{formatRating(sub.value)}</span>
                <VisuallyHidden>{`${formatRating(sub.value)} de 5`}</VisuallyHidden>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
