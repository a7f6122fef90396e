import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { useReviewsToAnswer } from '../../reviews/api/to-answer-query.ts';
import { ReviewsToAnswerList } from '../../reviews/ReviewsToAnswer.tsx';
import styles from './provider.module.css';

/**
 * Avaliações: what the provider's clients wrote after a completed request, unanswered first,
 * each answered once, in public (the answer shows under the review on the provider's page).
 */
export function ReviewsPanel() {
  return (
    <QueryGate
      variant="panel"
      id="avaliacoes-titulo"
      title="Avaliações"
      query={useReviewsToAnswer()}
      loadingLabel="Carregando as avaliações..."
    >
      {(reviews) => (
        <div className={styles.stack}>
          <p className={styles.muted}>
            Quem contratou um serviço concluído pode avaliá-lo. Sua resposta aparece para todos,
            abaixo da avaliação, e não pode ser mudada depois.
          </p>
          <ReviewsToAnswerList reviews={reviews} kind="service" headingLevel={3} />
        </div>
      )}
    </QueryGate>
  );
}
