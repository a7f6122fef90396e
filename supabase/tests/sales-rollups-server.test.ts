import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bookingWorld } from './harness/booking-world.ts';
import { expectedRollup, rawRollupSql, rollupSql, type RawRollupRow } from './harness/sales.ts';
import { actAs, asService, setClock, useServer } from './harness/server.ts';

/**
 * The sales rollups (20261201000100_sales_rollups.sql) under concurrency, on a real PostgreSQL
 * server: in each round, on one tour, Pix confirmations of the same São Paulo day, cancellations
 * and partial refunds of sales of the same earlier days, and two departures of the tour
 * cancelled (each refunding sales of both earlier days, in booking order) all run at once. No
 * call fails (no deadlock, no serialization failure) and the rollups equal the reckoning from
 * the base tables to the centavo.
 */
const ROUNDS = 8;
const CONFIRMS = 12;
const CANCELS = 4;
const REFUNDS = 4;
const PER_DAY = 3;
const today = '2026-12-10T15:00:00-03:00';
const daysBefore = (n: number, minutes = 0) =>
  new Date(Date.parse(today) - n * 86_400_000 + minutes * 60_000).toISOString();
const contact = { name: 'Comprador', email: 'comprador@mare.example' };
const passenger = [{ full_name: 'Ana Lima', cpf: '52998224725', birth_date: '1990-05-01' }];

const db = useServer(CONFIRMS + CANCELS + REFUNDS + 4);

interface Charge {
  bookingId: string;
  txid: string;
  amount: number;
}

/** A buyer's hold and checkout of one seat at `at`. */
async function charge(
  client: pg.Client,
  buyer: string,
  departure: string,
  seat: string,
  at: string,
) {
  await actAs(client, buyer);
  await setClock(client, at);
  const held = await client.query<{ r: { booking_id: string } }>(
    'select public.hold_seats($1, $2) as r',
    [departure, [seat]],
  );
  const bookingId = held.rows[0]?.r.booking_id ?? '';
  const paid = await client.query<{ r: { payment: { txid: string; amount: number } } }>(
    'select public.checkout($1, $2, $3) as r',
    [bookingId, contact, JSON.stringify(passenger)],
  );
  const payment = paid.rows[0]?.r.payment;
  if (!payment) throw new Error('no charge');
  await actAs(client, null);
  return { bookingId, ...payment } satisfies Charge;
}

async function confirm(client: pg.Client, c: Charge, at: string) {
  await asService(client, at);
  await client.query('select public.confirm_payment($1, $2)', [c.txid, c.amount]);
  await actAs(client, null);
}

interface Outcome {
  what: string;
  code: string | null;
  message: string | null;
}

async function attempt(what: string, run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { what, code: null, message: null };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { what, code: code ?? 'unknown', message };
  }
}

describe('the sales rollups under concurrent writes', () => {
  it(`${ROUNDS} rounds of confirmations, refunds and cancellations on one tour at once: exact, no deadlock`, async () => {
    const outcomes: Outcome[] = [];
    const setup = db.clients[0] as pg.Client;
    for (let round = 0; round < ROUNDS; round++) {
      const { sql, world } = bookingWorld({
        key: 0x80 + round,
        seats: 40,
        buyers: CONFIRMS + CANCELS + REFUNDS + 4 * PER_DAY,
        clock: today,
      });
      await db.admin.query(sql);
      // Two more departures of the tour, on the same boat.
      const more = [1, 2].map((n) => world.departureId.replace(/1$/, String(n + 1)));
      for (const [i, id] of more.entries()) {
        await db.admin.query(
          `insert into public.departures (id, tour_id, boat_id, starts_at, sales_cutoff_at)
           values ($1, $2, $3, $4::timestamptz + $5 * interval '1 day',
             $4::timestamptz + $5 * interval '1 day' - interval '1 hour')`,
          [id, world.tourId, world.boatId, today, 3 + i],
        );
      }
      const buyers = [...world.buyerIds];
      const next = () => buyers.shift() as string;

      // Sales two days and one day ago on the two departures to be cancelled.
      for (const departure of more) {
        for (const [d, ago] of [2, 1].entries()) {
          for (let i = 0; i < PER_DAY; i++) {
            const at = daysBefore(ago, i * 7);
            await confirm(
              setup,
              await charge(setup, next(), departure, `S${d * PER_DAY + i + 1}`, at),
              at,
            );
          }
        }
      }
      // On the first departure: sales a day ago (to be cancelled), two days ago (to be partly
      // refunded), and charges awaiting payment now (to be confirmed).
      const toCancel: { buyer: string; bookingId: string }[] = [];
      for (let i = 0; i < CANCELS; i++) {
        const buyer = next();
        const c = await charge(setup, buyer, world.departureId, `S${i + 1}`, daysBefore(1, i));
        await confirm(setup, c, daysBefore(1, i + 1));
        toCancel.push({ buyer, bookingId: c.bookingId });
      }
      const toRefund: string[] = [];
      for (let i = 0; i < REFUNDS; i++) {
        const c = await charge(
          setup,
          next(),
          world.departureId,
          `S${CANCELS + i + 1}`,
          daysBefore(2, i),
        );
        await confirm(setup, c, daysBefore(2, i + 1));
        toRefund.push(c.bookingId);
      }
      const awaiting: Charge[] = [];
      for (let i = 0; i < CONFIRMS; i++) {
        awaiting.push(
          await charge(setup, next(), world.departureId, `S${CANCELS + REFUNDS + i + 1}`, today),
        );
      }
      const payments = (
        await db.admin.query<{ booking_id: string; id: string }>(
          `select booking_id, id from public.payments where booking_id = any ($1) and status = 'paid'`,
          [toRefund],
        )
      ).rows;

      const now = new Date(Date.parse(today) + 60_000).toISOString();
      let free = 0;
      const take = () => db.clients[free++] as pg.Client;
      const work: (() => Promise<Outcome>)[] = [];
      for (const c of awaiting) {
        const client = take();
        work.push(() => attempt('confirm_payment', () => confirm(client, c, now)));
      }
      for (const { buyer, bookingId } of toCancel) {
        const client = take();
        work.push(async () => {
          await actAs(client, buyer);
          await setClock(client, now);
          return attempt('cancel_booking', () =>
            client.query('select public.cancel_booking($1)', [bookingId]),
          );
        });
      }
      for (const p of payments) {
        const client = take();
        work.push(async () => {
          await asService(client, now);
          return attempt('refund', () =>
            client.query(
              `insert into public.refunds (booking_id, payment_id, amount, reason, rule)
               values ($1, $2, 700, 'withdrawal', 'partial')`,
              [p.booking_id, p.id],
            ),
          );
        });
      }
      for (const departure of more) {
        const client = take();
        work.push(async () => {
          await actAs(client, world.ownerId);
          await setClock(client, now);
          return attempt('cancel_departure', () =>
            client.query('select public.cancel_departure($1, $2)', [
              departure,
              'Mar fechado (Capitania)',
            ]),
          );
        });
      }
      // Started together, in a shuffled order.
      for (let i = work.length - 1; i > 0; i--) {
        const j = (i * 7 + round) % (i + 1);
        [work[i], work[j]] = [work[j] as () => Promise<Outcome>, work[i] as () => Promise<Outcome>];
      }
      const results = await Promise.all(work.map((run) => run()));
      outcomes.push(...results);
      await Promise.all(db.clients.slice(0, free).map((c) => actAs(c, null)));
      expect(
        results.filter((o) => o.code !== null),
        `round ${round}`,
      ).toEqual([]);

      const expected = expectedRollup((await db.admin.query<RawRollupRow>(rawRollupSql)).rows);
      expect((await db.admin.query(rollupSql.days)).rows, `round ${round}`).toEqual(expected.days);
      expect((await db.admin.query(rollupSql.departures)).rows, `round ${round}`).toEqual(
        expected.departures,
      );
      const mine = expected.days.filter((d) => d.tour_id === world.tourId);
      // Nothing vacuous: three days of the tour, refunds and cancellations on the earlier two.
      expect(mine.map((d) => d.day)).toEqual(
        [daysBefore(2), daysBefore(1), today].map((t) => t.slice(0, 10)),
      );
      expect(mine[0]?.refunded_bookings).toBe(PER_DAY * 2 + REFUNDS);
      expect(mine[1]?.cancellations).toBe(PER_DAY * 2 + CANCELS);
      expect(mine[2]?.bookings).toBe(CONFIRMS);
    }
    expect(outcomes).toHaveLength(ROUNDS * (CONFIRMS + CANCELS + REFUNDS + 2));
  }, 300_000);
});
