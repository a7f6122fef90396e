import { mulberry32 } from '@mare/domain';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bookingWorld, type World } from './harness/booking-world.ts';
import { actAs, asService, setClock, useServer } from './harness/server.ts';

/**
 * One lock order on every path where money and seats meet (departure → booking → payment →
 * refund), on a real PostgreSQL server: holds, late Pix reports, the minute job's expiry and
 * departure cancellations run together, round after round. Before the order was one, a late
 * payment during holds failed with a deadlock (40P01) in 4 of 16 tries and stayed unrefunded.
 */
const clock = '2026-12-01T10:00:00-03:00';
const later = (minutes: number) => new Date(Date.parse(clock) + minutes * 60_000).toISOString();
const ROUNDS = 16;
const DEPARTURES = 3;
const LATE_PAYERS = 6;
const HOLDERS = 6;

const db = useServer(DEPARTURES * (LATE_PAYERS + HOLDERS) + DEPARTURES + 2);

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

/** Each payer holds one seat and checks out at `clock`; their Pix is due 30 minutes later. */
async function awaitingPayments(world: World, client: pg.Client) {
  const charges: { bookingId: string; txid: string; amount: number }[] = [];
  for (let i = 0; i < LATE_PAYERS; i++) {
    await actAs(client, world.buyerIds[i] ?? null);
    await setClock(client, clock);
    const held = await client.query<{ r: { booking_id: string } }>(
      'select public.hold_seats($1, $2) as r',
      [world.departureId, [world.seatCodes[i]]],
    );
    const bookingId = held.rows[0]?.r.booking_id ?? '';
    const paid = await client.query<{ r: { payment: { txid: string; amount: number } } }>(
      'select public.checkout($1, $2, $3) as r',
      [
        bookingId,
        { name: 'Ana Lima', email: 'ana@exemplo.com.br' },
        JSON.stringify([{ full_name: 'Ana Lima', cpf: '52998224725', birth_date: '1990-05-01' }]),
      ],
    );
    const payment = paid.rows[0]?.r.payment;
    if (!payment) throw new Error('no charge');
    charges.push({ bookingId, ...payment });
  }
  return charges;
}

describe('one lock order for holds, payments, expiries and cancellations', () => {
  it(`${ROUNDS} rounds of everything at once: no deadlock, every late payment refunded`, async () => {
    const random = mulberry32(33);
    const outcomes: Outcome[] = [];
    let latePayments = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const worlds: World[] = [];
      for (let d = 0; d < DEPARTURES; d++) {
        const { sql, world } = bookingWorld({
          key: 0x40 + round * DEPARTURES + d,
          seats: 16,
          buyers: LATE_PAYERS + HOLDERS,
          clock,
        });
        await db.admin.query(sql);
        worlds.push(world);
      }
      const charges = (
        await Promise.all(
          worlds.map((world, d) => awaitingPayments(world, db.clients[d] as pg.Client)),
        )
      ).flat();
      latePayments += charges.length;

      // 31 minutes on, every charge has lapsed; nobody has expired them yet.
      const at = later(31);
      let next = 0;
      const take = () => db.clients[next++] as pg.Client;
      const work: (() => Promise<Outcome>)[] = [];
      for (const charge of charges) {
        const client = take();
        work.push(async () => {
          await asService(client, at);
          return attempt('confirm_payment', () =>
            client.query('select public.confirm_payment($1, $2)', [charge.txid, charge.amount]),
          );
        });
      }
      worlds.forEach((world, d) => {
        for (let h = 0; h < HOLDERS; h++) {
          const client = take();
          // The lapsed payers' seats and the free ones, in a shuffled order.
          const seat = world.seatCodes[Math.floor(random() * 10)] as string;
          work.push(async () => {
            await actAs(client, world.buyerIds[LATE_PAYERS + h] ?? null);
            await setClock(client, at);
            return attempt('hold_seats', () =>
              client.query('select public.hold_seats($1, $2)', [world.departureId, [seat]]),
            );
          });
        }
        // Half the departures are cancelled by their owner in the middle of it.
        if (d % 2 === round % 2) {
          const client = take();
          work.push(async () => {
            await actAs(client, world.ownerId);
            await setClock(client, at);
            return attempt('cancel_departure', () =>
              client.query('select public.cancel_departure($1, $2)', [
                world.departureId,
                'Mar fechado (Capitania)',
              ]),
            );
          });
        }
      });
      for (let j = 0; j < 2; j++) {
        const client = take();
        work.push(async () => {
          await asService(client, at);
          return attempt('run_minute_jobs', () => client.query('select public.run_minute_jobs()'));
        });
      }
      // Shuffled, then started together.
      for (let i = work.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [work[i], work[j]] = [work[j] as () => Promise<Outcome>, work[i] as () => Promise<Outcome>];
      }
      outcomes.push(...(await Promise.all(work.map((run) => run()))));

      // Every late payment: paid, its booking not confirmed, refunded in full exactly once.
      const { rows } = await db.admin.query<{
        status: string;
        payment: string;
        refunded: number;
        amount: number;
      }>(
        `select b.status, p.status as payment, p.amount,
                coalesce((select sum(r.amount) from public.refunds r where r.booking_id = b.id), 0)::int as refunded
         from public.bookings b join public.payments p on p.booking_id = b.id
         where b.id = any ($1::uuid[])`,
        [charges.map((c) => c.bookingId)],
      );
      expect(rows).toHaveLength(charges.length);
      for (const row of rows) {
        expect(row.payment).toBe('paid');
        expect(['expired', 'cancelled']).toContain(row.status);
        expect(row.refunded).toBe(row.amount);
      }
    }

    const failures = outcomes.filter((o) => o.code !== null);
    expect(failures.filter((o) => ['40P01', '40001', '55P03'].includes(o.code ?? ''))).toEqual([]);
    // What may be refused is only what a buyer is told: a seat taken, or the departure closed.
    expect(
      [...new Set(failures.map((o) => `${o.what}: ${o.message}`))].every((f) =>
        /^hold_seats: (seat_taken|departure_closed)$/.test(f),
      ),
    ).toBe(true);
    expect(outcomes.filter((o) => o.what === 'confirm_payment' && o.code === null)).toHaveLength(
      latePayments,
    );
  }, 240_000);
});
