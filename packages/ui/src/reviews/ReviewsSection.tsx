import { useId, useRef } from 'react';
import { reviewCountWords, type PublicReview, type ReviewSubject } from '@mare/domain';
import { Button } from '../components/Button/Button.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { QueryGate } from '../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { usePublicReviews } from './api/public-reviews-query.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewCard, type ReviewKind } from './ReviewCard.tsx';
import styles from './reviews.module.css';

export type ReviewsSectionProps = ReviewSubject & {
  /** The section's heading; "Avaliações" by default. */
  title?: string;
  headingLevel?: 2 | 3;
  /** For the heading's look in the page it is in. */
  titleClassName?: string;
  className?: string;
};

const kindOf = (subject: ReviewSubject): ReviewKind => ('tourId' in subject ? 'tour' : 'service');

const subjectOf = (props: ReviewsSectionProps): ReviewSubject =>
  'tourId' in props ? { tourId: props.tourId } : { providerId: props.providerId };

/**
 * A tour's or provider's reviews: the summary with its histogram, the newest reviews, and "Ver
 * mais avaliações" for the next page (the focus moves to the first review it brings).
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  const { title = 'Avaliações', headingLevel = 2, titleClassName, className } = props;
  const subject = subjectOf(props);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const query = usePublicReviews(subject);
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <Heading id={headingId} className={titleClassName ?? styles.sectionTitle}>
        {title}
      </Heading>
      <QueryGate
        variant="inline"
        query={query}
        loading={<Skeleton lines={4} />}
        loadingLabel="Carregando as avaliações..."
      >
        {(data) => {
          const first = data.pages[0];
          if (!first || first.summary.rating_count <= 0)
            return (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{reviewCountWords(0)}</p>
                <p className={styles.muted}>
                  {kindOf(subject) === 'tour'
                    ? 'Quem fez o passeio pode avaliá-lo depois da viagem, em Minhas reservas.'
                    : 'Quem contratou o serviço pode avaliá-lo depois de concluído, em Minhas solicitações.'}
                </p>
              </div>
            );
          return (
            <>
              <RatingSummary summary={first.summary} />
              <ReviewList
                reviews={data.pages.flatMap((page) => page.items)}
                total={first.total}
                kind={kindOf(subject)}
                headingLevel={headingLevel === 2 ? 3 : 4}
                more={
                  query.hasNextPage
                    ? {
                        loading: query.isFetchingNextPage,
                        failed: query.isFetchNextPageError,
                        load: () => query.fetchNextPage(),
                      }
                    : null
                }
              />
            </>
          );
        }}
      </QueryGate>
    </section>
  );
}

/**
 * Reviews in a list, with "Ver mais avaliações" when there are more to read: focus moves to the
 * first review the next page brought, so a keyboard or screen-reader user reads on from there.
 */
export function ReviewList({
  reviews,
  total,
  kind,
  headingLevel = 3,
  more,
}: {
  reviews: readonly PublicReview[];
  total: number;
  kind: ReviewKind;
  headingLevel?: 2 | 3 | 4;
  more: { loading: boolean; failed: boolean; load: () => Promise<unknown> } | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  const loadMore = async () => {
    if (!more) return;
    const before = reviews.length;
    await more.load();
    // The next page is drawn by now: its first review takes the focus.
    requestAnimationFrame(() => {
      list.current?.querySelectorAll<HTMLElement>(':scope > li')[before]?.focus();
    });
  };
  return (
    <>
      <ol ref={list} className={styles.list} aria-label="Avaliações mais recentes">
        {reviews.map((review) => (
          <li key={review.id} tabIndex={-1} className={styles.listItem}>
            <ReviewCard review={review} kind={kind} headingLevel={headingLevel} />
          </li>
        ))}
      </ol>
      <p className={styles.muted}>{`Mostrando ${reviews.length} de ${reviewCountWords(total)}.`}</p>
      {more && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={more.loading}
            busyLabel="Carregando avaliações..."
            onClick={() => void loadMore()}
          >
            Ver mais avaliações
          </Button>
          <FormAlert
            message={
              more.failed ? 'Não foi possível carregar mais avaliações. Tente novamente.' : null
            }
          />
        </div>
      )}
    </>
  );
}
