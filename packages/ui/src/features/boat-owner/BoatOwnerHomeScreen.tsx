import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/index.ts';
import { ButtonSlot } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { formatBRL, formatDateTime } from '../../components/format/index.ts';
import { useClock } from '../../clock/index.ts';
import { PATHS } from '../../routes.ts';
import { ProfilePanel } from '../../dashboard/ProfilePanel.tsx';
import {
  onBoard,
  useAwaitingPayment,
  useBoats,
  useDepartures,
  useTours,
  type Departure,
} from './api/index.ts';
import {
  dayStart,
  DepartureStatusBadge,
  localDay,
  Occupancy,
  Page,
  TourStatusBadge,
  VerificationBadge,
} from './common.tsx';
import { MonthRevenue } from './MonthRevenue.tsx';
import { OpenReviewNotes } from './ReviewNotes.tsx';
import { TaxIdPanel } from './TaxIdPanel.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

function DayDepartures({ title, list }: { title: string; list: Departure[] }) {
  return (
    <section aria-label={title}>
      <h3 className={styles.day}>{title}</h3>
      {list.length === 0 ? (
        <p className={styles.meta}>Nenhuma saída.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((d) => (
            <Card as="li" outlined key={d.id}>
              <div className={styles.spread}>
                <strong>
                  {formatDateTime(new Date(d.starts_at), 'time')} · {d.tour?.title}
                </strong>
                <DepartureStatusBadge value={d.status} />
              </div>
              <p className={styles.meta}>{d.boat?.name}</p>
              <Occupancy taken={onBoard(d)} total={d.boat?.capacity ?? 0} />
              <Link to={`${PATHS.boatOwnerDepartures}/${d.id}/passageiros`}>
                Lista de passageiros
              </Link>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextDepartures({ today }: { today: string }) {
  const departures = useDepartures(dayStart(today), dayStart(today, 2));
  return (
    <section className={styles.fieldset} aria-labelledby="hoje-amanha">
      <h2 id="hoje-amanha" className={styles.sectionTitle}>
        Hoje e amanhã
      </h2>
      <QueryGate query={departures} loadingLabel="Carregando as próximas saídas...">
        {(list) => {
          const tomorrow = dayStart(today, 1);
          return (
            <>
              <DayDepartures title="Hoje" list={list.filter((d) => d.starts_at < tomorrow)} />
              <DayDepartures title="Amanhã" list={list.filter((d) => d.starts_at >= tomorrow)} />
            </>
          );
        }}
      </QueryGate>
    </section>
  );
}

function AwaitingPayment() {
  const awaiting = useAwaitingPayment();
  const clock = useClock();
  return (
    <section className={styles.fieldset} aria-labelledby="aguardando">
      <h2 id="aguardando" className={styles.sectionTitle}>
        Aguardando pagamento
      </h2>
      <QueryGate query={awaiting} loadingLabel="Carregando reservas...">
        {(answer) => {
          // The database lists only charges still open; a list read a while ago can hold one
          // whose time is up since: never show an expiry in the past.
          const now = clock().getTime();
          const list = answer.filter((b) => Date.parse(b.hold_expires_at) > now);
          return list.length === 0 ? (
            <p className={styles.meta}>Nenhuma reserva esperando o Pix.</p>
          ) : (
            <ul className={styles.list}>
              {list.map((b) => (
                <li key={b.id} className={styles.spread}>
                  <span>
                    <strong>{b.code}</strong> · {b.tour_title} ·{' '}
                    {formatDateTime(new Date(b.starts_at))}
                  </span>
                  <span className={styles.meta}>
                    {b.seat_count} {b.seat_count === 1 ? 'lugar' : 'lugares'}
                    {b.total !== null ? ` · ${formatBRL(b.total)}` : ''} · Pix vence{' '}
                    {formatDateTime(new Date(b.hold_expires_at), 'time')}
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </section>
  );
}

function Pending() {
  const boats = useBoats();
  const tours = useTours();
  return (
    <section className={styles.fieldset} aria-labelledby="pendencias">
      <h2 id="pendencias" className={styles.sectionTitle}>
        Pendências
      </h2>
      <QueryGate query={boats} loadingLabel="Carregando seus barcos...">
        {(boatList) => (
          <QueryGate query={tours} loadingLabel="Carregando seus passeios...">
            {(tourList) => {
              const boatsToCheck = boatList.filter(
                (b) => b.verification !== 'approved' && b.status !== 'retired',
              );
              const toursToCheck = tourList.filter(
                (t) => t.status === 'in_review' || t.status === 'draft',
              );
              if (!boatsToCheck.length && !toursToCheck.length)
                return (
                  <p className={styles.meta}>
                    Nada pendente: barcos verificados e passeios publicados.
                  </p>
                );
              return (
                <ul className={styles.list}>
                  {boatsToCheck.map((b) => (
                    <li key={b.id} className={styles.spread}>
                      <Link to={`${PATHS.boatOwnerBoats}/${b.id}`}>{b.name}</Link>
                      <VerificationBadge value={b.verification} />
                      {b.verification === 'refused' && b.refusal_reason ? (
                        <span className={styles.meta}>Motivo: {b.refusal_reason}</span>
                      ) : null}
                    </li>
                  ))}
                  {toursToCheck.map((t) => (
                    <li key={t.id} className={styles.spread}>
                      <Link to={`${PATHS.boatOwnerTours}/${t.id}`}>{t.title}</Link>
                      <TourStatusBadge value={t.status} />
                    </li>
                  ))}
                </ul>
              );
            }}
          </QueryGate>
        )}
      </QueryGate>
    </section>
  );
}

/** What matters now: the first step for a new owner, else the day's work. */
function NextAction() {
  const boats = useBoats();
  const tours = useTours();
  if (!boats.data || !tours.data) return null;
  const [label, to] =
    boats.data.length === 0
      ? ['Cadastrar meu primeiro barco', `${PATHS.boatOwnerBoats}/novo`]
      : tours.data.length === 0
        ? ['Criar meu primeiro passeio', `${PATHS.boatOwnerTours}/novo`]
        : ['Agendar saídas', PATHS.boatOwnerDepartures];
  return (
    <div className={styles.row}>
      <ButtonSlot>
        <Link to={to}>{label}</Link>
      </ButtonSlot>
      <ButtonSlot variant="secondary">
        <Link to={PATHS.boatOwnerDepartures}>Ver todas as saídas</Link>
      </ButtonSlot>
    </div>
  );
}

/** Início: today's and tomorrow's departures, payments pending, the month's revenue, pendências. */
export default function BoatOwnerHomeScreen() {
  const { user } = useAuth();
  const clock = useClock();
  const now = clock();
  const today = localDay(now);
  const name = (user?.user_metadata?.nome as string | undefined) ?? user?.email ?? '';
  return (
    <Page title="Painel do dono de barco" lead={`Olá, ${name}!`} actions={<NextAction />}>
      <NextDepartures today={today} />
      <AwaitingPayment />
      <MonthRevenue now={now} />
      <Pending />
      <OpenReviewNotes />
      <TaxIdPanel />
      <ProfilePanel
        titleClassName={styles.headingGap}
        phoneHint="Com WhatsApp, os visitantes dos seus passeios publicados falam com você por este número."
      />
    </Page>
  );
}
