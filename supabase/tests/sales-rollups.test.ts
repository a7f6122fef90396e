import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld } from './harness/booking-world.ts';
import { story, type Session } from './harness/booking-session.ts';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import {
  expectedRollup,
  pickTotals,
  rawRollupSql,
  rawSalesSql,
  rollupSql,
  salesOf,
  totalsOf,
  type RawRollupRow,
  type RawSale,
  type RollupDay,
} from './harness/sales.ts';

/**
 * The rollups of 20261201000100_sales_rollups.sql stay equal to a reckoning from the base tables
 * (harness/sales.ts, in TypeScript) through a mixed sequence of writes, each step checked:
 * payments confirmed on both sides of a São Paulo midnight (and of a UTC midnight that is not
 * São Paulo's), partial and full refunds issued on a later day, a cancellation, a departure
 * cancelled, a payment after expiry, a departure moved to another tour, a bulk change of paid
 * times, a deleted refund and charge, and a new fee percent.
 *
 * A refund counts on the day of its sale, not on the day it was issued: the reports are a cohort
 * by date of sale (DATA-MODEL.md, "Sales figures"), as they were before the rollups.
 */
const clock = '2026-12-01T20:00:00-03:00';
const at = (local: string) => new Date(local).toISOString();
const { sql, world } = bookingWorld({ key: 0x37, seats: 40, buyers: 10, clock });
const second = '0d370000-0000-4000-8000-000000000002';
const otherTour = '07370000-0000-4000-8000-000000000002';
const owner = asUser({ id: world.ownerId, email: 'dono-37@mare.example' });
const buyers = world.buyerIds.map((id, i) =>
  asUser({ id, email: `comprador-37-${i + 1}@mare.example` }),
);
const provider: Actor = { kind: 'service' };
const admin = asUser(users.admin);
const contact = { name: 'Comprador', email: 'comprador@mare.example' };
const adults = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    full_name: `Pessoa ${i + 1}`,
    cpf: ['52998224725', '11144477735', '39053344705', '71428793860'][i],
    birth_date: '1985-03-10',
  }));

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  await db.exec(sql);
  // A second departure of the tour, and a second tour of the owner (for a move between tours).
  await db.exec(`
    insert into public.departures (id, tour_id, boat_id, starts_at, sales_cutoff_at)
    values ('${second}', '${world.tourId}', '${world.boatId}', '${clock}'::timestamptz + interval '4 days',
      '${clock}'::timestamptz + interval '4 days' - interval '1 hour');
    insert into public.tours (id, owner_id, beach_id, slug, title, duration_minutes, price_adult,
      price_child, child_max_age, lap_max_age, boarding_fee, status)
    select '${otherTour}', owner_id, 'jericoacoara', 'passeio-teste-37-b', 'Outro passeio', 120,
      price_adult, price_child, child_max_age, lap_max_age, boarding_fee, 'published'
    from public.tours where id = '${world.tourId}';`);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

function value<T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

interface Charge {
  bookingId: string;
  txid: string;
  amount: number;
}

/** A hold and its checkout at `when`: the Pix charge awaiting payment. */
async function charge(
  s: Session,
  buyer: Actor,
  when: string,
  seats: string[],
  departure = world.departureId,
) {
  const held = value(
    await s.rpc<{ booking_id: string }>(buyer, when, 'hold_seats', {
      departure_id: departure,
      seat_codes: seats,
    }),
  );
  const paid = value(
    await s.rpc<{ payment: { txid: string; amount: number } }>(buyer, when, 'checkout', {
      booking_id: held.booking_id,
      contact,
      passengers: adults(seats.length),
    }),
  );
  return { bookingId: held.booking_id, txid: paid.payment.txid, amount: paid.payment.amount };
}

async function pay(s: Session, c: Charge, when: string) {
  return value(
    await s.rpc<{ status: string }>(provider, when, 'confirm_payment', {
      txid: c.txid,
      amount: c.amount,
    }),
  );
}

/** The rollup tables equal the reckoning from the base tables, to the centavo. */
async function expectExact(s: Session, step: string, feePercent = 10) {
  const expected = expectedRollup(await s.sql<RawRollupRow>(rawRollupSql), feePercent);
  expect(await s.sql(rollupSql.days), step).toEqual(expected.days);
  expect(await s.sql(rollupSql.departures), step).toEqual(expected.departures);
  return expected;
}

const dayOf = (days: RollupDay[], day: string, tour = world.tourId) =>
  days.find((d) => d.day === day && d.tour_id === tour);

describe('the sales rollups', () => {
  it('stay equal to the base tables through a mixed sequence of writes', async () => {
    await story(db, async (s) => {
      await expectExact(s, 'the seed');

      // Sold on 2026-12-01 in São Paulo, though 21:10 there is 00:10Z on 12-02.
      const a = await charge(s, buyers[0] as Actor, at('2026-12-01T20:45:00-03:00'), ['S1', 'S2']);
      await pay(s, a, at('2026-12-01T20:50:00-03:00'));
      const b = await charge(s, buyers[1] as Actor, at('2026-12-01T21:05:00-03:00'), ['S3']);
      await pay(s, b, at('2026-12-01T21:10:00-03:00'));
      // Either side of São Paulo's midnight: the last instant of 12-01, the first of 12-02.
      const c = await charge(s, buyers[2] as Actor, at('2026-12-01T23:45:00-03:00'), [
        'S4',
        'S5',
        'S6',
      ]);
      await pay(s, c, at('2026-12-01T23:59:59.999-03:00'));
      const d = await charge(s, buyers[3] as Actor, at('2026-12-01T23:50:00-03:00'), ['S7']);
      await pay(s, d, at('2026-12-02T00:00:00-03:00'));
      let days = (await expectExact(s, 'payments around midnight')).days;
      expect(dayOf(days, '2026-12-01')?.bookings).toBe(3);
      expect(dayOf(days, '2026-12-02')?.bookings).toBe(1);

      // A partial refund issued the next day counts on the day of its sale.
      const [charged] = await s.sql<{ id: string }>(
        `select id from public.payments where txid = $1`,
        [a.txid],
      );
      await s.sql(
        `insert into public.refunds (booking_id, payment_id, amount, reason, rule, created_at)
         values ($1, $2, 1500, 'withdrawal', 'partial', $3)`,
        [a.bookingId, charged?.id, at('2026-12-02T09:00:00-03:00')],
      );
      days = (await expectExact(s, 'a partial refund on a later day')).days;
      expect(dayOf(days, '2026-12-01')).toMatchObject({ refunds: 1500, refunded_bookings: 1 });
      expect(dayOf(days, '2026-12-02')).toMatchObject({ refunds: 0, refunded_bookings: 0 });

      // A cancellation the next day: a refund by the rules, the sale marked cancelled on its day.
      value(
        await s.rpc(buyers[1] as Actor, at('2026-12-02T10:00:00-03:00'), 'cancel_booking', {
          booking_id: b.bookingId,
        }),
      );
      days = (await expectExact(s, 'a cancellation on a later day')).days;
      expect(dayOf(days, '2026-12-01')?.cancellations).toBe(1);

      // Sales on the second departure on two days, then that departure cancelled: every sale
      // refunded in full, each on its own day.
      const e = await charge(
        s,
        buyers[4] as Actor,
        at('2026-12-02T08:00:00-03:00'),
        ['S1', 'S2'],
        second,
      );
      await pay(s, e, at('2026-12-02T08:01:00-03:00'));
      const f = await charge(
        s,
        buyers[5] as Actor,
        at('2026-12-03T08:00:00-03:00'),
        ['S3'],
        second,
      );
      await pay(s, f, at('2026-12-03T08:01:00-03:00'));
      await expectExact(s, 'sales on the second departure');
      value(
        await s.rpc(owner, at('2026-12-03T12:00:00-03:00'), 'cancel_departure', {
          departure_id: second,
          reason: 'Mar fechado (Capitania)',
        }),
      );
      days = (await expectExact(s, 'a departure cancelled')).days;
      expect(dayOf(days, '2026-12-03')).toMatchObject({ bookings: 1, cancellations: 1, net: 0 });

      // Paid after its charge lapsed: a sale refunded in full, its booking expired.
      const g = await charge(s, buyers[6] as Actor, at('2026-12-02T11:00:00-03:00'), ['S8']);
      expect((await pay(s, g, at('2026-12-02T11:45:00-03:00'))).status).toBe('expired');
      await expectExact(s, 'a payment after expiry');

      // A departure moved to the owner's other tour takes its sales along.
      await s.sql(`update public.departures set tour_id = $1 where id = $2`, [otherTour, second]);
      days = (await expectExact(s, 'a departure moved to another tour')).days;
      expect(dayOf(days, '2026-12-03', otherTour)?.bookings).toBe(1);

      // One statement moving many paid times (the demo's date rebase does this): days change.
      await s.sql(
        `update public.payments set paid_at = paid_at + interval '5 hours'
                   where status = 'paid' and booking_id = any ($1)`,
        [[a.bookingId, c.bookingId, d.bookingId]],
      );
      days = (await expectExact(s, 'paid times moved in bulk')).days;
      // a, c and d moved into 12-02, where g (paid late) already was.
      expect(dayOf(days, '2026-12-02')?.bookings).toBe(4);

      // A second, earlier paid charge dates the sale anew; deleting it dates it back.
      await s.sql(
        `insert into public.payments (booking_id, provider, txid, amount, expires_at, status, paid_at)
         values ($1, 'demo', 'EARLY37', 100, now(), 'paid', $2)`,
        [d.bookingId, at('2026-11-30T12:00:00-03:00')],
      );
      days = (await expectExact(s, 'an earlier paid charge')).days;
      expect(dayOf(days, '2026-11-30')?.bookings).toBe(1);
      await s.sql(`delete from public.payments where txid = 'EARLY37'`);
      days = (await expectExact(s, 'the earlier charge deleted')).days;
      expect(dayOf(days, '2026-11-30')).toBeUndefined();

      // A refund deleted, a charge no longer paid: the sale leaves its day.
      await s.sql(`delete from public.refunds where booking_id = $1`, [a.bookingId]);
      await expectExact(s, 'a refund deleted');
      await s.sql(`update public.payments set status = 'cancelled' where txid = $1`, [d.txid]);
      await expectExact(s, 'a paid charge undone');

      // Another fee percent recomputes every sale's fee.
      await s.sql(
        `update private.app_settings set value = '12.5' where key = 'platform_fee_percent'`,
      );
      await expectExact(s, 'a new fee percent', 12.5);

      // What the triggers kept is what a rebuild from the tables gives.
      const kept = await s.sql(rollupSql.days);
      const figures = await s.sql(`select * from private.sale_figures order by booking_id`);
      await s.sql(`select private.refresh_sales_rollups()`);
      expect(await s.sql(rollupSql.days)).toEqual(kept);
      expect(await s.sql(`select * from private.sale_figures order by booking_id`)).toEqual(
        figures,
      );
    });
  });

  it('gives any period, cut at any instant, the figures of its sales', async () => {
    await story(db, async (s) => {
      const a = await charge(s, buyers[7] as Actor, at('2026-12-01T23:50:00-03:00'), [
        'S10',
        'S11',
      ]);
      await pay(s, a, at('2026-12-01T23:59:00-03:00'));
      const b = await charge(s, buyers[8] as Actor, at('2026-12-01T23:55:00-03:00'), ['S12']);
      await pay(s, b, at('2026-12-02T00:01:00-03:00'));
      const raw = await s.sql<RawSale>(rawSalesSql);
      const periods = [
        ['2026-12-01T00:00:00-03:00', '2026-12-03T00:00:00-03:00'],
        ['2026-12-01T23:58:00-03:00', '2026-12-02T00:00:30-03:00'],
        ['2026-12-01T23:59:30-03:00', '2026-12-02T00:01:00-03:00'],
        ['2026-12-02T00:00:00-03:00', '2026-12-02T00:01:00.001-03:00'],
        ['2026-11-15T13:30:00-03:00', '2026-12-01T23:59:00-03:00'],
        ['2026-11-15T13:30:00-03:00', '2026-12-01T23:59:00.001-03:00'],
        ['2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z'],
      ];
      for (const [from, to] of periods) {
        const report = value(
          await s.rpc<Record<string, unknown>>(admin, clock, 'admin_sales_report', {
            p_from: from,
            p_to: to,
          }),
        );
        const period = { from: at(from as string), to: at(to as string) };
        expect(pickTotals(report.totals as Record<string, unknown>), `${from} – ${to}`).toEqual(
          totalsOf(salesOf(raw, period)),
        );
        const page = value(
          await s.rpc<{ total: number }>(admin, clock, 'admin_sales_bookings', {
            p_from: from,
            p_to: to,
            p_limit: 1,
          }),
        );
        expect(Number(page.total)).toBe(salesOf(raw, period).length);
      }
    });
  });

  it('refuse a fee percent that is no number, which every payment would then read', async () => {
    await story(db, async (s) => {
      await expect(
        s.sql(`update private.app_settings set value = 'dez' where key = 'platform_fee_percent'`),
      ).rejects.toMatchObject({ code: '22023', message: 'invalid_platform_fee_percent' });
    });
  });

  it('are read by the figures only: no API role reads or writes them', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relname in ('sale_figures', 'sales_by_day', 'departure_sales')
       order by 1`,
    );
    expect(rows).toEqual(
      ['departure_sales', 'sale_figures', 'sales_by_day'].map((relname) => ({
        relname,
        relrowsecurity: true,
      })),
    );
    for (const actor of [anonymous, admin, owner, provider]) {
      for (const table of ['sale_figures', 'sales_by_day', 'departure_sales']) {
        expect(
          await act(db, actor, (tx) => tx.query(`select * from private.${table}`)),
          `${table} as ${actor.kind}`,
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await act(db, actor, (tx) => tx.query(`select private.refresh_sales_rollups()`)),
      ).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
