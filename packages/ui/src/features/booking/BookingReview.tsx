import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyBooking } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { ReviewDialog } from '../../reviews/ReviewDialog.tsx';
import { ReviewStars } from '../../reviews/Stars.tsx';
import { bookingKeys } from './api/keys.ts';
import styles from './booking.module.css';

/**
 * A past trip's review: "Avaliar passeio" while the buyer may write it (the database's rule:
 * after the trip, not a no-show, within 60 days, once), the stars given once written. The
 * focus moves to those stars when the button it was on goes away.
 */
export function BookingReview({ booking }: { booking: MyBooking }) {
  const queryClient = useQueryClient();
  const [reviewed, setReviewed] = useState(false);
  const given = useRef<HTMLParagraphElement>(null);
  const review = booking.review;
  useEffect(() => {
    if (reviewed && review) given.current?.focus();
  }, [reviewed, review]);
  if (review)
    return (
      <p ref={given} tabIndex={-1} className={styles.reviewLine}>
        <span>Sua avaliação:</span>
        <ReviewStars stars={review.stars} size="sm" />
      </p>
    );
  if (!booking.can_review) return null;
  return (
    <div className={styles.reviewLine}>
      <ReviewDialog
        target={{ bookingId: booking.id }}
        subjectTitle={booking.tour.title}
        kind="tour"
        tripDate={formatDateTime(new Date(booking.departure.starts_at), 'date')}
        trigger={
          // The visible words first, then which trip: each past trip has its own button.
          <Button size="sm" aria-label={`Avaliar passeio: ${booking.tour.title}`}>
            Avaliar passeio
          </Button>
        }
        onSubmitted={async () => {
          setReviewed(true);
          await queryClient.invalidateQueries({ queryKey: bookingKeys.bookings() });
        }}
      />
    </div>
  );
}
