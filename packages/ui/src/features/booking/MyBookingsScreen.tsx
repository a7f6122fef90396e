import { Link } from 'react-router-dom';
import { cancelledWithReason, type MyBooking } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { formatBRL, formatDateTime } from '../../components/format/format.ts';
import { PATHS, bookingPath } from '../../routes.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { GROUP_LABELS, groupOf, statusLabel, type BookingGroup } from './booking-format.ts';
import { useMyBookings } from './api/bookings-query.ts';
import { RefundLine } from './RefundNote.tsx';
import { BookingReview } from './BookingReview.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { EmailPreferencesPanel } from '../../dashboard/EmailPreferencesPanel.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import styles from './booking.module.css';

const ORDER: BookingGroup[] = ['pending', 'confirmed', 'done', 'cancelled'];

/** "Minhas reservas": the person's bookings by status, each linking to its page. */
export default function MyBookingsScreen() {
  const { user } = useAuth();
  const query = useMyBookings(user?.id);
  const headingRef = useArrivalFocus<HTMLHeadingElement>();

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
        Minhas reservas
      </h1>
      <QueryGate
        query={query}
        loading={
          <>
            <p className={styles.muted}>Carregando suas reservas...</p>
            <Skeleton lines={6} />
          </>
        }
      >
        {(bookings) =>
          bookings.length === 0 ? (
            <EmptyState
              title="Você ainda não tem reservas"
              description="Escolha um passeio de barco e reserve seus lugares."
              action={
                <ButtonSlot>
                  <Link to={PATHS.tours}>Ver passeios</Link>
                </ButtonSlot>
              }
            />
          ) : (
            ORDER.map((group) => {
              const items = bookings.filter((booking) => groupOf(booking) === group);
              if (items.length === 0) return null;
              // Upcoming first for what is ahead; the most recent first for what is past.
              const sorted =
                group === 'pending' || group === 'confirmed'
                  ? [...items].sort((a, b) =>
                      a.departure.starts_at.localeCompare(b.departure.starts_at),
                    )
                  : items;
              return (
                <section key={group} aria-labelledby={`grupo-${group}`} className={styles.group}>
                  <h2 id={`grupo-${group}`} className={styles.groupHeading}>
                    {GROUP_LABELS[group]} <span className={styles.count}>({items.length})</span>
                  </h2>
                  <ul className={styles.bookingList}>
                    {sorted.map((booking) => (
                      <BookingItem key={booking.id} booking={booking} />
                    ))}
                  </ul>
                </section>
              );
            })
          )
        }
      </QueryGate>
      {/* A visitor's only account screen: where the optional e-mails' link leads. */}
      <EmailPreferencesPanel />
    </div>
  );
}

function BookingItem({ booking }: { booking: MyBooking }) {
  const status = statusLabel(booking);
  const when = new Date(booking.departure.starts_at);
  return (
    <Card as="li">
      <div className={styles.bookingItemTop}>
        <h3 className={styles.bookingTitle}>
          <Link to={bookingPath(booking.id)}>{booking.tour.title}</Link>
        </h3>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      <p className={`${styles.muted} ${styles.bookingItemText}`}>
        {formatDateTime(when, 'date')}, às {formatDateTime(when, 'time')} · Reserva {booking.code}
        {booking.seats.length > 0 ? ` · Lugares ${booking.seats.join(', ')}` : ''}
        {booking.total !== null ? ` · ${formatBRL(booking.total)}` : ''}
      </p>
      {booking.cancel_reason === 'departure_cancelled' && (
        <p className={styles.bookingItemText}>
          {cancelledWithReason(booking.departure.cancel_reason)}
        </p>
      )}
      <RefundLine booking={booking} />
      <BookingReview booking={booking} />
    </Card>
  );
}
