import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { MyBooking } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { FormAlert } from '../../components/FormAlert/FormAlert.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { PATHS, bookDeparturePath } from '../../routes.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { CheckoutForm, STEP_PARAM } from './CheckoutForm.tsx';
import { useBooking } from './api/bookings-query.ts';
import { bookingKeys } from './api/keys.ts';
import { PixPayment } from './PixPayment.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { checkoutDrafts } from './checkout-draft.ts';
import { useTabStorage } from '../../tab-storage/index.ts';
import { Voucher } from './Voucher.tsx';
import { BookingReview } from './BookingReview.tsx';
import styles from './booking.module.css';

/**
 * One booking of the signed-in person (`/minhas-reservas/:bookingId`): checkout while the seats
 * are held, the Pix while the payment is due, then the voucher (or what happened to it).
 */
export default function BookingScreen() {
  const { bookingId = '' } = useParams();
  // Asked again every few seconds while its Pix is due.
  const query = useBooking(bookingId);
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const booking = query.data;
  const title =
    booking?.status === 'held'
      ? 'Dados da reserva'
      : booking?.status === 'awaiting_payment'
        ? 'Pagamento'
        : booking?.status === 'confirmed' && !booking.started
          ? 'Reserva confirmada'
          : 'Sua reserva';
  // A booking that moves on (checked out, paid, expired) is a new page for the person: its
  // heading takes the focus, so it is announced, and the button pressed, now gone, leaves no gap.
  const status = booking?.status;
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current && status && shownStatus.current !== status)
      headingRef.current?.focus();
    shownStatus.current = status;
  }, [status, headingRef]);

  return (
    <div className={styles.page}>
      <p className={styles.breadcrumb}>
        <Link to={PATHS.myBookings}>Minhas reservas</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
        {title}
      </h1>
      <QueryGate
        query={query}
        loading={
          <>
            <p className={styles.muted}>Carregando a reserva...</p>
            <Skeleton lines={5} />
          </>
        }
      >
        {(found) =>
          found ? (
            <BookingBody booking={found} />
          ) : (
            <EmptyState
              title="Reserva não encontrada"
              description="Ela não existe ou pertence a outra conta."
              action={
                <ButtonSlot>
                  <Link to={PATHS.myBookings}>Ver minhas reservas</Link>
                </ButtonSlot>
              }
            />
          )
        }
      </QueryGate>
    </div>
  );
}

function BookingBody({ booking }: { booking: MyBooking }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const storage = useTabStorage();
  const [params, setParams] = useSearchParams();
  const ended = booking.status !== 'held' || expired;
  const staleStep = ended && params.has(STEP_PARAM);
  useEffect(() => {
    // Paid, expired or cancelled: what was typed for its checkout is no longer kept.
    if (ended) checkoutDrafts(storage).clear(booking.id);
  }, [ended, storage, booking.id]);
  useEffect(() => {
    // Past the checkout, its step no longer names anything in the address.
    if (staleStep)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(STEP_PARAM);
          return next;
        },
        { replace: true },
      );
  }, [staleStep, setParams]);
  const fullName: unknown = user?.user_metadata?.full_name;
  const when = new Date(booking.departure.starts_at);
  const summary = (
    <p className={styles.summary}>
      <strong>{booking.tour.title}</strong> — {formatDateTime(when, 'date')}, às{' '}
      {formatDateTime(when, 'time')}
      {booking.seats.length > 0 ? `. Lugares ${booking.seats.join(', ')}` : ''}.
    </p>
  );

  if (booking.status === 'expired' || expired)
    return (
      <>
        {summary}
        <FormAlert
          tone="error"
          message={
            booking.payment?.status === 'expired' || booking.payment
              ? 'O código Pix expirou sem pagamento e os lugares foram liberados.'
              : 'O tempo para concluir a reserva acabou e os lugares foram liberados.'
          }
        />
        <div className={styles.actionsStart}>
          <ButtonSlot>
            <Link to={bookDeparturePath(booking.departure.id)}>Escolher lugares de novo</Link>
          </ButtonSlot>
        </div>
      </>
    );

  if (booking.status === 'held')
    return (
      <>
        {summary}
        <CheckoutForm
          booking={booking}
          contactDefaults={{
            name: typeof fullName === 'string' ? fullName : '',
            email: user?.email ?? '',
            phone: '',
          }}
          onExpired={() => {
            setExpired(true);
            void queryClient.invalidateQueries({ queryKey: bookingKeys.one(booking.id) });
          }}
        />
      </>
    );

  if (booking.status === 'awaiting_payment')
    return (
      <>
        {summary}
        <PixPayment booking={booking} />
      </>
    );

  return (
    <>
      <BookingReview booking={booking} />
      <Voucher booking={booking} />
    </>
  );
}
