import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, story } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** departure_manifest, set_passenger_check_in and what cancel_departure leaves for everyone. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const vera = asUser(users.visitante);
const gabriela = asUser(users.guia);
const bruno = asUser(users.barqueiro);
const admin = asUser(users.admin);
const now = fixtureClock;

const nearlyFull = fixtureDeparture(1, 1);
const jeriLater = fixtureDeparture(4, 11);
const whalesCancelled = fixtureDeparture(6, 1);

interface ManifestPassenger {
  id: string;
  booking_code: string;
  booking_status: string;
  full_name: string;
  cpf: string | null;
  band: string;
  seat: string | null;
  zone: string | null;
  paid: boolean;
  checked_in_at: string | null;
}
interface Manifest {
  departure: { status: string; cancel_reason: string | null; tour: { title: string } };
  passengers: ManifestPassenger[];
  bookings: {
    code: string;
    status: string;
    contact_phone: string | null;
    total: number;
    refunded: number;
    passengers: string[];
  }[];
}

describe('departure_manifest', () => {
  it('lists every passenger of the owner’s departure with seat, band, masked CPF, code and payment', async () => {
    await story(db, async (s) => {
      const result = await s.rpc<Manifest>(bruno, now, 'departure_manifest', {
        p_departure: nearlyFull,
      });
      if (!result.ok) throw new Error(result.message);
      const { passengers, bookings } = result.value;
      // 30 seats sold (28 paid + 2 awaiting Pix) and one lap child.
      expect(passengers).toHaveLength(31);
      expect(passengers.filter((p) => !p.paid).map((p) => p.seat)).toEqual(['C16', 'K5']);
      expect(passengers.filter((p) => p.band === 'lap')).toHaveLength(1);
      expect(passengers.find((p) => p.band === 'lap')).toMatchObject({ seat: null, cpf: null });
      for (const p of passengers.filter((x) => x.band === 'adult')) {
        expect(p.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      }
      // Bow to stern: proa first, then popa coberta, cabine, lap children last.
      expect(passengers[0]).toMatchObject({ seat: 'P1', zone: 'proa' });
      expect(passengers.at(-1)).toMatchObject({ band: 'lap' });
      expect(bookings).toHaveLength(4);
      expect(bookings.every((b) => b.refunded === 0)).toBe(true);
    });
  });

  it('is the tour owner’s alone: other users and admins are refused, anonymous cannot call it', async () => {
    await story(db, async (s) => {
      for (const actor of [vera, gabriela, admin]) {
        expect(
          await s.rpc(actor, now, 'departure_manifest', { p_departure: nearlyFull }),
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await s.rpc(anonymous, now, 'departure_manifest', { p_departure: nearlyFull }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await s.rpc(bruno, now, 'departure_manifest', {
          p_departure: '00000000-0000-4000-8000-00000019bfff',
        }),
      ).toMatchObject({ ok: false, message: 'not_found' });
    });
  });

  it('of a cancelled departure lists the cancelled bookings with their refunds and phones', async () => {
    await story(db, async (s) => {
      const result = await s.rpc<Manifest>(bruno, now, 'departure_manifest', {
        p_departure: whalesCancelled,
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.departure.status).toBe('cancelled');
      expect(result.value.bookings).toHaveLength(2);
      for (const booking of result.value.bookings) {
        expect(booking.status).toBe('cancelled');
        expect(booking.refunded).toBe(booking.total);
        expect(booking.contact_phone).toMatch(/^\(\d{2}\) 9/);
      }
    });
  });
});

describe('set_passenger_check_in', () => {
  it('checks a passenger in and undoes it, for the owner only, audited', async () => {
    await story(db, async (s) => {
      const manifest = await s.rpc<Manifest>(bruno, now, 'departure_manifest', {
        p_departure: nearlyFull,
      });
      if (!manifest.ok) throw new Error(manifest.message);
      const first = manifest.value.passengers[0];
      if (!first) throw new Error('no passenger');
      expect(
        await s.rpc(gabriela, now, 'set_passenger_check_in', {
          p_passenger: first.id,
          p_checked_in: true,
        }),
      ).toMatchObject({ ok: false, code: '42501' });
      const checked = await s.rpc<{ checked_in_at: string }>(bruno, now, 'set_passenger_check_in', {
        p_passenger: first.id,
        p_checked_in: true,
      });
      expect(checked).toMatchObject({ ok: true });
      expect(checked.ok && Date.parse(checked.value.checked_in_at)).toBe(Date.parse(now));
      // Checking in again keeps the first time.
      const again = await s.rpc<{ checked_in_at: string }>(
        bruno,
        '2026-11-21T11:00:00-03:00',
        'set_passenger_check_in',
        { p_passenger: first.id, p_checked_in: true },
      );
      expect(again.ok && Date.parse(again.value.checked_in_at)).toBe(Date.parse(now));
      expect(
        await s.rpc(bruno, now, 'set_passenger_check_in', {
          p_passenger: first.id,
          p_checked_in: false,
        }),
      ).toMatchObject({ ok: true, value: { checked_in_at: null } });
      const audit = await s.sql<{ action: string }>(
        `select action from public.audit_logs where target = $1 order by id`,
        [`passengers/${first.id}`],
      );
      expect(audit.map((a) => a.action)).toEqual([
        'passenger.check_in',
        'passenger.check_in',
        'passenger.check_in_undone',
      ]);
    });
  });

  it('refuses passengers of a cancelled departure', async () => {
    await story(db, async (s) => {
      const [pax] = await s.sql<{ id: string }>(
        `select p.id from public.passengers p join public.bookings b on b.id = p.booking_id
         where b.departure_id = $1 limit 1`,
        [whalesCancelled],
      );
      expect(
        await s.rpc(bruno, now, 'set_passenger_check_in', {
          p_passenger: pax?.id,
          p_checked_in: true,
        }),
      ).toMatchObject({ ok: false, message: 'check_in_closed' });
    });
  });
});

describe('cancel_departure, as the owner and the visitor see it afterwards', () => {
  it('cancels and refunds Vera’s booking in full; she reads the reason and the refund', async () => {
    await story(db, async (s) => {
      const reason = 'Mar fechado pela Capitania dos Portos';
      const cancelled = await s.rpc<{ bookings_cancelled: number; refunded_total: number }>(
        bruno,
        now,
        'cancel_departure',
        { departure_id: jeriLater, reason },
      );
      expect(cancelled).toMatchObject({ ok: true, value: { bookings_cancelled: 1 } });
      const manifest = await s.rpc<Manifest>(bruno, now, 'departure_manifest', {
        p_departure: jeriLater,
      });
      if (!manifest.ok) throw new Error(manifest.message);
      const [booking] = manifest.value.bookings;
      expect(booking).toMatchObject({
        status: 'cancelled',
        contact_phone: '(71) 99999-0006',
      });
      expect(booking?.refunded).toBe(booking?.total);
      expect(cancelled.ok && cancelled.value.refunded_total).toBe(booking?.total);
      expect(booking?.passengers).toHaveLength(4);

      // What "Minhas reservas" reads, as Vera: the booking, the departure's reason, the refund.
      const mine = await s.as(vera, now, async (tx) => {
        const { rows } = await tx.query<{
          status: string;
          cancel_reason: string;
          departure_reason: string;
          refund: number;
          refund_reason: string;
        }>(
          `select b.status, b.cancel_reason, d.cancel_reason as departure_reason,
             r.amount as refund, r.reason as refund_reason
           from public.bookings b
           join public.departures d on d.id = b.departure_id
           join public.refunds r on r.booking_id = b.id
           where b.departure_id = $1`,
          [jeriLater],
        );
        return rows;
      });
      expect(mine).toEqual({
        ok: true,
        value: [
          {
            status: 'cancelled',
            cancel_reason: 'departure_cancelled',
            departure_reason: reason,
            refund: booking?.total,
            refund_reason: 'departure_cancelled',
          },
        ],
      });
    });
  });
});
