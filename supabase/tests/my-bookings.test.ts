import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, minutesAfter, story } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** public.my_bookings: what "Minhas reservas", the checkout and the voucher read. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const vera = asUser(users.visitante);
const gabriela = asUser(users.guia);
const now = fixtureClock;

interface MyBooking {
  id: string;
  code: string;
  status: string;
  seats: string[];
  started: boolean;
  departure: { id: string; status: string; cancel_reason: string | null };
  tour: { title: string };
  passengers: { full_name: string; band: string; seat: string | null }[];
  payment: { status: string; amount: number } | null;
  refunds: { amount: number; reason: string }[];
  refund_preview: { amount: number; rule: string } | null;
}

describe('my_bookings', () => {
  it("lists the buyer's own bookings only, with seats, passengers, refunds and a refund preview", async () => {
    await story(db, async (s) => {
      const mine = await s.rpc<MyBooking[]>(vera, now, 'my_bookings', {});
      if (!mine.ok) throw new Error(mine.message);
      expect(mine.value.length).toBeGreaterThan(0);
      const all = await s.sql<{ buyer_id: string; id: string }>(
        `select id, buyer_id from public.bookings`,
      );
      const veras = new Set(all.filter((b) => b.buyer_id === users.visitante.id).map((b) => b.id));
      expect(new Set(mine.value.map((b) => b.id))).toEqual(veras);

      const escuna = mine.value.find(
        (b) => b.departure.id === fixtureDeparture(1, 1) && b.status === 'confirmed',
      );
      expect(escuna?.seats).toEqual(['K1', 'K2', 'K3', 'K4']);
      expect(escuna?.passengers.filter((p) => p.band === 'lap')).toHaveLength(1);
      expect(escuna?.payment?.status).toBe('paid');
      // Bought 20 days ago, the tour is tomorrow at 9h: 22h30 ahead, the 12-hour tier (50%).
      expect(escuna?.refund_preview).toEqual({ amount: 4 * 5000 + 4 * 1000, rule: 'tier_50' });

      const whales = mine.value.find((b) => b.departure.id === fixtureDeparture(6, 1));
      expect(whales?.status).toBe('cancelled');
      expect(whales?.departure.cancel_reason).toMatch(/Mar fechado/);
      expect(whales?.refunds[0]?.reason).toBe('departure_cancelled');
      expect(whales?.refund_preview).toBeNull();
    });
  });

  it('reads a lapsed hold as expired and one booking by id; others and anonymous get nothing', async () => {
    await story(db, async (s) => {
      const later = minutesAfter(now, 30);
      const mine = await s.rpc<MyBooking[]>(vera, later, 'my_bookings', {});
      if (!mine.ok) throw new Error(mine.message);
      const held = await s.sql<{ id: string }>(
        `select id from public.bookings where buyer_id = $1 and status = 'held'`,
        [users.visitante.id],
      );
      const heldId = held[0]?.id;
      expect(mine.value.find((b) => b.id === heldId)?.status).toBe('expired');

      const one = await s.rpc<MyBooking[]>(vera, now, 'my_bookings', { booking_id: heldId });
      expect(one.ok && one.value.map((b) => [b.id, b.status])).toEqual([[heldId, 'held']]);
      const notHers = await s.rpc<MyBooking[]>(gabriela, now, 'my_bookings', {
        booking_id: heldId,
      });
      expect(notHers.ok && notHers.value).toEqual([]);
      const anon = await s.rpc<MyBooking[]>(anonymous, now, 'my_bookings', {});
      expect(anon.ok).toBe(false);
    });
  });
});
