import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld } from './harness/booking-world.ts';
import { story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';

/**
 * What a hold does besides its rules (20261204000100_lighter_holds.sql), counted by the function
 * statistics PostgreSQL keeps for the running transaction: private.now() and private.tour_terms
 * are inlined into the statements that use them (a call of a SQL function with SET planned its
 * body again every time), and the trigger that freezes a booking's terms is not entered when the
 * hold froze them itself; a booking inserted without its terms still gets them. The account's
 * open holds are counted from its own index (20261205000100_hold_reads_less.sql), not by reading
 * every open hold of the platform.
 */
const clock = '2026-12-01T10:00:00-03:00';
const { sql, world } = bookingWorld({ key: 0x37, seats: 12, buyers: 1, clock });
const buyer = asUser({ id: world.buyerIds[0] ?? '', email: 'comprador-37-1@mare.example' });

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  await db.exec(sql);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

type Counts = Record<string, number>;

/** Calls of private functions so far in this transaction. */
async function calls(s: Session): Promise<Counts> {
  const rows = await s.sql<{ name: string; n: number }>(
    `select funcname as name, calls::int as n from pg_stat_xact_user_functions
     where schemaname = 'private'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

function difference(after: Counts, before: Counts): Counts {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

const tourTerms = `select private.tour_terms(t) as terms from public.tours t where t.id = $1`;

describe('a hold does only its own work', () => {
  it('inlines the clock and the terms, and enters no trigger to freeze terms it froze', async () => {
    await story(db, async (s) => {
      await s.sql(`set local track_functions = 'all'`);
      const before = await calls(s);
      const held = await s.rpc<{ booking_id: string }>(buyer, clock, 'hold_seats', {
        departure_id: world.departureId,
        seat_codes: ['S1', 'S2'],
      });
      if (!held.ok) throw new Error(held.message);
      const counts = difference(await calls(s), before);
      expect(counts.hold, JSON.stringify(counts)).toBe(1);
      for (const name of ['now', 'tour_terms', 'freeze_booking_terms']) {
        expect(counts[name], `${name}: ${JSON.stringify(counts)}`).toBeUndefined();
      }
      const [booking] = await s.sql<{ accepted_terms: unknown }>(
        'select accepted_terms from public.bookings where id = $1',
        [held.value.booking_id],
      );
      const [expected] = await s.sql<{ terms: unknown }>(tourTerms, [world.tourId]);
      expect(booking?.accepted_terms).toEqual(expected?.terms);
      expect(booking?.accepted_terms).toMatchObject({ price_adult: 10000, boarding_fee: 1000 });
    });
  });

  it("counts the account's open holds from its own index, never every open hold", async () => {
    await story(db, async (s) => {
      const scans = async () =>
        Object.fromEntries(
          (
            await s.sql<{ name: string; n: number }>(
              `select c.relname as name, pg_stat_get_xact_numscans(c.oid)::int as n from pg_class c
               where c.relname in ('bookings_open_expiry_idx', 'bookings_buyer_id_idx')`,
            )
          ).map((r) => [r.name, r.n]),
        );
      const before = await scans();
      const held = await s.rpc(buyer, clock, 'hold_seats', {
        departure_id: world.departureId,
        seat_codes: ['S3'],
      });
      expect(held.ok).toBe(true);
      const after = await scans();
      expect(after.bookings_open_expiry_idx ?? 0).toBe(before.bookings_open_expiry_idx ?? 0);
      expect(after.bookings_buyer_id_idx ?? 0).toBeGreaterThan(before.bookings_buyer_id_idx ?? 0);
    });
  });

  it('lists the held seats in order and refuses a seat named twice', async () => {
    await story(db, async (s) => {
      const held = await s.rpc<{ seats: string[] }>(buyer, clock, 'hold_seats', {
        departure_id: world.departureId,
        seat_codes: ['S5', 'S4'],
      });
      if (!held.ok) throw new Error(held.message);
      expect(held.value.seats).toEqual(['S4', 'S5']);
      const twice = await s.rpc(buyer, clock, 'hold_seats', {
        departure_id: world.departureId,
        seat_codes: ['S6', 'S6'],
      });
      expect(twice).toMatchObject({ ok: false, code: 'P0001', message: 'seat_unavailable' });
    });
  });

  it('still freezes the terms of a booking inserted without them', async () => {
    await story(db, async (s) => {
      const [row] = await s.sql<{ accepted_terms: unknown }>(
        `insert into public.bookings (code, departure_id, buyer_id, hold_expires_at, seat_count)
         values ('ABCDEF', $1, $2, now() + interval '10 minutes', 1) returning accepted_terms`,
        [world.departureId, world.buyerIds[0]],
      );
      const [expected] = await s.sql<{ terms: unknown }>(tourTerms, [world.tourId]);
      expect(row?.accepted_terms).toEqual(expected?.terms);
      expect(row?.accepted_terms).toMatchObject({ price_adult: 10000 });
    });
  });
});
