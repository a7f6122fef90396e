import { useEffect, useRef } from 'react';
import type { MyProviderRequest } from '@mare/domain';
import { formatDateTime } from '../../components/format/format.ts';
import { ReviewDialog, ReviewStars } from '../../reviews/index.ts';
import { useRefreshMyRequests } from './api/requests-query.ts';
import { brDay } from './request-words.ts';
import styles from './requests.module.css';

/** A completed request: the stars the person gave, or "Avaliar serviço" while they still may. */
export function RequestReview({ request }: { request: MyProviderRequest }) {
  const refresh = useRefreshMyRequests();
  // Saved, "Avaliar serviço" gives way to the stars: the keyboard lands on them.
  const given = useRef<HTMLParagraphElement>(null);
  const justReviewed = useRef(false);
  useEffect(() => {
    if (request.review && justReviewed.current) {
      justReviewed.current = false;
      given.current?.focus();
    }
  }, [request.review]);
  if (request.review)
    return (
      <p ref={given} tabIndex={-1} className={`${styles.text} ${styles.given}`}>
        Sua avaliação: <ReviewStars stars={request.review.stars} size="sm" />
      </p>
    );
  if (!request.can_review) return null;
  const day = request.needed_on
    ? brDay(request.needed_on)
    : request.finished_at
      ? formatDateTime(new Date(request.finished_at), 'date')
      : undefined;
  return (
    <ReviewDialog
      target={{ requestId: request.id }}
      subjectTitle={request.provider_name}
      kind="service"
      {...(day ? { tripDate: day } : {})}
      onSubmitted={async () => {
        justReviewed.current = true;
        await refresh();
      }}
    />
  );
}
