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

/**
 * The rollups of 20261201000100_sales_rollups.sql reckoned here from the raw rows: per São Paulo
 * day of the sale (its first paid charge) and tour, with every refund of the sale on that day
 * whenever it was issued, and seats sold per departure. Compared with private.sales_by_day and
 * private.departure_sales (rollupSql) after writes go through the triggers.
 */
export const rawRollupSql = `
  select b.id, b.status, b.subtotal, b.total, b.seat_count as seats, b.departure_id, d.tour_id,
    (select min(p.paid_at) from public.payments p where p.booking_id = b.id and p.status = 'paid') as paid_at,
    (select coalesce(sum(r.amount), 0) from public.refunds r where r.booking_id = b.id)::int as refunded
  from public.bookings b
  join public.departures d on d.id = b.departure_id`;

export interface RawRollupRow {
  id: string;
  status: string;
  subtotal: number | null;
  total: number | null;
  seats: number;
  departure_id: string;
  tour_id: string;
  paid_at: Date | string | null;
  refunded: number;
}

/** What the rollup tables hold, in a form to compare (sums as numbers, keys sorted). */
export const rollupSql = {
  days: `select to_char(day, 'YYYY-MM-DD') as day, tour_id, bookings, cancellations, refunded_bookings,
      seats, gross::int, refunds::int, platform_fee::int, net::int
    from private.sales_by_day order by day, tour_id`,
  departures: `select departure_id, seats_sold from private.departure_sales
    where seats_sold <> 0 order by departure_id`,
};

export interface RollupDay {
  day: string;
  tour_id: string;
  bookings: number;
  cancellations: number;
  refunded_bookings: number;
  seats: number;
  gross: number;
  refunds: number;
  platform_fee: number;
  net: number;
}

/** São Paulo's calendar day of an instant (-03:00 all year since 2019). */
export const saoPauloDay = (at: Date | string) =>
  new Date(new Date(at).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export function expectedRollup(rows: RawRollupRow[], feePercent = 10) {
  const days = new Map<string, RollupDay>();
  for (const row of rows) {
    if (row.paid_at === null) continue;
    const day = saoPauloDay(row.paid_at);
    const key = `${day}|${row.tour_id}`;
    const sum = days.get(key) ?? {
      day,
      tour_id: row.tour_id,
      bookings: 0,
      cancellations: 0,
      refunded_bookings: 0,
      seats: 0,
      gross: 0,
      refunds: 0,
      platform_fee: 0,
      net: 0,
    };
    const gross = row.total ?? 0;
    const kept = Math.max(0, Math.min(row.subtotal ?? 0, gross - row.refunded));
    const fee = Math.round((kept * feePercent) / 100);
    sum.bookings += 1;
    sum.cancellations += row.status === 'cancelled' ? 1 : 0;
    sum.refunded_bookings += row.refunded > 0 ? 1 : 0;
    sum.seats += row.seats;
    sum.gross += gross;
    sum.refunds += row.refunded;
    sum.platform_fee += fee;
    sum.net += gross - row.refunded - fee;
    days.set(key, sum);
  }
  const seats = new Map<string, number>();
  for (const row of rows) {
    if (row.status !== 'confirmed' && row.status !== 'no_show') continue;
    seats.set(row.departure_id, (seats.get(row.departure_id) ?? 0) + row.seats);
  }
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    days: [...days.values()].sort((a, b) =>
      byKey(`${a.day}|${a.tour_id}`, `${b.day}|${b.tour_id}`),
    ),
    departures: [...seats.entries()]
      .filter(([, n]) => n !== 0)
      .map(([departure_id, seats_sold]) => ({ departure_id, seats_sold }))
      .sort((a, b) => byKey(a.departure_id, b.departure_id)),
  };
}
