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
 * Each sales figure is computed once per request (20261130000400_sales_at_scale.sql), counted by
 * the statistics PostgreSQL keeps for the running transaction:
 * - a line of a sale looks up that sale's refunds once (an index probe per line), and nothing
 *   else in the figures reads public.refunds: a request that computes its N sales once probes
 *   the refunds N times, never 2N (the old report computed its lines three times, the owner's
 *   report twice more per tour);
 * - occupancy reads public.boat_seats once (one grouped scan), and nothing else does;
 * - private.sales_lines, sales_tours, sales_groups and departure_seats never run as function
 *   calls (track_functions): they are inlined into the statement that reads them, so its plan
 *   sees the period and the filters.
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

/** Scans of the two tables and calls of private functions, counted so far in this transaction. */
async function counted(tx: Transaction): Promise<Counts> {
  const { rows } = await tx.query<{ name: string; n: number }>(
    `select relname as name, (seq_scan + coalesce(idx_scan, 0))::int as n
     from pg_stat_xact_user_tables
     where schemaname = 'public' and relname in ('refunds', 'boat_seats')
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
async function countsOf(actor: Actor, sql: string, params: unknown[]) {
  let before: Counts = {};
  let counts: Counts = {};
  const outcome = await act(db, actor, (tx) => tx.query<{ value: Json }>(sql, params), {
    setup: async (tx) => {
      await tx.exec(`set local track_functions = 'all'`);
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

const inlined = [
  'call:sales_lines',
  'call:sales_tours',
  'call:sales_groups',
  'call:departure_seats',
];

/** How many sales a request's figures cover. */
const sales = (figures: unknown) => Number((figures as Json).bookings);

describe('each sales figure is computed once per request', () => {
  const requests: [string, Actor, string, unknown[], (value: Json) => number][] = [
    [
      'admin_sales_report',
      admin,
      'select public.admin_sales_report($1, $2) as value',
      [],
      (v) => sales(v.totals),
    ],
    [
      'admin_dashboard (both periods in one pass)',
      admin,
      'select public.admin_dashboard($1, $2) as value',
      [],
      (v) => sales(v.current) + sales(v.previous),
    ],
    [
      'owner_revenue_summary',
      bruno,
      'select public.owner_revenue_summary($1, $2) as value',
      [],
      sales,
    ],
    [
      'owner_revenue_report (every tour)',
      bruno,
      'select public.owner_revenue_report($1, $2) as value',
      [],
      (v) => sales(v.summary),
    ],
  ];
  for (const [name, actor, sql, extra, covered] of requests) {
    it(`${name}: each sale's line once, the occupancy once, inlined`, async () => {
      const { value, counts } = await countsOf(actor, sql, [november.from, november.to, ...extra]);
      const n = covered(value);
      expect(n).toBeGreaterThan(3);
      expect(counts.refunds, JSON.stringify(counts)).toBeGreaterThanOrEqual(n);
      expect(counts.refunds, JSON.stringify(counts)).toBeLessThan(2 * n);
      expect(counts.boat_seats, JSON.stringify(counts)).toBe(1);
      for (const name of inlined) expect(counts[name], name).toBeUndefined();
    });
  }

  it('admin_sales_bookings: its total counts the lines once, its page reads a page', async () => {
    const { value, counts } = await countsOf(
      admin,
      'select public.admin_sales_bookings($1, $2, null, null, null, 2, 0) as value',
      [november.from, november.to],
    );
    const n = Number(value.total);
    expect(n).toBeGreaterThan(3);
    expect(counts.refunds, JSON.stringify(counts)).toBeGreaterThanOrEqual(n);
    expect(counts.refunds, JSON.stringify(counts)).toBeLessThan(2 * n);
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
