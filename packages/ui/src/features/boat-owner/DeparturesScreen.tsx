import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { departureStatusAt, salesActionAt } from '@mare/domain';
import { Button, ButtonSlot } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { SelectField } from '../../components/SelectField/index.ts';
import { Tabs } from '../../components/Tabs/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { FormAlert } from '../../components/FormAlert/index.ts';
import { formatDateTime } from '../../components/format/index.ts';
import { useClock } from '../../clock/index.ts';
import { PATHS } from '../../routes.ts';
import {
  onBoard,
  useBoats,
  useChangeBoat,
  useDepartures,
  useSetSales,
  useTours,
  useUpdateDeparture,
  type Boat,
  type Departure,
} from './api/index.ts';
import {
  dayStart,
  DepartureStatusBadge,
  groupByDay,
  localDay,
  Occupancy,
  Page,
} from './common.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { DAY_PARAM, DepartureCalendar, MONTH_PARAM } from './DepartureCalendar.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

const WINDOW_DAYS = 14;

function ChangeBoat({ departure, boats }: { departure: Departure; boats: Boat[] }) {
  const change = useChangeBoat();
  const [open, setOpen] = useState(false);
  const [boatId, setBoatId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = boats.filter((b) => b.id !== departure.boat_id && b.status !== 'retired');
  const chosen = others.find((b) => b.id === boatId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title="Trocar o barco da saída"
      description={`Hoje: ${departure.boat?.name ?? ''}. ${onBoard(departure)} pessoas já reservadas; os lugares vendidos vão para os mesmos números no novo barco.`}
      trigger={
        <Button variant="secondary" size="sm" disabled={others.length === 0}>
          Trocar barco
        </Button>
      }
      actions={
        <Button
          busy={change.isPending}
          disabled={!chosen}
          onClick={() =>
            chosen &&
            change.mutate(
              { id: departure.id, boatId: chosen.id, boatName: chosen.name },
              { onSuccess: () => setOpen(false), onError: (e) => setError(e.message) },
            )
          }
        >
          Trocar para {chosen?.name ?? 'o barco escolhido'}
        </Button>
      }
    >
      <SelectField
        name="novo-barco"
        label="Novo barco"
        placeholder="Escolha o barco"
        value={boatId}
        onChange={(event) => setBoatId(event.target.value)}
        options={others.map((b) => ({ value: b.id, label: `${b.name} (lotação ${b.capacity})` }))}
      />
      <FormAlert message={error ?? undefined} tone="error" />
    </Dialog>
  );
}

function EditDeparture({ departure }: { departure: Departure }) {
  const update = useUpdateDeparture();
  const [open, setOpen] = useState(false);
  const minutesBefore = Math.round(
    (Date.parse(departure.starts_at) - Date.parse(departure.sales_cutoff_at)) / 60_000,
  );
  const [cutoff, setCutoff] = useState(String(minutesBefore));
  const [minimum, setMinimum] = useState(String(departure.min_passengers));
  const [note, setNote] = useState(departure.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const c = Number(cutoff);
    const m = Number(minimum);
    if (!/^\d+$/.test(cutoff) || c > 10080)
      return setError('Encerrar vendas de 0 a 10080 minutos antes.');
    if (!/^\d+$/.test(minimum) || m < 1 || m > 500)
      return setError('Mínimo de passageiros: de 1 a 500.');
    if (note.length > 500) return setError('A observação tem no máximo 500 caracteres.');
    update.mutate(
      {
        id: departure.id,
        patch: {
          sales_cutoff_at: new Date(Date.parse(departure.starts_at) - c * 60_000).toISOString(),
          min_passengers: m,
          note: note.trim() || null,
        },
      },
      { onSuccess: () => setOpen(false), onError: (e) => setError(e.message) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title="Editar saída"
      trigger={
        <Button variant="ghost" size="sm">
          Editar
        </Button>
      }
      actions={
        <Button busy={update.isPending} onClick={save}>
          Salvar saída
        </Button>
      }
    >
      <TextField
        name="corte"
        label="Encerrar vendas (minutos antes)"
        inputMode="numeric"
        value={cutoff}
        onChange={(e) => setCutoff(e.target.value)}
      />
      <TextField
        name="minimo"
        label="Mínimo de passageiros"
        inputMode="numeric"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
      />
      <TextField
        name="observacao"
        label="Observação"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormAlert message={error ?? undefined} tone="error" />
    </Dialog>
  );
}

function DepartureCard({ departure, boats }: { departure: Departure; boats: Boat[] }) {
  const sales = useSetSales();
  const clock = useClock();
  const now = clock();
  // As the minute job leaves it: closed from the cut-off on, departed from the start.
  const status = departureStatusAt(departure, now);
  const action = salesActionAt(departure, now);
  const live = status !== 'cancelled' && status !== 'departed';
  const cutoff = new Date(departure.sales_cutoff_at);
  const at = new Date(departure.starts_at);
  return (
    <Card as="li" outlined>
      <div className={styles.spread}>
        <h3>
          {formatDateTime(at, 'time')} · {departure.tour?.title}
        </h3>
        <DepartureStatusBadge value={status} />
      </div>
      <p className={styles.meta}>
        {departure.boat?.name} · vendas até {formatDateTime(cutoff)} · mínimo{' '}
        {departure.min_passengers}
      </p>
      {action === 'cutoff_passed' ? (
        <p className={styles.meta}>
          O prazo de vendas já passou. Para vender mais lugares, adie o prazo em “Editar” e reabra
          as vendas.
        </p>
      ) : null}
      {departure.note ? <p className={styles.meta}>Obs.: {departure.note}</p> : null}
      {departure.cancel_reason ? (
        <p className={styles.meta}>Motivo: {departure.cancel_reason}</p>
      ) : null}
      <Occupancy taken={onBoard(departure)} total={departure.boat?.capacity ?? 0} />
      <div className={styles.row}>
        {action === 'close' || action === 'reopen' ? (
          <Button
            variant={action === 'reopen' ? 'secondary' : 'danger'}
            size="sm"
            busy={sales.isPending}
            onClick={() => sales.mutate({ id: departure.id, open: action === 'reopen' })}
          >
            {action === 'reopen' ? 'Reabrir vendas' : 'Encerrar vendas'}
          </Button>
        ) : null}
        {live ? <ChangeBoat departure={departure} boats={boats} /> : null}
        {live ? <EditDeparture departure={departure} /> : null}
        <ButtonSlot variant="ghost" size="sm">
          <Link to={`${PATHS.boatOwnerDepartures}/${departure.id}/passageiros`}>Passageiros</Link>
        </ButtonSlot>
      </div>
    </Card>
  );
}

/** The list view: two weeks day by day, today first. */
function DepartureList({ today, boats }: { today: string; boats: Boat[] }) {
  const [offset, setOffset] = useState(0);
  const from = dayStart(today, offset);
  const to = dayStart(today, offset + WINDOW_DAYS);
  const departures = useDepartures(from, to);
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        De {formatDateTime(new Date(from), 'date')} a{' '}
        {formatDateTime(new Date(Date.parse(to) - 1), 'date')}
      </p>
      <div className={styles.row}>
        <Button
          variant="ghost"
          size="sm"
          disabled={offset <= 0}
          onClick={() => setOffset(offset - WINDOW_DAYS)}
        >
          Semanas anteriores
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOffset(offset + WINDOW_DAYS)}>
          Próximas semanas
        </Button>
      </div>
      <QueryGate query={departures} loadingLabel="Carregando suas saídas...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhuma saída nestas semanas"
              titleClassName={styles.headingGap}
              description="Agende saídas por regra: dias da semana, horários e período."
            />
          ) : (
            <div>
              {groupByDay(list).map(([day, items]) => (
                <section
                  key={day}
                  aria-label={formatDateTime(new Date(items[0]?.starts_at ?? day), 'long-date')}
                >
                  <h2 className={`${styles.sectionTitle} ${styles.dayName}`}>
                    {formatDateTime(new Date(items[0]?.starts_at ?? day), 'weekday-date')}
                  </h2>
                  <ul className={styles.list}>
                    {items.map((d) => (
                      <DepartureCard key={d.id} departure={d} boats={boats} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryGate>
    </div>
  );
}

/** Search parameter of the view: `calendario`, or the list when absent. */
const VIEW_PARAM = 'visao';
type View = 'lista' | 'calendario';

/** Saídas: a list or a month calendar of departures, quick actions each, scheduling by rule. */
export default function DeparturesScreen() {
  const clock = useClock();
  const today = localDay(clock());
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'calendario' ? 'calendario' : 'lista';
  const [scheduling, setScheduling] = useState(false);
  const tours = useTours();
  const boats = useBoats();
  const boatList = boats.data ?? [];

  const showView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'calendario') updated.set(VIEW_PARAM, next);
      else {
        updated.delete(VIEW_PARAM);
        updated.delete(MONTH_PARAM);
        updated.delete(DAY_PARAM);
      }
      return updated;
    });

  return (
    <Page
      title="Saídas"
      actions={
        <Button onClick={() => setScheduling((s) => !s)} aria-expanded={scheduling}>
          {scheduling ? 'Fechar agendamento' : 'Agendar saídas'}
        </Button>
      }
    >
      {scheduling ? (
        <section className={styles.fieldset} aria-labelledby="agendar">
          <h2 id="agendar" className={styles.sectionTitle}>
            Agendar saídas
          </h2>
          <QueryGate query={tours} loadingLabel="Carregando seus passeios...">
            {(tourList) => (
              <QueryGate query={boats} loadingLabel="Carregando seus barcos...">
                {(boatChoices) =>
                  tourList.length && boatChoices.length ? (
                    <ScheduleForm
                      tours={tourList}
                      boats={boatChoices.filter((b) => b.status !== 'retired')}
                      today={today}
                      onDone={() => setScheduling(false)}
                    />
                  ) : (
                    <p>Cadastre um barco e um passeio antes de agendar saídas.</p>
                  )
                }
              </QueryGate>
            )}
          </QueryGate>
        </section>
      ) : null}
      <Tabs
        label="Ver saídas em"
        value={view}
        onValueChange={showView}
        items={[
          {
            value: 'lista',
            label: 'Lista',
            content: <DepartureList today={today} boats={boatList} />,
          },
          {
            value: 'calendario',
            label: 'Calendário',
            content: (
              <DepartureCalendar
                today={today}
                {...(tours.data ? { tours: tours.data } : {})}
                renderDeparture={(d) => <DepartureCard key={d.id} departure={d} boats={boatList} />}
              />
            ),
          },
        ]}
      />
    </Page>
  );
}
