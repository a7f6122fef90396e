import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureClock,
  fixtureDeparture,
  fixtureTour,
  minutesAfter,
  story,
  type Session,
} from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Issue 35, items 4 and 5: sales close at the cut-off and departures depart by the minute job,
 * no Pix expiry in the past on the owner's home, no-show after the start, and the reason a
 * departure was cancelled.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const scheduler: Actor = { kind: 'service' };
const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);
const gabriela = asUser(users.guia);
const admin = asUser(users.admin);
const now = fixtureClock;

// The escuna tomorrow at 09:00 (cut-off 08:00): confirmed bookings and one awaiting its Pix.
const escuna = fixtureDeparture(1, 1);
const escunaStart = '2026-11-22T09:00:00-03:00';
const escunaCutoff = '2026-11-22T08:00:00-03:00';
const whalesCancelled = fixtureDeparture(6, 1);

function value<T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}
const refusal = (outcome: { ok: boolean; code?: string; message?: string }) =>
  outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`;

async function statusOf(s: Session, departure: string) {
  const [row] = await s.sql<{ status: string }>(
    `select status from public.departures where id = $1`,
    [departure],
  );
  return row?.status;
}

async function bookingOf(s: Session, departure: string, buyer: string, status = 'confirmed') {
  const [row] = await s.sql<{ id: string; code: string }>(
    `select id, code from public.bookings where departure_id = $1 and buyer_id = $2 and status = $3
     order by code limit 1`,
    [departure, buyer, status],
  );
  if (!row) throw new Error('no such booking');
  return row;
}

describe('statuses follow time', () => {
  it('closes sales at the cut-off and departs at the start, both by the minute job', async () => {
    await story(db, async (s) => {
      value(await s.rpc(scheduler, minutesAfter(escunaCutoff, -1), 'run_minute_jobs', {}));
      expect(await statusOf(s, escuna)).toBe('confirmed');
      value(await s.rpc(scheduler, escunaCutoff, 'run_minute_jobs', {}));
      expect(await statusOf(s, escuna)).toBe('closed');
      const [audit] = await s.sql<{ details: { closed: number } }>(
        `select details from public.audit_logs where action = 'jobs.sales_closed'
         order by created_at desc, id desc limit 1`,
      );
      expect(audit?.details.closed).toBeGreaterThanOrEqual(1);

      // Reopening after the cut-off is refused; with a later cut-off it opens again.
      expect(
        refusal(
          await s.rpc(bruno, minutesAfter(escunaCutoff, 5), 'set_departure_sales', {
            departure_id: escuna,
            open: true,
          }),
        ),
      ).toMatch(/^P0001 cutoff_passed/);
      await s.as(bruno, minutesAfter(escunaCutoff, 5), (tx) =>
        tx.query(`update public.departures set sales_cutoff_at = starts_at where id = $1`, [
          escuna,
        ]),
      );
      expect(
        value(
          await s.rpc(bruno, minutesAfter(escunaCutoff, 6), 'set_departure_sales', {
            departure_id: escuna,
            open: true,
          }),
        ),
      ).toMatchObject({ status: 'confirmed' });

      const departed = value(
        await s.rpc<{ departed: number }>(scheduler, escunaStart, 'run_minute_jobs', {}),
      );
      expect(departed.departed).toBeGreaterThanOrEqual(1);
      expect(await statusOf(s, escuna)).toBe('departed');
    });
  });

  it('never lists on the owner’s home a Pix whose expiry has passed, even before the job runs', async () => {
    await story(db, async (s) => {
      type Awaiting = { code: string; hold_expires_at: string }[];
      const before = value(await s.rpc<Awaiting>(bruno, now, 'owner_awaiting_payments', {}));
      expect(before.length).toBeGreaterThanOrEqual(1);
      const lastExpiry = Math.max(...before.map((b) => Date.parse(b.hold_expires_at)));
      expect(Math.min(...before.map((b) => Date.parse(b.hold_expires_at)))).toBeGreaterThan(
        Date.parse(now),
      );
      const after = value(
        await s.rpc<Awaiting>(
          bruno,
          new Date(lastExpiry).toISOString(),
          'owner_awaiting_payments',
          {},
        ),
      );
      expect(after).toEqual([]);
    });
  });
});

describe('no-show', () => {
  it('lets the owner mark a paid booking no-show after the start and undo it; the buyer sees it in my_bookings', async () => {
    await story(db, async (s) => {
      const booking = await bookingOf(s, escuna, users.visitante.id);
      const mark = (actor: Actor, at: string, noShow = true) =>
        s.rpc(actor, at, 'set_booking_no_show', { p_booking: booking.id, p_no_show: noShow });
      expect(refusal(await mark(bruno, minutesAfter(escunaStart, -1)))).toMatch(
        /^P0001 departure_not_started/,
      );
      const later = minutesAfter(escunaStart, 30);
      expect(value(await mark(bruno, later))).toEqual({
        booking_id: booking.id,
        status: 'no_show',
      });
      const mine = value(
        await s.rpc<{ code: string; status: string }[]>(vera, later, 'my_bookings', {
          booking_id: booking.id,
        }),
      );
      expect(mine.map((b) => b.status)).toEqual(['no_show']);
      const manifest = value(
        await s.rpc<{ bookings: { code: string; status: string }[] }>(
          bruno,
          later,
          'departure_manifest',
          { p_departure: escuna },
        ),
      );
      expect(manifest.bookings.find((b) => b.code === booking.code)?.status).toBe('no_show');
      expect(refusal(await mark(bruno, later))).toMatch(/^P0001 not_markable/);
      expect(value(await mark(bruno, later, false))).toMatchObject({ status: 'confirmed' });
      const [audit] = await s.sql<{ actions: string[] }>(
        `select array_agg(action order by id) as actions from public.audit_logs where target = $1`,
        [`bookings/${booking.id}`],
      );
      expect(audit?.actions).toEqual(['booking.no_show', 'booking.no_show_undone']);
    });
  });

  it('lets an admin mark it too, audited with before and after; other users, checked-in and unpaid bookings are refused', async () => {
    await story(db, async (s) => {
      const later = minutesAfter(escunaStart, 30);
      const booking = await bookingOf(s, escuna, users.visitante.id);
      for (const actor of [vera, gabriela]) {
        expect(
          refusal(
            await s.rpc(actor, later, 'set_booking_no_show', {
              p_booking: booking.id,
              p_no_show: true,
            }),
          ),
        ).toMatch(/^42501/);
      }
      expect(
        await s.rpc(anonymous, later, 'set_booking_no_show', {
          p_booking: booking.id,
          p_no_show: true,
        }),
      ).toMatchObject({ ok: false, code: '42501' });
      value(
        await s.rpc(admin, later, 'set_booking_no_show', {
          p_booking: booking.id,
          p_no_show: true,
        }),
      );
      const [audit] = await s.sql<{ actor_id: string; details: Record<string, unknown> }>(
        `select actor_id, details from public.audit_logs where action = 'booking.no_show' and target = $1`,
        [`bookings/${booking.id}`],
      );
      expect(audit).toMatchObject({
        actor_id: users.admin.id,
        details: { before: { status: 'confirmed' }, after: { status: 'no_show' } },
      });

      const other = await bookingOf(s, escuna, users.guia.id);
      await s.sql(
        `update public.passengers set checked_in_at = $2 where booking_id = $1 and id = (
           select id from public.passengers where booking_id = $1 order by id limit 1)`,
        [other.id, escunaStart],
      );
      expect(
        refusal(
          await s.rpc(bruno, later, 'set_booking_no_show', {
            p_booking: other.id,
            p_no_show: true,
          }),
        ),
      ).toMatch(/^P0001 checked_in/);
      const unpaid = await bookingOf(s, escuna, users.guia.id, 'awaiting_payment');
      expect(
        refusal(
          await s.rpc(bruno, later, 'set_booking_no_show', {
            p_booking: unpaid.id,
            p_no_show: true,
          }),
        ),
      ).toMatch(/^P0001 not_markable/);
      const cancelled = await bookingOf(s, whalesCancelled, users.visitante.id, 'cancelled');
      expect(
        refusal(
          await s.rpc(bruno, minutesAfter(now, 3 * 24 * 60), 'set_booking_no_show', {
            p_booking: cancelled.id,
            p_no_show: true,
          }),
        ),
      ).toMatch(/^P0001 departure_cancelled/);
    });
  });
});

describe('cancel_departure_with_reason', () => {
  it('stores the reason from the list, with the owner’s detail, and the tour page and the buyer read it', async () => {
    await story(db, async (s) => {
      const outcome = value(
        await s.rpc<{ status: string; reason_code: string; bookings_cancelled: number }>(
          bruno,
          now,
          'cancel_departure_with_reason',
          { departure_id: escuna, reason_code: 'weather', details: '  Capitania dos Portos ' },
        ),
      );
      expect(outcome).toMatchObject({ status: 'cancelled', reason_code: 'weather' });
      const [row] = await s.sql<{ cancel_reason: string; cancel_reason_code: string }>(
        `select cancel_reason, cancel_reason_code from public.departures where id = $1`,
        [escuna],
      );
      expect(row).toEqual({
        cancel_reason: 'mar fechado / ressaca — Capitania dos Portos',
        cancel_reason_code: 'weather',
      });

      const page = value(
        await s.rpc<{ id: string; status: string; cancel_reason: string | null }[]>(
          anonymous,
          now,
          'tour_departures',
          { tour_id: fixtureTour(1) },
        ),
      );
      expect(page.find((d) => d.id === escuna)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'mar fechado / ressaca — Capitania dos Portos',
      });
      expect(
        page.filter((d) => d.status !== 'cancelled').every((d) => d.cancel_reason === null),
      ).toBe(true);

      const mine = value(
        await s.rpc<{ status: string; departure: { cancel_reason: string } }[]>(
          vera,
          now,
          'my_bookings',
          { booking_id: (await bookingOf(s, escuna, users.visitante.id, 'cancelled')).id },
        ),
      );
      expect(mine[0]).toMatchObject({
        status: 'cancelled',
        departure: { cancel_reason: 'mar fechado / ressaca — Capitania dos Portos' },
      });

      // The manifest of a cancelled departure: every booking cancelled, the paid ones refunded.
      const manifest = value(
        await s.rpc<{ bookings: { status: string; total: number; refunded: number }[] }>(
          bruno,
          now,
          'departure_manifest',
          { p_departure: escuna },
        ),
      );
      expect(manifest.bookings.map((b) => b.status)).toEqual(
        manifest.bookings.map(() => 'cancelled'),
      );
      expect(manifest.bookings.filter((b) => b.refunded === b.total)).toHaveLength(3);
      expect(manifest.bookings.filter((b) => b.refunded === 0)).toHaveLength(1);
    });
  });

  it('takes the owner’s own words for "other", and refuses a missing, unknown or over-long reason', async () => {
    await story(db, async (s) => {
      const cancel = (reason_code: string, details: string | null) =>
        s.rpc(bruno, now, 'cancel_departure_with_reason', {
          departure_id: escuna,
          reason_code,
          details,
        });
      expect(refusal(await cancel('other', null))).toMatch(/^P0001 reason_required/);
      expect(refusal(await cancel('other', '  a '))).toMatch(/^P0001 reason_required/);
      expect(refusal(await cancel('storm', 'Chuva forte'))).toMatch(/^P0001 reason_required/);
      expect(refusal(await cancel('maintenance', 'x'.repeat(201)))).toMatch(
        /^P0001 reason_too_long/,
      );
      expect(
        refusal(
          await s.rpc(gabriela, now, 'cancel_departure_with_reason', {
            departure_id: escuna,
            reason_code: 'weather',
            details: null,
          }),
        ),
      ).toMatch(/^42501/);
      expect(await statusOf(s, escuna)).toBe('confirmed');

      value(await cancel('other', 'Festa da padroeira: o cais fecha'));
      const [row] = await s.sql<{ cancel_reason: string; cancel_reason_code: string }>(
        `select cancel_reason, cancel_reason_code from public.departures where id = $1`,
        [escuna],
      );
      expect(row).toEqual({
        cancel_reason: 'Festa da padroeira: o cais fecha',
        cancel_reason_code: 'other',
      });
    });
  });

  it('writes the label alone when no detail is given, and keeps the code only on cancelled departures', async () => {
    await story(db, async (s) => {
      value(
        await s.rpc(bruno, now, 'cancel_departure_with_reason', {
          departure_id: escuna,
          reason_code: 'minimum_not_met',
        }),
      );
      const [row] = await s.sql<{ cancel_reason: string }>(
        `select cancel_reason from public.departures where id = $1`,
        [escuna],
      );
      expect(row?.cancel_reason).toBe('mínimo de passageiros não atingido');
      await expect(
        s.sql(`update public.departures set cancel_reason_code = 'weather' where id = $1`, [
          fixtureDeparture(1, 3),
        ]),
      ).rejects.toThrow(/departures_cancel_reason_code_cancelled/);
    });
  });
});
