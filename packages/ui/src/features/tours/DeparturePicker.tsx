import { useState, type ChangeEvent, type Ref } from 'react';
import { cancelledWithReason, type TideRule, type TourDepartureRow } from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { DepartureTime } from './DepartureTime.tsx';
import { DepartureTide, TideRuleNote } from '../../tides/DepartureTide.tsx';
import styles from './tours.module.css';

/** How many departures the picker lists before "Mostrar mais datas". */
export const DEPARTURES_PAGE = 6;

/** Open for sale at `now`: scheduled or confirmed, before its cut-off. */
export const isOnSale = (departure: TourDepartureRow, now: number): boolean =>
  (departure.status === 'scheduled' || departure.status === 'confirmed') &&
  Date.parse(departure.sales_cutoff_at) > now;

export const canChooseSeats = (departure: TourDepartureRow, now: number): boolean =>
  isOnSale(departure, now) && departure.seats_left > 0;

function DepartureState({ departure, now }: { departure: TourDepartureRow; now: number }) {
  if (departure.status === 'cancelled') return <Badge tone="danger">Cancelada</Badge>;
  if (!isOnSale(departure, now)) return <Badge>Vendas encerradas</Badge>;
  return <AvailabilityBadge left={departure.seats_left} total={departure.seats_total} />;
}

/** Why a chosen departure cannot be booked, in plain words; null when it can. */
function blockedReason(departure: TourDepartureRow, now: number): string | null {
  if (departure.status === 'cancelled')
    return `${cancelledWithReason(departure.cancel_reason).replace(/\.$/, '')}. Escolha outra data.`;
  if (!isOnSale(departure, now))
    return 'As vendas para esta saída estão encerradas. Escolha outra data.';
  if (departure.seats_left <= 0) return 'Esta saída está esgotada. Escolha outra data.';
  return null;
}

/** The price bands of the chosen departure, with the taxa de embarque apart and up front. */
function PriceBands({ prices }: { prices: TourDepartureRow['prices'] }) {
  const childFrom = prices.lap_max_age === null ? 0 : prices.lap_max_age + 1;
  return (
    <dl className={styles.bands} aria-label="Preços por pessoa">
      <div className={styles.band}>
        <dt>Adulto</dt>
        <dd className={styles.bandValue}>{formatBRL(prices.adult)}</dd>
      </div>
      <div className={styles.band}>
        <dt>{`Criança (${childFrom} a ${prices.child_max_age} anos)`}</dt>
        <dd className={styles.bandValue}>{formatBRL(prices.child)}</dd>
      </div>
      {prices.lap_max_age !== null && (
        <div className={styles.band}>
          <dt>{`Criança de colo (até ${prices.lap_max_age} anos)`}</dt>
          <dd className={styles.bandValue}>Grátis, sem assento</dd>
        </div>
      )}
      <div className={styles.band}>
        <dt>Taxa de embarque</dt>
        <dd className={styles.bandValue}>{`${formatBRL(prices.boarding_fee)} por assento`}</dd>
      </div>
    </dl>
  );
}

/**
 * The next departures as a date-and-time choice with seats left and status; the chosen one's
 * prices, and the action that opens its seat map.
 */
export function DeparturePicker({
  departures,
  now,
  chosenId,
  onChoose,
  onChooseSeats,
  chooseSeatsRef,
  beachId = null,
  tideRule = null,
  durationMinutes = 0,
}: {
  departures: readonly TourDepartureRow[];
  now: number;
  chosenId: string | null;
  onChoose: (departureId: string) => void;
  onChooseSeats: (departureId: string) => void;
  /** The "Escolher lugares" button: the seat map gives the focus back to it. */
  chooseSeatsRef?: Ref<HTMLButtonElement>;
  /** The tour's beach: each departure shows its tide (or its river's month). */
  beachId?: string | null;
  /** The tour's tide rule: each departure says whether its time suits it. */
  tideRule?: TideRule | null;
  /** The tour's length, for whether a departure suits the rule. */
  durationMinutes?: number;
}) {
  const chosenIndex = departures.findIndex((departure) => departure.id === chosenId);
  const [shown, setShown] = useState(() =>
    Math.max(DEPARTURES_PAGE, Math.ceil((chosenIndex + 1) / DEPARTURES_PAGE) * DEPARTURES_PAGE),
  );
  if (departures.length === 0) {
    return <p>Nenhuma saída programada por enquanto. Fale com a gente pelo WhatsApp.</p>;
  }
  const chosen = departures[chosenIndex];
  const reason = chosen ? blockedReason(chosen, now) : null;
  return (
    <div className={styles.departures}>
      <RadioGroup
        name="saida"
        legend="Escolha a data e o horário"
        value={chosenId ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.currentTarget.value)}
        options={departures.slice(0, shown).map((departure) => ({
          value: departure.id,
          label: (
            <>
              <span className={styles.departureOption}>
                <DepartureTime value={departure.starts_at} />
                <DepartureState departure={departure} now={now} />
              </span>
              <DepartureTide
                beachId={beachId}
                startsAt={departure.starts_at}
                rule={tideRule}
                durationMinutes={durationMinutes}
              />
            </>
          ),
        }))}
      />
      <TideRuleNote rule={tideRule} durationMinutes={durationMinutes} />
      {shown < departures.length && (
        <Button variant="ghost" size="sm" onClick={() => setShown(shown + DEPARTURES_PAGE)}>
          Mostrar mais datas
        </Button>
      )}
      {chosen ? (
        <>
          <PriceBands prices={chosen.prices} />
          <p className={styles.note}>{`Barco: ${chosen.boat.name}`}</p>
          {reason && <p role="status">{reason}</p>}
          <Button
            ref={chooseSeatsRef}
            size="lg"
            fullWidth
            aria-disabled={reason !== null}
            onClick={() => {
              if (reason === null) onChooseSeats(chosen.id);
            }}
          >
            Escolher lugares
          </Button>
        </>
      ) : (
        <p className={styles.note}>Escolha uma saída para ver os preços e os lugares.</p>
      )}
    </div>
  );
}
