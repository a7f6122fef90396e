import type { DepartureManifest } from '@mare/domain';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import { useClock } from '../../../clock/index.ts';
import { useMarkNoShow } from '../api/index.ts';
import styles from './manifest.module.css';

/**
 * "Quem não veio": from the start on, each paid booking of the departure can be marked no-show
 * (and the mark undone). A booking with someone checked in cannot: they came. The buyer sees the
 * mark in "Minhas reservas"; the money stays as paid.
 */
export function NoShowPanel({ manifest }: { manifest: DepartureManifest }) {
  const clock = useClock();
  const mark = useMarkNoShow();
  const { departure } = manifest;
  const started =
    departure.status === 'departed' || clock().getTime() >= Date.parse(departure.starts_at);
  if (departure.status === 'cancelled' || !started) return null;
  const bookings = manifest.bookings.filter(
    (b) => b.status === 'confirmed' || b.status === 'no_show',
  );
  if (bookings.length === 0) return null;
  const boarded = new Set(
    manifest.passengers.filter((p) => p.checked_in_at).map((p) => p.booking_id),
  );
  return (
    <Card as="section" aria-labelledby="nao-compareceu-titulo" className={styles.noPrint}>
      <h2 id="nao-compareceu-titulo" className={styles.noticeTitle}>
        Quem não veio
      </h2>
      <p className={styles.noticeText}>
        A saída já começou. Marque as reservas pagas em que ninguém embarcou: o comprador vê
        &quot;Não compareceu&quot; em Minhas reservas. Reservas com check-in não podem ser marcadas.
      </p>
      <ul className={styles.contacts}>
        {bookings.map((booking) => {
          const noShow = booking.status === 'no_show';
          const name = booking.contact_name ?? 'Comprador';
          const busy = mark.isPending && mark.variables.bookingId === booking.id;
          return (
            <li key={booking.id} className={styles.contact}>
              <div className={styles.who}>
                <strong>{name}</strong>
                <span className={styles.details}>
                  Reserva <span className={styles.code}>{booking.code}</span> ·{' '}
                  {booking.passengers.join(', ')}
                </span>
                {noShow && <Badge tone="neutral">Não compareceu</Badge>}
              </div>
              {boarded.has(booking.id) ? (
                <span className={styles.details}>Embarcou (check-in feito)</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  busy={busy}
                  busyLabel="Salvando..."
                  disabled={mark.isPending && !busy}
                  onClick={() =>
                    mark.mutate({ bookingId: booking.id, code: booking.code, noShow: !noShow })
                  }
                >
                  {noShow ? 'Desfazer' : 'Não compareceu'}
                  <VisuallyHidden> — reserva {booking.code}</VisuallyHidden>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
