import { buildIcs, cancelledWithReason, type MyBooking } from '@mare/domain';
import { useClock } from '../../clock/index.ts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Fact, FactList } from '../../components/FactList/FactList.tsx';
import { formatBRL, formatDateTime } from '../../components/format/format.ts';
import { BAND_LABELS, statusLabel } from './booking-format.ts';
import { CancelBooking } from './CancelBooking.tsx';
import { QrCode } from './QrCode.tsx';
import { RefundNote } from './RefundNote.tsx';
import styles from './booking.module.css';

const mapLink = (point: MyBooking['tour']['meeting_point']) =>
  point.latitude !== undefined && point.longitude !== undefined
    ? `https://www.google.com/maps/search/?api=1&query=${point.latitude},${point.longitude}`
    : point.address
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point.address)}`
      : null;

function whenText(startsAt: string) {
  const when = new Date(startsAt);
  return `${formatDateTime(when, 'date')}, às ${formatDateTime(when, 'time')}`;
}

/** The booking after payment (or after it ended): code, voucher QR, meeting point, what to do. */
export function Voucher({ booking }: { booking: MyBooking }) {
  const clock = useClock();
  const status = statusLabel(booking);
  const point = booking.tour.meeting_point;
  const map = mapLink(point);
  const active = booking.status === 'confirmed' && !booking.started;
  const seats = booking.seats.join(', ');

  const ics = () =>
    buildIcs({
      uid: booking.id,
      title: `${booking.tour.title} (reserva ${booking.code})`,
      start: new Date(booking.departure.starts_at),
      durationMinutes: booking.tour.duration_minutes,
      location: point.address ?? '',
      description: [
        `Reserva ${booking.code}`,
        seats ? `Lugares: ${seats}` : '',
        point.instructions ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      stamp: clock(),
    });
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics())}`;
  const share = `https://wa.me/?text=${encodeURIComponent(
    `Reservei o passeio "${booking.tour.title}" em ${whenText(booking.departure.starts_at)} pela Maré. Reserva ${booking.code}.${point.address ? ` Encontro: ${point.address}.` : ''}`,
  )}`;

  return (
    <div className={styles.voucher}>
      <Card as="section" aria-labelledby="voucher-titulo">
        <div className={styles.voucherTop}>
          <div>
            <p className={styles.muted}>Reserva</p>
            <h2 id="voucher-titulo" className={styles.code}>
              {booking.code}
            </h2>
            <Badge tone={status.tone}>{status.text}</Badge>
          </div>
          {active && (
            <QrCode
              value={`MARE:${booking.code}`}
              label={`Voucher da reserva ${booking.code}`}
              size={144}
            />
          )}
        </div>
        <FactList layout="columns" className={styles.facts}>
          <Fact term="Passeio">{booking.tour.title}</Fact>
          <Fact term="Saída">{whenText(booking.departure.starts_at)}</Fact>
          <Fact term="Barco">{booking.boat.name}</Fact>
          {seats && <Fact term="Lugares">{seats}</Fact>}
          {booking.total !== null && <Fact term="Total pago">{formatBRL(booking.total)}</Fact>}
        </FactList>
        {booking.passengers.length > 0 && (
          <>
            <h3 className={styles.termsHeading}>Passageiros</h3>
            <ul className={styles.plainList}>
              {booking.passengers.map((passenger, index) => (
                <li key={`${passenger.full_name}-${index}`}>
                  {passenger.full_name} — {BAND_LABELS[passenger.band]}
                  {passenger.seat ? `, lugar ${passenger.seat}` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      {booking.status === 'cancelled' && <CancelledNote booking={booking} />}

      {active && (
        <Card as="section" aria-labelledby="encontro-titulo">
          <h2 id="encontro-titulo" className={styles.cardHeading}>
            Ponto de encontro
          </h2>
          {point.address && <p>{point.address}</p>}
          {point.instructions && <p className={styles.muted}>{point.instructions}</p>}
          <div className={styles.actionsStart}>
            {map && (
              <ButtonSlot variant="secondary">
                <a href={map} target="_blank" rel="noreferrer">
                  Ver no mapa
                </a>
              </ButtonSlot>
            )}
            <ButtonSlot variant="secondary">
              <a href={icsHref} download={`reserva-${booking.code}.ics`}>
                Adicionar ao calendário
              </a>
            </ButtonSlot>
            <ButtonSlot variant="secondary">
              <a href={share} target="_blank" rel="noreferrer">
                Compartilhar no WhatsApp
              </a>
            </ButtonSlot>
          </div>
        </Card>
      )}
      {active && <CancelBooking booking={booking} />}
    </div>
  );
}

/** Why it was cancelled and what came back. */
function CancelledNote({ booking }: { booking: MyBooking }) {
  const byBoatOwner = booking.cancel_reason === 'departure_cancelled';
  return (
    <Card as="section" aria-labelledby="cancelamento-titulo">
      <h2 id="cancelamento-titulo" className={styles.cardHeading}>
        {byBoatOwner ? 'Saída cancelada' : 'Reserva cancelada'}
      </h2>
      {byBoatOwner && <p>{cancelledWithReason(booking.departure.cancel_reason)}</p>}
      <RefundNote booking={booking} />
    </Card>
  );
}
