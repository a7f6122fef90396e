import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chooseSeats, partyPrice, type Hold, type Party, type SeatMap } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useClock } from '../../clock/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Countdown } from '../../components/Countdown/Countdown.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { FormAlert, type AlertTone } from '../../components/FormAlert/FormAlert.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { SelectField } from '../../components/SelectField/SelectField.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { formatBRL, formatDateTime } from '../../components/format/format.ts';
import { PATHS, bookDeparturePath, bookingPath } from '../../routes.ts';
import type { RedirectState } from '../../guards/RequireAuth.tsx';
import { RequestError } from '../../backend/index.ts';
import { useCancelBookingMutation } from './api/cancel-booking-mutation.ts';
import { useDepartureInfo, type DepartureInfo } from './api/departure-query.ts';
import { useHoldSeatsMutation } from './api/hold-seats-mutation.ts';
import { useSeatMap } from './api/seat-map-query.ts';
import { PartyPicker } from './PartyPicker.tsx';
import { SeatGrid, SeatLegend } from './SeatGrid.tsx';
import { listSeats, seatsForChoice } from './seat-grid.ts';
import { partyQuery } from './party-query.ts';
import { checkoutDrafts } from './checkout-draft.ts';
import { useTabStorage } from '../../tab-storage/index.ts';
import { DepartureTide } from '../../tides/DepartureTide.tsx';
import styles from './booking.module.css';

export interface SeatMapDialogProps {
  departureId: string;
  tourTitle: string;
  /** ISO instant of the departure. */
  startsAt: string;
  /** The tour's beach, for the departure's tide. */
  beachId?: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A choice to start from (the way back from sign-in keeps it in the address). */
  initialParty?: Party;
  initialSeats?: readonly string[];
}

/**
 * The seat-map modal: party size first, then the boat by zones, then the seats held on the
 * server with a countdown while the person goes on to checkout.
 */
export function SeatMapDialog({
  departureId,
  tourTitle,
  startsAt,
  beachId = null,
  open,
  onOpenChange,
  initialParty,
  initialSeats,
}: SeatMapDialogProps) {
  const when = new Date(startsAt);
  return (
    <Dialog
      title="Escolha seus lugares"
      description={`${tourTitle} — ${formatDateTime(when, 'date')}, às ${formatDateTime(when, 'time')}`}
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
    >
      <DepartureTide beachId={beachId} startsAt={startsAt} />
      {open && (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              <Spinner /> Carregando o mapa de lugares...
            </p>
          }
        >
          <SeatChooser
            departureId={departureId}
            initialParty={initialParty}
            initialSeats={initialSeats}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

type Step = 'party' | 'seats' | 'held';

interface Notice {
  text: string;
  tone: AlertTone;
  /** Said above the map, where it is seen first (the hold ran out), not beside the actions. */
  top?: boolean;
}

/** Refusals after which the seat map is read again (it no longer says what the server says). */
const STALE_MAP = new Set(['seat_taken', 'seat_unavailable', 'capacity_reached', 'hold_expired']);

function salesClosed(map: SeatMap, now: Date): string | null {
  if (!['scheduled', 'confirmed'].includes(map.status))
    return 'As vendas para esta saída estão encerradas.';
  if (now.getTime() >= Date.parse(map.sales_cutoff_at))
    return 'O prazo para reservar esta saída já terminou.';
  return null;
}

function SeatChooser({
  departureId,
  initialParty,
  initialSeats,
}: {
  departureId: string;
  initialParty: Party | undefined;
  initialSeats: readonly string[] | undefined;
}) {
  const clock = useClock();
  const navigate = useNavigate();
  const { user } = useAuth();
  const storage = useTabStorage();
  const info = useDepartureInfo(departureId);
  const [step, setStep] = useState<Step>(initialSeats?.length ? 'seats' : 'party');
  const [party, setParty] = useState<Party>(initialParty ?? { adults: 2, children: 0, laps: 0 });
  const [selected, setSelected] = useState<string[]>(() => [...(initialSeats ?? [])]);
  const [preferredZone, setPreferredZone] = useState('');
  const [hold, setHold] = useState<Hold | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const seatMap = useSeatMap(departureId, step === 'seats');
  const needed = party.adults + party.children;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Seats someone else took while the map was open leave the selection; the rest stays. Only a
  // new answer from the server is news (adjusted while rendering, not in an effect).
  const map = seatMap.data;
  const [seenMap, setSeenMap] = useState<SeatMap | undefined>(undefined);
  if (map !== seenMap) {
    setSeenMap(map);
    const lost =
      map && step === 'seats'
        ? selected.filter((code) => map.seats.find((seat) => seat.code === code)?.state !== 'free')
        : [];
    if (lost.length > 0) {
      setSelected(selected.filter((code) => !lost.includes(code)));
      setNotice({
        tone: 'warning',
        text:
          lost.length === 1
            ? `O lugar ${lost[0] ?? ''} acabou de ser reservado por outra pessoa. Escolha outro; os demais lugares continuam selecionados.`
            : `Os lugares ${listSeats(lost)} acabaram de ser reservados por outra pessoa. Escolha outros; os demais continuam selecionados.`,
      });
    }
  }

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const holdSeats = useHoldSeatsMutation({
    onSuccess: (answer) => {
      // A new booking starts: no earlier checkout's typing stays in the tab.
      checkoutDrafts(storage).clearAll();
      setHold(answer);
      setNotice(null);
      setStep('held');
    },
    onError: (error) => {
      const refusal = error instanceof RequestError ? error : null;
      setNotice({ tone: 'error', text: error.message });
      if (refusal && STALE_MAP.has(refusal.code)) void seatMap.refetch();
    },
  });

  // Letting the hold go reads the seat map again (the mutation refreshes the booking queries).
  const release = useCancelBookingMutation({
    onSuccess: () => {
      setHold(null);
      setStep('seats');
      setNotice({ tone: 'info', text: 'Os lugares foram liberados. Escolha de novo.' });
    },
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });

  const toggle = (code: string) => {
    const seat = map?.seats.find((candidate) => candidate.code === code);
    if (selected.includes(code)) {
      setSelected(selected.filter((candidate) => candidate !== code));
      return;
    }
    if (!seat || seat.state !== 'free') {
      setNotice({
        tone: 'info',
        text:
          seat?.state === 'blocked'
            ? `O lugar ${code} não está à venda.`
            : `O lugar ${code} já está ocupado.`,
      });
      return;
    }
    if (selected.length >= needed) {
      setNotice({
        tone: 'info',
        text: `Você já escolheu ${needed === 1 ? '1 lugar' : `${needed} lugares`}. Desmarque um para trocar.`,
      });
      return;
    }
    setNotice(null);
    setSelected([...selected, code]);
  };

  const chooseForMe = () => {
    if (!map) return;
    const codes = chooseSeats(seatsForChoice(map), needed, preferredZone || null);
    if (!codes) {
      setNotice({ tone: 'error', text: 'Não há mais lugares suficientes nesta saída.' });
      return;
    }
    const zones = new Set(
      codes.map((code) => map.seats.find((seat) => seat.code === code)?.zone ?? ''),
    );
    const zoneName = map.zones.find((zone) => zones.has(zone.code))?.name ?? '';
    setSelected(codes);
    setNotice({
      tone: 'success',
      text:
        zones.size === 1
          ? `Escolhemos ${listSeats(codes)}, juntos, em ${zoneName}.`
          : `Não há ${needed} lugares juntos numa só área; escolhemos ${listSeats(codes)}.`,
    });
  };

  const reserve = () => {
    if (!user) {
      const query = partyQuery(party, selected);
      const state: RedirectState = { from: bookDeparturePath(departureId, query) };
      void navigate(PATHS.signIn, { state });
      return;
    }
    holdSeats.mutate({ departureId, seats: selected, laps: party.laps });
  };

  /** The step's view, once the departure's prices are known. */
  const stepView = (tour: DepartureInfo['tours']) => {
    const bands = {
      adult: tour.price_adult,
      child: tour.price_child,
      childMaxAge: tour.child_max_age,
      lapMaxAge: tour.lap_max_age,
      boardingFee: tour.boarding_fee,
    };
    const price = partyPrice(party, bands);

    if (step === 'party')
      return (
        <div className={styles.chooser}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Quantas pessoas vão?
          </h3>
          <PartyPicker
            party={party}
            onChange={(next) => {
              setParty(next);
              const seats = next.adults + next.children;
              if (selected.length > seats) setSelected(selected.slice(0, seats));
            }}
            childMaxAge={tour.child_max_age}
            lapMaxAge={tour.lap_max_age}
            minimumAge={tour.minimum_age}
          />
          <PriceLine total={price.total} boardingFees={price.boardingFees} />
          <div className={styles.actions}>
            <Button onClick={() => setStep('seats')}>Escolher lugares</Button>
          </div>
        </div>
      );

    if (step === 'held' && hold)
      return (
        <div className={styles.chooser}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Lugares reservados para você
          </h3>
          <p>
            {hold.seats.length === 1 ? 'Lugar' : 'Lugares'} <strong>{listSeats(hold.seats)}</strong>
            {hold.lap_children > 0
              ? ` e ${hold.lap_children === 1 ? '1 criança' : `${hold.lap_children} crianças`} de colo`
              : ''}
            . Reserva {hold.code}.
          </p>
          <Countdown
            expiresAt={hold.hold_expires_at}
            label="Seus lugares ficam reservados por"
            expiredLabel="O tempo acabou e os lugares foram liberados."
            onExpire={() => {
              setHold(null);
              setStep('seats');
              setNotice({
                tone: 'error',
                text: 'O tempo para concluir a reserva acabou e os lugares foram liberados. Sua escolha continua marcada: reserve de novo.',
                top: true,
              });
              void seatMap.refetch();
            }}
          />
          <PriceLine total={price.total} boardingFees={price.boardingFees} />
          <FormAlert message={notice?.text} tone={notice?.tone} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              busy={release.isPending}
              busyLabel="Liberando..."
              onClick={() => release.mutate(hold.booking_id)}
            >
              Trocar lugares
            </Button>
            <Button onClick={() => void navigate(bookingPath(hold.booking_id))}>
              Continuar para os dados dos passageiros
            </Button>
          </div>
        </div>
      );

    const closed = map ? salesClosed(map, clock()) : null;
    const freeCount = map?.seats.filter((seat) => seat.state === 'free').length ?? 0;
    return (
      <div className={styles.chooser}>
        <div className={styles.stepTop}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Escolha {needed === 1 ? '1 lugar' : `${needed} lugares`}
          </h3>
          <Button variant="ghost" size="sm" onClick={() => setStep('party')}>
            Alterar pessoas
          </Button>
        </div>
        {notice?.top && <FormAlert message={notice.text} tone={notice.tone} />}
        <QueryGate
          variant="inline"
          query={seatMap}
          loading={<Skeleton height={240} />}
          loadingLabel="Carregando o mapa de lugares..."
        >
          {(current) => (
            <>
              {closed ? (
                <FormAlert message={closed} tone="error" />
              ) : freeCount < needed ? (
                <FormAlert
                  tone="warning"
                  message={
                    freeCount === 0
                      ? 'Esta saída está esgotada.'
                      : `Restam só ${freeCount === 1 ? '1 lugar' : `${freeCount} lugares`} nesta saída.`
                  }
                />
              ) : null}
              <SeatLegend />
              <SeatGrid map={current} selected={selected} onToggle={toggle} disabled={!!closed} />
              <div className={styles.forMe}>
                <SelectField
                  name="zona"
                  label="Área preferida"
                  fieldClassName={styles.forMeField}
                  placeholder="Qualquer área"
                  options={current.zones.map((zone) => ({ value: zone.code, label: zone.name }))}
                  value={preferredZone}
                  onChange={(event) => setPreferredZone(event.target.value)}
                />
                <Button
                  variant="secondary"
                  onClick={chooseForMe}
                  aria-disabled={!!closed || undefined}
                >
                  Escolher por mim
                </Button>
              </div>
            </>
          )}
        </QueryGate>
        <p className={styles.selection} aria-live="polite">
          {selected.length === 0
            ? 'Nenhum lugar escolhido.'
            : `Escolhidos: ${listSeats(selected)} (${selected.length} de ${needed}).`}
        </p>
        <PriceLine total={price.total} boardingFees={price.boardingFees} />
        <FormAlert message={notice?.top ? null : notice?.text} tone={notice?.tone} />
        <div className={styles.actions}>
          <Button
            busy={holdSeats.isPending}
            busyLabel="Reservando..."
            aria-disabled={selected.length !== needed || !!closed || undefined}
            onClick={() => {
              if (selected.length !== needed) {
                setNotice({
                  tone: 'info',
                  text: `Escolha ${needed - selected.length === 1 ? 'mais 1 lugar' : `mais ${needed - selected.length} lugares`} para continuar.`,
                });
                return;
              }
              if (!closed) reserve();
            }}
          >
            {user ? 'Reservar lugares' : 'Entrar para reservar'}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <QueryGate
      variant="inline"
      query={info}
      loading={<Skeleton lines={4} />}
      loadingLabel="Carregando a saída..."
    >
      {(departure) => stepView(departure.tours)}
    </QueryGate>
  );
}

function PriceLine({ total, boardingFees }: { total: number; boardingFees: number }) {
  return (
    <p className={styles.priceLine}>
      Total: <strong>{formatBRL(total)}</strong>
      {boardingFees > 0 ? ` (inclui ${formatBRL(boardingFees)} de taxa de embarque)` : ''}
    </p>
  );
}
