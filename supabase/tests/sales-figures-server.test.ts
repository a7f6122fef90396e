import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import {
  november,
  october,
  pickTotals,
  rawSalesSql,
  salesOf,
  totalsOf,
  type RawSale,
} from './harness/sales.ts';
import { actAs, serverStartupTimeout, startServer, type Server } from './harness/server.ts';

/**
 * The report's figures on a real PostgreSQL server (not only PGlite), seeded with the demo
 * fixtures: its totals equal, to the centavo, the independent reckoning of harness/sales.ts, and
 * the figures are the admins' only.
 */
let server: Server;
let superuser: pg.Client;
let caller: pg.Client;
let raw: RawSale[];

beforeAll(async () => {
  server = await startServer({ maxConnections: 20 });
  superuser = await server.connect();
  await loadSeed({ exec: (sql: string) => superuser.query(sql) });
  raw = (await superuser.query<RawSale>(rawSalesSql)).rows;
  caller = await server.connect();
}, serverStartupTimeout);

afterAll(async () => {
  try {
    await Promise.all([superuser, caller].map((c) => c?.end().catch(() => undefined)));
  } finally {
    await server?.stop();
  }
}, serverStartupTimeout);

type Json = Record<string, unknown>;
async function call(userId: string, sql: string, params: unknown[]): Promise<Json> {
  await actAs(caller, userId);
  try {
    const { rows } = await caller.query<{ value: Json }>(sql, params);
    return rows[0]?.value as Json;
  } finally {
    await actAs(caller, null);
  }
}

describe('sales figures on a real PostgreSQL server', () => {
  it('the sales report totals equal the independent sum of the fixture bookings, to the centavo', async () => {
    expect(raw.length).toBeGreaterThan(10);
    for (const period of [november, october]) {
      const report = await call(
        users.admin.id,
        'select public.admin_sales_report($1, $2) as value',
        [period.from, period.to],
      );
      const expected = totalsOf(salesOf(raw, period));
      expect(pickTotals(report.totals as Json)).toEqual(expected);
      const page = await call(
        users.admin.id,
        'select public.admin_sales_bookings($1, $2, null, null, null, 1000, 0) as value',
        [period.from, period.to],
      );
      const rows = page.rows as Json[];
      expect(rows.map((r) => r.code).sort()).toEqual(
        salesOf(raw, period)
          .map((s) => s.code)
          .sort(),
      );
      for (const key of ['gross', 'platform_fee', 'refunds', 'net'] as const) {
        expect(
          rows.reduce((a, r) => a + Number(r[key]), 0),
          key,
        ).toBe(expected[key]);
      }
    }
  }, 60_000);

  it("the owner's summary equals the independent sum of their own sales", async () => {
    const summary = await call(
      users.barqueiro.id,
      'select public.owner_revenue_summary($1, $2) as value',
      [november.from, november.to],
    );
    expect(pickTotals(summary)).toEqual(
      totalsOf(salesOf(raw, { ...november, owner: users.barqueiro.id })),
    );
  }, 60_000);

  it('refuses the admin figures to a boat owner', async () => {
    await expect(
      call(users.barqueiro.id, 'select public.admin_sales_report($1, $2) as value', [
        november.from,
        november.to,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  }, 60_000);
});
