import { PageSection } from '../../dashboard/PageSection.tsx';
import { ReviewsToAnswer } from '../../reviews/ReviewsToAnswer.tsx';
import styles from './boat-owner.module.css';

/**
 * Avaliações: what people wrote about the owner's tours, unanswered first, each answered once
 * and in public (the answer shows under the review on the tour's page).
 */
export function BoatOwnerReviewsScreen() {
  return (
    <PageSection title="Avaliações">
      <div className={styles.page}>
        <p className={styles.lead}>
          O que os passageiros escreveram sobre seus passeios. Sua resposta aparece para todos,
          abaixo da avaliação, e não pode ser mudada depois.
        </p>
        <ReviewsToAnswer kind="tour" headingLevel={2} />
      </div>
    </PageSection>
  );
}

export default BoatOwnerReviewsScreen;
