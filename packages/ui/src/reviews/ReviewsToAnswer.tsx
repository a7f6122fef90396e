import type { ReviewToAnswer } from '@mare/domain';
import { Badge } from '../components/Badge/Badge.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { QueryGate } from '../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { AnswerForm } from './AnswerForm.tsx';
import { useReviewsToAnswer } from './api/to-answer-query.ts';
import { ReviewCard, type ReviewKind } from './ReviewCard.tsx';
import styles from './reviews.module.css';

/** "3 sem resposta", "1 sem resposta", "Todas respondidas". */
export const unansweredWords = (count: number) =>
  count === 0 ? 'Todas respondidas' : `${count} sem resposta`;

/**
 * The signed-in owner's or provider's reviews, unanswered first, each with the form to answer
 * it once; a review an admin hid says so and takes no answer.
 */
export function ReviewsToAnswerList({
  reviews,
  kind,
  headingLevel = 3,
}: {
  reviews: readonly ReviewToAnswer[];
  kind: ReviewKind;
  /** The level of each review's heading (the author's name). */
  headingLevel?: 2 | 3 | 4;
}) {
  if (reviews.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title="Nenhuma avaliação ainda"
        description={
          kind === 'tour'
            ? 'Depois de cada passeio, quem viajou recebe um convite para avaliar. As avaliações aparecem aqui para você responder.'
            : 'Quando você marca um serviço como concluído, a pessoa recebe um convite para avaliar. As avaliações aparecem aqui para você responder.'
        }
      />
    );
  const open = reviews.filter((review) => review.answer === null && review.hidden_at === null);
  return (
    <>
      <p className={styles.muted}>{unansweredWords(open.length)}</p>
      <ol className={styles.list} aria-label="Avaliações recebidas">
        {reviews.map((review) => (
          <li key={review.id} className={styles.listItem}>
            <ReviewCard
              review={review}
              kind={kind}
              headingLevel={headingLevel}
              meta={
                <p className={styles.reviewMeta}>
                  <span>{review.subject_title}</span>
                  {review.hidden_at !== null && <Badge tone="warning">Oculta pela moderação</Badge>}
                  {review.hidden_at === null && review.answer === null && (
                    <Badge tone="info">Sem resposta</Badge>
                  )}
                </p>
              }
            >
              {review.answer === null && review.hidden_at === null && (
                <AnswerForm reviewId={review.id} authorName={review.author_name} />
              )}
            </ReviewCard>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The list above with its own loading and failure states (a page's content). */
export function ReviewsToAnswer({
  kind,
  headingLevel = 3,
}: {
  kind: ReviewKind;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <QueryGate
      variant="inline"
      query={useReviewsToAnswer()}
      loading={<Skeleton lines={5} />}
      loadingLabel="Carregando as avaliações..."
    >
      {(reviews) => (
        <ReviewsToAnswerList reviews={reviews} kind={kind} headingLevel={headingLevel} />
      )}
    </QueryGate>
  );
}
