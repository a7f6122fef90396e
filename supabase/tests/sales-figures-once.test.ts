import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  asUser,
  createDatabase,
  inRollback,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { november } from './harness/sales.ts';

/**
 * Each sales figure is computed once per request (20261201000100_sales_rollups.sql), counted by
 * the statistics PostgreSQL keeps for the running transaction:
 * - whole São Paulo days come from private.sales_by_day, read once per period a request covers
 *   (one; the dashboard's two), and no sale's line is computed again: public.refunds is not read
 *   (the periods here start and end at São Paulo midnights, as the screens send);
 * - occupancy reads public.boat_seats and private.departure_sales once each;
 * - private.sales_rows, sales_lines, sales_tours and departure_seats never run as function calls
 *   (track_functions): they are inlined into the statement that reads them, so its plan sees the
 *   period and the filters.
 * The reads are counted with index scans off, so that each read of a table is one scan whatever
 * plan the small seed would get.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const admin = asUser(users.admin);
const bruno = asUser(users.barqueiro);

type Counts = Record<string, number>;
type Json = Record<string, unknown>;

/** Scans of the tables and calls of private functions, counted so far in this transaction. */
async function counted(tx: Transaction): Promise<Counts> {
  const { rows } = await tx.query<{ name: string; n: number }>(
    `select relname as name, (seq_scan + coalesce(idx_scan, 0))::int as n
     from pg_stat_xact_user_tables
     where (schemaname = 'public' and relname in ('refunds', 'boat_seats'))
       or (schemaname = 'private' and relname in ('sales_by_day', 'departure_sales'))
     union all
     select 'call:' || funcname, calls::int from pg_stat_xact_user_functions
     where schemaname = 'private'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** Counts may carry over from earlier transactions until reported: the difference is ours. */
function difference(after: Counts, before: Counts): Counts {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/** What reading `sql` as `actor` returned, scanned and called. */
async function countsOf(actor: Actor, sql: string, params: unknown[], scansOnly = true) {
  let before: Counts = {};
  let counts: Counts = {};
  const outcome = await act(db, actor, (tx) => tx.query<{ value: Json }>(sql, params), {
    setup: async (tx) => {
      await tx.exec(`set local track_functions = 'all'`);
      if (scansOnly) {
        await tx.exec(`set local enable_indexscan = off; set local enable_bitmapscan = off;
          set local enable_indexonlyscan = off`);
      }
      before = await counted(tx);
    },
    after: async (tx) => {
      counts = difference(await counted(tx), before);
    },
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const value = outcome.value.rows[0]?.value;
  if (!value) throw new Error('no figures');
  return { value, counts };
}

const inlined = ['call:sales_rows', 'call:sales_lines', 'call:sales_tours', 'call:departure_seats'];

/** How many sales a request's figures cover. */
const sales = (figures: unknown) => Number((figures as Json).bookings);

describe('each sales figure is computed once per request', () => {
  const requests: [string, Actor, string, number, (value: Json) => number][] = [
    [
      'admin_sales_report',
      admin,
      'select public.admin_sales_report($1, $2) as value',
      1,
      (v) => sales(v.totals),
    ],
    [
      'admin_dashboard (the current and the previous period)',
      admin,
      'select public.admin_dashboard($1, $2) as value',
      2,
      (v) => sales(v.current) + sales(v.previous),
    ],
    [
      'owner_revenue_summary',
      bruno,
      'select public.owner_revenue_summary($1, $2) as value',
      1,
      sales,
    ],
    [
      'owner_revenue_report (every tour)',
      bruno,
      'select public.owner_revenue_report($1, $2) as value',
      1,
      (v) => sales(v.summary),
    ],
  ];
  for (const [name, actor, sql, periods, covered] of requests) {
    it(`${name}: the rollup once per period, no sale read again, the occupancy once, inlined`, async () => {
      const { value, counts } = await countsOf(actor, sql, [november.from, november.to]);
      expect(covered(value)).toBeGreaterThan(3);
      expect(counts.sales_by_day, JSON.stringify(counts)).toBe(periods);
      // The report and the revenue read the refunds not yet done once, for their states
      // (20261202000510_refund_states.sql); no sale's line reads them.
      const withStates = name === 'admin_sales_report' || name.startsWith('owner_revenue_report');
      expect(counts.refunds, JSON.stringify(counts)).toBe(withStates ? 1 : undefined);
      expect(counts['call:refund_states'], JSON.stringify(counts)).toBe(withStates ? 1 : undefined);
      expect(counts.boat_seats, JSON.stringify(counts)).toBe(1);
      expect(counts.departure_sales, JSON.stringify(counts)).toBe(1);
      for (const name of inlined) expect(counts[name], name).toBeUndefined();
    });
  }

  it('admin_sales_bookings: its total from the rollup once, its page reads each line at most once', async () => {
    const { value, counts } = await countsOf(
      admin,
      'select public.admin_sales_bookings($1, $2, null, null, null, 2, 0) as value',
      [november.from, november.to],
      false,
    );
    const n = Number(value.total);
    expect(n).toBeGreaterThan(3);
    expect(counts.sales_by_day, JSON.stringify(counts)).toBeGreaterThanOrEqual(1);
    expect(counts.refunds ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(n);
    expect(counts.boat_seats).toBeUndefined();
    for (const name of inlined) expect(counts[name], name).toBeUndefined();
  });

  it('the counter counts: reading the lines twice probes the refunds twice per sale', async () => {
    const { n, counts } = await inRollback(db, async (tx) => {
      const before = await counted(tx);
      const { rows } = await tx.query<{ n: number }>(
        `select (select count(*) from private.sales_lines($1, $2) l where l.refunds >= 0)::int as n,
                (select sum(l.net) from private.sales_lines($1, $2) l)`,
        [november.from, november.to],
      );
      return { n: rows[0]?.n ?? 0, counts: difference(await counted(tx), before) };
    });
    expect(counts.refunds).toBe(2 * n);
  });
});
