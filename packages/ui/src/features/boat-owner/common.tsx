import { useEffect, useRef, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/Badge/index.ts';
import type {
  BoatStatus,
  Departure,
  DepartureStatus,
  TourStatus,
  Verification,
} from './api/index.ts';
import styles from './boat-owner.module.css';

/** A page of the area: its h1 takes the focus on arrival, so a screen reader hears where it is. */
export function Page({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.page}>
      <header className={styles.spread}>
        <div>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.row}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

const VERIFICATION: Record<Verification, [string, BadgeTone]> = {
  pending: ['Em verificação', 'warning'],
  approved: ['Verificado', 'success'],
  refused: ['Recusado', 'danger'],
};
export const VerificationBadge = ({ value }: { value: Verification }) => (
  <Badge tone={VERIFICATION[value][1]}>{VERIFICATION[value][0]}</Badge>
);

export const BOAT_STATUS_LABELS: Record<BoatStatus, string> = {
  active: 'Em operação',
  maintenance: 'Em manutenção',
  retired: 'Arquivado',
};

const TOUR_STATUS: Record<TourStatus, [string, BadgeTone]> = {
  draft: ['Rascunho', 'neutral'],
  in_review: ['Em revisão', 'warning'],
  published: ['Publicado', 'success'],
  suspended: ['Suspenso', 'danger'],
};
export const TourStatusBadge = ({ value }: { value: TourStatus }) => (
  <Badge tone={TOUR_STATUS[value][1]}>{TOUR_STATUS[value][0]}</Badge>
);

const DEPARTURE_STATUS: Record<DepartureStatus, [string, BadgeTone]> = {
  scheduled: ['À venda', 'info'],
  confirmed: ['Confirmada', 'success'],
  closed: ['Vendas encerradas', 'warning'],
  cancelled: ['Cancelada', 'danger'],
  departed: ['Realizada', 'neutral'],
};
export const DepartureStatusBadge = ({ value }: { value: DepartureStatus }) => (
  <Badge tone={DEPARTURE_STATUS[value][1]}>{DEPARTURE_STATUS[value][0]}</Badge>
);

/** How full a departure is, as a bar with its words. */
export function Occupancy({ taken, total }: { taken: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((taken / total) * 100)) : 0;
  return (
    <div>
      <p className={styles.meta}>
        {taken} de {total} lugares ({percent}%)
      </p>
      <div className={styles.occupancy} aria-hidden="true">
        <span className={styles.occupancyBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The São Paulo calendar day of an instant, `aaaa-mm-dd`. */
export function localDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
}

/** Departures by São Paulo day, in their order. */
export function groupByDay(list: Departure[]): [string, Departure[]][] {
  const days = new Map<string, Departure[]>();
  for (const d of list) {
    const day = localDay(new Date(d.starts_at));
    days.set(day, [...(days.get(day) ?? []), d]);
  }
  return [...days.entries()];
}

/** Midnight of a São Paulo day plus `days`, as an ISO instant (Brazil has no daylight saving). */
export function dayStart(day: string, days = 0): string {
  const start = Date.parse(`${day}T00:00:00-03:00`) + days * 86_400_000;
  return new Date(start).toISOString();
}

/** Lines of a textarea as a list, and back. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const textOf = (lines: readonly string[]) => lines.join('\n');
