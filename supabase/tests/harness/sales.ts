/**
 * An independent reckoning of the sales figures, for tests: the raw rows come from the tables
 * (bookings, their paid charges, their refunds, their tours), and every rule — which booking is a
 * sale, in which period, the platform fee, refunds, net — is applied here in TypeScript, so a
 * test compares the database's functions with a second implementation written from
 * supabase/DATA-MODEL.md ("Sales figures").
 */

/** The raw rows, read as the superuser. */
export const rawSalesSql = `
  select b.id, b.code, b.status, b.subtotal, b.total, t.id as tour_id, t.owner_id, t.beach_id,
    (select min(p.paid_at) from public.payments p where p.booking_id = b.id and p.status = 'paid') as paid_at,
    (select coalesce(sum(r.amount), 0) from public.refunds r where r.booking_id = b.id)::int as refunded
  from public.bookings b
  join public.departures d on d.id = b.departure_id
  join public.tours t on t.id = d.tour_id
  order by b.code`;

export interface RawSale {
  id: string;
  code: string;
  status: string;
  subtotal: number | null;
  total: number | null;
  tour_id: string;
  owner_id: string;
  beach_id: string | null;
  paid_at: Date | string | null;
  refunded: number;
}

export interface Totals {
  gross: number;
  platform_fee: number;
  refunds: number;
  net: number;
  bookings: number;
  cancellations: number;
  average_ticket: number;
}

const regions: Record<string, string> = {
  'praia-do-forno': 'southeast',
  'baia-do-sancho': 'northeast',
  jericoacoara: 'northeast',
  'alter-do-chao': 'north',
  'praia-do-rosa': 'south',
};

export interface SalesFilter {
  from: string;
  to: string;
  owner?: string;
  tour?: string;
  region?: string;
}

/** The sales of a period (and filter), each with its fee and net. */
export function salesOf(rows: RawSale[], filter: SalesFilter, feePercent = 10) {
  const from = Date.parse(filter.from);
  const to = Date.parse(filter.to);
  return rows
    .filter((row) => {
      if (row.paid_at === null) return false;
      const paid = new Date(row.paid_at).getTime();
      return (
        paid >= from &&
        paid < to &&
        (filter.owner === undefined || row.owner_id === filter.owner) &&
        (filter.tour === undefined || row.tour_id === filter.tour) &&
        (filter.region === undefined ||
          (regions[row.beach_id ?? ''] ?? 'undefined') === filter.region)
      );
    })
    .map((row) => {
      const gross = row.total ?? 0;
      const ticketKept = Math.max(0, Math.min(row.subtotal ?? 0, gross - row.refunded));
      // Half up to the centavo (every amount here is positive).
      const fee = Math.round((ticketKept * feePercent) / 100);
      return { ...row, gross, fee, net: gross - row.refunded - fee };
    });
}

export function totalsOf(sales: ReturnType<typeof salesOf>): Totals {
  const sum = (pick: (s: (typeof sales)[number]) => number) =>
    sales.reduce((acc, s) => acc + pick(s), 0);
  const gross = sum((s) => s.gross);
  return {
    gross,
    platform_fee: sum((s) => s.fee),
    refunds: sum((s) => s.refunded),
    net: sum((s) => s.net),
    bookings: sales.length,
    cancellations: sales.filter((s) => s.status === 'cancelled').length,
    average_ticket: sales.length === 0 ? 0 : Math.round(gross / sales.length),
  };
}

export function pickTotals(value: Record<string, unknown>): Totals {
  return {
    gross: Number(value.gross),
    platform_fee: Number(value.platform_fee),
    refunds: Number(value.refunds),
    net: Number(value.net),
    bookings: Number(value.bookings),
    cancellations: Number(value.cancellations),
    average_ticket: Number(value.average_ticket),
  };
}

/** São Paulo has no daylight saving time since 2019: -03:00 all year. */
export const november = { from: '2026-11-01T00:00:00-03:00', to: '2026-12-01T00:00:00-03:00' };
export const october = { from: '2026-10-01T00:00:00-03:00', to: '2026-11-01T00:00:00-03:00' };
