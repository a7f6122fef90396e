import type { ReactNode } from 'react';
import { SUB_RATINGS, tripDateWords, type PublicReview } from '@mare/domain';
import { formatDateTime } from '../components/format/format.ts';
import { ReviewStars } from './Stars.tsx';
import styles from './reviews.module.css';

/** Whose reviews: a boat tour's (answered by its boat owner) or a provider's. */
export type ReviewKind = 'tour' | 'service';

export const ANSWER_TITLES: Record<ReviewKind, string> = {
  tour: 'Resposta de quem organiza o passeio',
  service: 'Resposta do prestador',
};

/**
 * One review: who wrote it and when they went, the stars and sub-ratings, the text, and the
 * owner's or provider's public answer. `children` adds what the screen needs below (a form).
 */
export function ReviewCard({
  review,
  kind,
  headingLevel = 3,
  meta,
  children,
}: {
  review: PublicReview;
  kind: ReviewKind;
  headingLevel?: 2 | 3 | 4;
  /** A line above the text (on the owner's list: which tour). */
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const subRatings = SUB_RATINGS.flatMap((sub) => {
    const value = review[sub.key];
    return value === null ? [] : [{ ...sub, value }];
  });
  return (
    <article className={styles.review} aria-label={`Avaliação de ${review.author_name}`}>
      <header className={styles.reviewHeader}>
        <Heading className={styles.author}>{review.author_name}</Heading>
        <ReviewStars stars={review.stars} />
      </header>
      <p className={styles.tripDate}>{tripDateWords(review.trip_date, kind)}</p>
      {meta}
      {subRatings.length > 0 && (
        <ul className={styles.reviewSubRatings} aria-label="Notas por aspecto">
          {subRatings.map((sub) => (
            <li key={sub.key}>
              {sub.label}: <strong>{sub.value}</strong>
              <span className={styles.outOf}>/5</span>
            </li>
          ))}
        </ul>
      )}
      {review.body && <p className={styles.body}>{review.body}</p>}
      {review.answer && (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>
            {ANSWER_TITLES[kind]}
            {review.answered_at && (
              <span className={styles.answerDate}>
                {' '}
                · {formatDateTime(new Date(review.answered_at), 'date')}
              </span>
            )}
          </p>
          <p className={styles.body}>{review.answer}</p>
        </div>
      )}
      {children}
    </article>
  );
}
