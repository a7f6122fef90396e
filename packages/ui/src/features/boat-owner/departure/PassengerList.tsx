import {
  BAND_LABELS,
  LAP_ZONE,
  type DepartureManifest,
  type ManifestPassenger,
} from '@mare/domain';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { useCheckIn } from '../api/index.ts';
import styles from './manifest.module.css';

/** Paid, pending, refunded (a cancelled booking's payment went back) or no-show. */
function PaymentBadge({ passenger }: { passenger: ManifestPassenger }) {
  if (passenger.booking_status === 'cancelled')
    return passenger.paid ? (
      <Badge tone="info">Reembolsado</Badge>
    ) : (
      <Badge tone="neutral">Cancelada</Badge>
    );
  if (passenger.booking_status === 'no_show') return <Badge tone="neutral">Não compareceu</Badge>;
  return passenger.paid ? (
    <Badge tone="success">Pago</Badge>
  ) : (
    <Badge tone="warning">Pagamento pendente</Badge>
  );
}

function PassengerRow({
  passenger,
  checkInOpen,
  onToggle,
}: {
  passenger: ManifestPassenger;
  checkInOpen: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const checkedAt = passenger.checked_in_at;
  return (
    <li className={styles.row}>
      <span className={styles.seat}>
        <VisuallyHidden>Assento </VisuallyHidden>
        {passenger.seat ?? LAP_ZONE.name}
      </span>
      <div className={styles.who}>
        <strong>{passenger.full_name}</strong>
        <span className={styles.details}>
          {BAND_LABELS[passenger.band]} · CPF {passenger.cpf ?? 'não exigido'} · Reserva{' '}
          <span className={styles.code}>{passenger.booking_code}</span>
        </span>
      </div>
      <span className={styles.payment}>
        <PaymentBadge passenger={passenger} />
      </span>
      <Checkbox
        className={styles.checkIn}
        name={`check-in-${passenger.id}`}
        label={
          <>
            Check-in<VisuallyHidden> de {passenger.full_name}</VisuallyHidden>
          </>
        }
        hint={checkedAt ? `às ${formatDateTime(new Date(checkedAt), 'time')}` : undefined}
        checked={Boolean(checkedAt)}
        disabled={!checkInOpen}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
    </li>
  );
}

/** Every passenger, bow to stern, zone by zone (lap children last), with the check-in box. */
export function PassengerList({ manifest }: { manifest: DepartureManifest }) {
  const checkIn = useCheckIn(manifest.departure.id);
  const open = manifest.departure.status !== 'cancelled';
  if (manifest.passengers.length === 0) {
    return (
      <EmptyState
        title="Nenhum passageiro nesta saída ainda"
        description="Quando alguém reservar, o nome, o assento e o pagamento aparecem aqui."
      />
    );
  }
  const zones = [...manifest.departure.zones, LAP_ZONE]
    .map((zone) => ({
      ...zone,
      passengers: manifest.passengers.filter((p) => (p.zone ?? LAP_ZONE.code) === zone.code),
    }))
    .filter((zone) => zone.passengers.length > 0);
  return (
    <div className={styles.list}>
      {zones.map((zone) => (
        <section key={zone.code} aria-labelledby={`zona-${zone.code}`}>
          <h2 id={`zona-${zone.code}`} className={styles.zoneTitle}>
            {zone.name} <span className={styles.zoneCount}>({zone.passengers.length})</span>
          </h2>
          <ul className={styles.rows}>
            {zone.passengers.map((passenger) => (
              <PassengerRow
                key={passenger.id}
                passenger={passenger}
                checkInOpen={
                  open && ['awaiting_payment', 'confirmed'].includes(passenger.booking_status)
                }
                onToggle={(checked) =>
                  checkIn.mutate({
                    passengerId: passenger.id,
                    name: passenger.full_name,
                    checkedIn: checked,
                  })
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
