import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bookingWorld, type World } from './harness/booking-world.ts';
import { actAs, asService, setClock, useServer } from './harness/server.ts';

/**
 * The Pix functions keep the one lock order (departure → booking → payment → refund) on a real
 * PostgreSQL server: the PSP's reports (pix_confirm, pix_charge_removed, pix_refund_update,
 * pix_refund_settled) run at once with buyers cancelling, owners cancelling departures and the
 * minute job, round after round, with no deadlock and refunds never above what was paid.
 */
const clock = '2026-12-01T10:00:00-03:00';
const later = (minutes: number) => new Date(Date.parse(clock) + minutes * 60_000).toISOString();
const ROUNDS = 6;
const DEPARTURES = 2;
const PAYERS = 4;
const DEADLOCKS = ['40P01', '40001', '55P03'];

const db = useServer(DEPARTURES * (PAYERS * 2 + 2) + 2);

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

let e2eSerial = 0;
/** A fresh endToEndId of the standard's shape (32 letters and digits). */
const nextE2e = () => `E${String(++e2eSerial).padStart(31, '0')}`;

interface Charge {
  world: World;
  buyerId: string;
  bookingId: string;
  txid: string;
  amount: number;
}

async function checkouts(world: World, client: pg.Client): Promise<Charge[]> {
  const charges: Charge[] = [];
  for (let i = 0; i < PAYERS; i++) {
    const buyerId = world.buyerIds[i] ?? '';
    await actAs(client, buyerId);
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
    charges.push({ world, buyerId, bookingId, ...payment });
  }
  return charges;
}

describe('the Pix functions in the one lock order', () => {
  it(`${ROUNDS} rounds of PSP reports, cancellations and the minute job at once: no deadlock, money within what was paid`, async () => {
    const outcomes: Outcome[] = [];
    const allBookings: string[] = [];
    const reported: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const worlds: World[] = [];
      for (let d = 0; d < DEPARTURES; d++) {
        const { sql, world } = bookingWorld({
          key: 0xa0 + round * DEPARTURES + d,
          seats: 8,
          buyers: PAYERS,
          clock,
        });
        await db.admin.query(sql);
        worlds.push(world);
      }
      const charges = (
        await Promise.all(worlds.map((world, d) => checkouts(world, db.clients[d] as pg.Client)))
      ).flat();
      allBookings.push(...charges.map((c) => c.bookingId));
      // The first half paid in time (their webhook came).
      const paid = charges.filter((_, i) => i % PAYERS < PAYERS / 2);
      const e2e = new Map(paid.map((c) => [c.txid, nextE2e()]));
      for (const charge of paid) {
        await asService(db.admin, later(2));
        await db.admin.query('select public.pix_confirm($1, $2, $3, $4)', [
          charge.txid,
          e2e.get(charge.txid),
          charge.amount,
          later(2),
        ]);
      }
      await db.admin.query('reset role');

      // Ten minutes on, everything at once.
      const at = later(10);
      let next = 0;
      const take = () => db.clients[next++ % db.clients.length] as pg.Client;
      const work: (() => Promise<Outcome>)[] = [];
      charges.forEach((charge, i) => {
        const client = take();
        const second = take();
        if (e2e.has(charge.txid)) {
          // A duplicated report while its buyer cancels.
          work.push(async () => {
            await asService(client, at);
            return attempt('pix_confirm (again)', () =>
              client.query('select public.pix_confirm($1, $2, $3, $4)', [
                charge.txid,
                e2e.get(charge.txid),
                charge.amount,
                later(2),
              ]),
            );
          });
          work.push(async () => {
            await actAs(second, charge.buyerId);
            await setClock(second, at);
            return attempt('cancel_booking', () =>
              second.query('select public.cancel_booking($1)', [charge.bookingId]),
            );
          });
        } else if (i % 2 === 0) {
          work.push(async () => {
            await asService(client, at);
            return attempt('pix_confirm', () =>
              client.query('select public.pix_confirm($1, $2, $3, $4)', [
                charge.txid,
                nextE2e(),
                charge.amount,
                at,
              ]),
            );
          });
        } else {
          work.push(async () => {
            await asService(client, at);
            return attempt('pix_charge_removed', () =>
              client.query('select public.pix_charge_removed($1, $2)', [
                charge.txid,
                'REMOVIDA_PELO_PSP',
              ]),
            );
          });
        }
      });
      worlds.forEach((world, d) => {
        if (d % 2 !== round % 2) return;
        const client = take();
        work.push(async () => {
          await actAs(client, world.ownerId);
          await setClock(client, at);
          return attempt('cancel_departure', () =>
            client.query('select public.cancel_departure($1, $2)', [
              world.departureId,
              'Mar fechado',
            ]),
          );
        });
      });
      const jobs = take();
      work.push(async () => {
        await asService(jobs, at);
        return attempt('run_minute_jobs', () => jobs.query('select public.run_minute_jobs()'));
      });
      outcomes.push(...(await Promise.all(work.map((run) => run()))));

      // Then the refund job's reports, twice over for each refund (sent and the PSP's final
      // notification racing), beside another departure's cancellation.
      await asService(db.admin, later(11));
      const due = (
        await db.admin.query<{ r: { refund_id: string; devolucao_id: string }[] }>(
          'select public.pix_refunds_due(500) as r',
        )
      ).rows[0]?.r;
      await db.admin.query('reset role');
      const reports: (() => Promise<Outcome>)[] = [];
      for (const refund of due ?? []) {
        reported.push(refund.refund_id);
        const client = take();
        const second = take();
        reports.push(async () => {
          await asService(client, later(11));
          return attempt('pix_refund_update', () =>
            client.query('select public.pix_refund_update($1, $2)', [refund.refund_id, 'sent']),
          );
        });
        reports.push(async () => {
          await asService(second, later(11));
          return attempt('pix_refund_settled', () =>
            second.query('select public.pix_refund_settled($1, $2)', [
              refund.devolucao_id,
              'DEVOLVIDO',
            ]),
          );
        });
      }
      worlds.forEach((world, d) => {
        if (d % 2 === round % 2) return;
        const client = take();
        reports.push(async () => {
          await actAs(client, world.ownerId);
          await setClock(client, later(11));
          return attempt('cancel_departure', () =>
            client.query('select public.cancel_departure($1, $2)', [
              world.departureId,
              'Mar fechado',
            ]),
          );
        });
      });
      outcomes.push(...(await Promise.all(reports.map((run) => run()))));
    }

    expect(outcomes.filter((o) => DEADLOCKS.includes(o.code ?? ''))).toEqual([]);
    // Refused only as a buyer is told: their booking was cancelled with its departure first.
    for (const o of outcomes.filter((o) => o.code)) {
      expect(`${o.what}: ${o.message}`).toBe('cancel_booking: not_cancellable');
    }

    // Every booking: refunds within what was paid; a paid booking not kept is refunded in full.
    const { rows } = await db.admin.query<{
      status: string;
      paid: number;
      refunded: number;
    }>(
      `select b.status,
              coalesce((select sum(p.amount) from public.payments p
                        where p.booking_id = b.id and p.status = 'paid'), 0)::int as paid,
              coalesce((select sum(r.amount) from public.refunds r where r.booking_id = b.id), 0)::int as refunded
       from public.bookings b where b.id = any ($1::uuid[])`,
      [allBookings],
    );
    expect(rows).toHaveLength(allBookings.length);
    for (const row of rows) {
      expect(row.refunded).toBeLessThanOrEqual(row.paid);
      if (row.status !== 'confirmed' && row.paid > 0) expect(row.refunded).toBe(row.paid);
    }
    // Every refund the PSP reported (sent and DEVOLVIDO racing) ended done, whatever the order.
    expect(reported.length).toBeGreaterThan(0);
    const states = await db.admin.query<{ status: string }>(
      'select distinct status from public.refunds where id = any ($1::uuid[])',
      [reported],
    );
    expect(states.rows).toEqual([{ status: 'done' }]);
  });
});
