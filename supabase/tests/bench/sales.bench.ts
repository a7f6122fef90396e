import { expect, it } from 'vitest';
import { loadSeed } from '../harness/database.ts';
import { users } from '../harness/fixtures.ts';
import { actAs, startServer } from '../harness/server.ts';

/**
 * How long the admin's figures take on a real PostgreSQL as sales grow: the seed plus N paid
 * bookings spread over a year, then admin_sales_report, admin_dashboard and one page of
 * admin_sales_bookings over a month and over the year (median of 5 calls each). Prints a table;
 * asserts nothing about speed. Run: npx vitest run --config supabase/tests/bench/vitest.config.ts sales
 */
const sizes = (process.env.BENCH_SALES ?? '1000,10000,50000').split(',').map(Number);

const plant = (from: number, count: number) => `
  insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count,
    contact_name, subtotal, boarding_fees, total, created_at, purchased_at, confirmed_at)
  select 'W' || translate(lpad(g::text, 5, '0'), '01', 'XY'),
    'd0000000-0000-4000-8000-000100000011', '00000000-0000-4000-8000-000000000006', 'confirmed',
    at + interval '30 minutes', 1, 'Comprador ' || g, 10000, 1000, 11000, at, at, at
  from generate_series(${from + 1}, ${from + count}) g,
    lateral (select '2026-01-01T08:00:00-03:00'::timestamptz + (g % 8760) * interval '1 hour' as at) t;
  insert into public.payments (booking_id, provider, txid, amount, expires_at, status, paid_at, created_at)
  select b.id, 'demo', 'BENCH' || b.code, b.total, b.hold_expires_at, 'paid', b.purchased_at, b.purchased_at
  from public.bookings b
  where b.contact_name like 'Comprador %' and not exists (select 1 from public.payments p where p.booking_id = b.id);`;

it('prints the time of the admin figures as sales grow', async () => {
  const server = await startServer({ maxConnections: 10 });
  const superuser = await server.connect();
  const caller = await server.connect();
  try {
    await loadSeed({ exec: (sql: string) => superuser.query(sql) });
    // Codes are 5 characters after W from 32 symbols: at most 32^5 distinct.
    const rows: string[] = [];
    let planted = 0;
    for (const size of sizes) {
      await superuser.query(plant(planted, size - planted));
      await superuser.query('analyze');
      planted = size;
      await actAs(caller, users.admin.id);
      for (const [label, from, to] of [
        ['month', '2026-11-01T03:00:00Z', '2026-12-01T03:00:00Z'],
        ['year', '2026-01-01T03:00:00Z', '2027-01-01T03:00:00Z'],
      ] as const) {
        const time = async (sql: string) => {
          const runs: number[] = [];
          for (let i = 0; i < 5; i += 1) {
            const t0 = performance.now();
            await caller.query(sql, [from, to]);
            runs.push(performance.now() - t0);
          }
          return runs.sort((a, b) => a - b)[2] ?? 0;
        };
        const report = await time('select public.admin_sales_report($1, $2)');
        const dashboard = await time('select public.admin_dashboard($1, $2)');
        const page = await time(
          'select public.admin_sales_bookings($1, $2, null, null, null, 20, 0)',
        );
        rows.push(
          `${String(size).padStart(7)} | ${label.padEnd(5)} | ${report.toFixed(1).padStart(8)} | ${dashboard.toFixed(1).padStart(9)} | ${page.toFixed(1).padStart(9)}`,
        );
      }
      await actAs(caller, null);
    }
    console.log(['  sales | span  | report ms | dashboard ms | page ms', ...rows].join('\n'));
    expect(rows).toHaveLength(sizes.length * 2);
  } finally {
    await Promise.all([superuser.end(), caller.end()]);
    await server.stop();
  }
});
