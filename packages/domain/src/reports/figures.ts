import { csvCents, toCsv, type CsvCell } from '../csv/index.ts';
import { regionName, type RegionKey } from '../regions/index.ts';
import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { lazyFormatter } from '../intl.ts';

/**
 * What the database's report functions answer (supabase/DATA-MODEL.md, "Sales figures"). Money
 * is in integer centavos; every figure is computed there, never summed here from a page of rows.
 */
export interface SalesSummary {
  gross: number;
  platform_fee: number;
  refunds: number;
  net: number;
  bookings: number;
  average_ticket: number;
  cancellations: number;
  refunded_bookings: number;
  seats: number;
  departures: number;
  seats_total: number;
  seats_sold: number;
  occupancy_percent: number | null;
}

/**
 * Where a period's refunds are (issue 34): pending (not yet accepted by the PSP), sent (the PSP
 * is paying them back), done (back in the buyer's account), refused (the PSP refused: the admin's
 * queue). The four amounts add up to the summary's refunds.
 */
export interface RefundStates {
  pending: number;
  sent: number;
  done: number;
  refused: number;
  pending_count: number;
  sent_count: number;
  refused_count: number;
}

/** A report's summary with its refunds by state. */
export type SalesSummaryWithRefunds = SalesSummary & { refund_states: RefundStates };

export interface AdminKpis extends SalesSummary {
  new_users: number;
}

export interface SalesDay {
  day: string;
  gross: number;
  refunds: number;
  platform_fee: number;
  net: number;
  bookings: number;
}

export interface SalesGroup {
  gross: number;
  platform_fee: number;
  refunds: number;
  net: number;
  bookings: number;
  cancellations: number;
}

export interface AdminDashboard {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  current: AdminKpis;
  previous: AdminKpis;
  by_day: SalesDay[];
  tours_in_review: number;
  boat_owners_pending: number;
}

export interface SalesReport {
  from: string;
  to: string;
  totals: SalesSummaryWithRefunds;
  by_day: SalesDay[];
  by_tour: (SalesGroup & {
    tour_id: string;
    title: string;
    owner_name: string;
    region: RegionKey;
  })[];
  by_owner: (SalesGroup & { owner_id: string; name: string })[];
  by_region: (SalesGroup & { region: RegionKey })[];
}

export interface SaleLine {
  booking_id: string;
  code: string;
  sold_at: string;
  status: string;
  starts_at: string;
  tour_id: string;
  tour_title: string;
  owner_id: string;
  owner_name: string;
  region: RegionKey;
  buyer_name: string;
  seats: number;
  laps: number;
  subtotal: number;
  boarding_fees: number;
  gross: number;
  refunds: number;
  platform_fee: number;
  net: number;
}

export interface SalesPage {
  total: number;
  rows: SaleLine[];
}

export interface OwnerRevenueReport {
  from: string;
  to: string;
  summary: SalesSummaryWithRefunds;
  by_day: SalesDay[];
  by_tour: (SalesSummary & { tour_id: string; title: string })[];
}

export interface AuditEntry {
  id: number;
  created_at: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  /** What the target is ('users', 'tours', 'departures', ...), from its 'kind/key' form. */
  target_kind: string;
  /** The target's name as a person reads it (a title, a booking's code); null once it is gone. */
  target_name: string | null;
  /** When a departure target leaves. */
  target_when: string | null;
}

/** Change in percent from `previous` to `current`; undefined when there is nothing to compare. */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

export const BOOKING_STATUS_LABELS: Record<string, string> = {
  held: 'Reservado',
  awaiting_payment: 'Aguardando pagamento',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  expired: 'Expirada',
  no_show: 'Não compareceu',
};

const dateTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: SAO_PAULO_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** A moment as São Paulo shows it, for a CSV cell ("21/11/2026 10:32"). */
export const csvDateTime = (iso: string) => dateTime().format(new Date(iso)).replace(',', '');

export const SALES_CSV_HEADER = [
  'Código',
  'Vendida em',
  'Situação',
  'Saída',
  'Passeio',
  'Dono do barco',
  'Região',
  'Comprador',
  'Lugares',
  'Bruto (R$)',
  'Taxa da plataforma (R$)',
  'Reembolsos (R$)',
  'Líquido (R$)',
] as const;

/** The sales list as CSV, one line per sale, then a line of totals (summed from the lines). */
export function salesCsv(rows: readonly SaleLine[]): string {
  const lines: CsvCell[][] = rows.map((r) => [
    r.code,
    csvDateTime(r.sold_at),
    BOOKING_STATUS_LABELS[r.status] ?? r.status,
    csvDateTime(r.starts_at),
    r.tour_title,
    r.owner_name,
    regionName(r.region),
    r.buyer_name,
    r.seats,
    csvCents(r.gross),
    csvCents(r.platform_fee),
    csvCents(r.refunds),
    csvCents(r.net),
  ]);
  const sum = (pick: (r: SaleLine) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  lines.push([
    'Total',
    `${rows.length} vendas`,
    '',
    '',
    '',
    '',
    '',
    '',
    sum((r) => r.seats),
    csvCents(sum((r) => r.gross)),
    csvCents(sum((r) => r.platform_fee)),
    csvCents(sum((r) => r.refunds)),
    csvCents(sum((r) => r.net)),
  ]);
  return toCsv(SALES_CSV_HEADER, lines);
}

/** The boat owner's Receita by tour as CSV, with a line of the period's totals (from the database). */
export function ownerRevenueCsv(report: OwnerRevenueReport): string {
  const header = [
    'Passeio',
    'Reservas',
    'Cancelamentos',
    'Ocupação (%)',
    'Bruto (R$)',
    'Taxa da plataforma (R$)',
    'Reembolsos (R$)',
    'Líquido (R$)',
  ];
  const line = (name: string, s: SalesSummary): CsvCell[] => [
    name,
    s.bookings,
    s.cancellations,
    s.occupancy_percent,
    csvCents(s.gross),
    csvCents(s.platform_fee),
    csvCents(s.refunds),
    csvCents(s.net),
  ];
  return toCsv(header, [
    ...report.by_tour.map((t) => line(t.title, t)),
    line('Total do período', report.summary),
  ]);
}
