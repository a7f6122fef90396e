import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureClock,
  fixtureDeparture,
  fixtureTour,
  minutesAfter,
  story,
} from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** public.tour_listing on the seeded fixtures: what /passeios and the home page show. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

interface ListedDeparture {
  id: string;
  starts_at: string;
  status: string;
  seats_total: number;
  seats_left: number;
}
interface ListedTour {
  id: string;
  slug: string;
  beach_id: string | null;
  price_adult: number;
  boarding_fee: number;
  covered: boolean;
  seats_sold: number;
  cancellation_tiers: { hours_before: number; percent: number }[];
  departures: ListedDeparture[];
}

const now = fixtureClock;
const vera = asUser(users.visitante);

async function listing(at: string, fromTime: string | null = at) {
  let tours: ListedTour[] = [];
  await story(db, async (s) => {
    const result = await s.rpc<ListedTour[]>(
      anonymous,
      at,
      'tour_listing',
      fromTime ? { from_time: fromTime } : {},
    );
    if (!result.ok) throw new Error(result.message);
    tours = result.value;
  });
  return tours;
}

const byId = (tours: ListedTour[], id: string) => {
  const tour = tours.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`tour ${id} is not listed`);
  return tour;
};

describe('tour_listing', () => {
  it('lists every published tour, never a draft, soonest departure first', async () => {
    const tours = await listing(now);
    expect(tours.map((tour) => tour.id).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => fixtureTour(n)).sort(),
    );
    const firsts = tours.map((tour) => tour.departures[0]?.starts_at ?? '');
    expect(firsts).toEqual([...firsts].sort());
  });

  it('counts the seats left of each departure as tour_departures does', async () => {
    const escuna = byId(await listing(now), fixtureTour(1));
    expect(escuna.departures[0]).toMatchObject({
      id: fixtureDeparture(1, 1),
      seats_total: 34,
      seats_left: 4,
    });
    let detail: { id: string; seats_left: number }[] = [];
    await story(db, async (s) => {
      const result = await s.rpc<{ id: string; seats_left: number }[]>(
        anonymous,
        now,
        'tour_departures',
        { tour_id: fixtureTour(1), from_time: now },
      );
      if (!result.ok) throw new Error(result.message);
      detail = result.value;
    });
    expect(escuna.departures.map((d) => [d.id, d.seats_left])).toEqual(
      detail.map((d) => [d.id, d.seats_left]),
    );
  });

  it('shows a sold-out departure with no seats left', async () => {
    const noronha = byId(await listing(now), fixtureTour(3));
    expect(noronha.departures.find((d) => d.id === fixtureDeparture(3, 2))).toMatchObject({
      seats_total: 24,
      seats_left: 0,
    });
  });

  it('leaves out cancelled departures and those whose sales cut-off has passed', async () => {
    const whales = byId(await listing(now), fixtureTour(6));
    const ids = whales.departures.map((d) => d.id);
    expect(ids).not.toContain(fixtureDeparture(6, 1));
    // Today's 08:30 departure closed its sales at 07:30, before the fixture clock (10:30).
    expect(ids).not.toContain(fixtureDeparture(6, 0));
    expect(ids[0]).toBe(fixtureDeparture(6, 2));
  });

  it('frees the seats of a lapsed hold', async () => {
    // Gabriela's unpaid checkout on the escuna (2 seats) lapses 24 minutes after the anchor.
    const later = minutesAfter(now, 30);
    const escuna = byId(await listing(later, now), fixtureTour(1));
    expect(escuna.departures[0]).toMatchObject({ id: fixtureDeparture(1, 1), seats_left: 6 });
  });

  it('knows which tours have a covered zone and how many seats each sold', async () => {
    const tours = await listing(now);
    // The escuna has a covered stern and cabin; the lancha has none.
    expect(byId(tours, fixtureTour(1)).covered).toBe(true);
    expect(byId(tours, fixtureTour(2)).covered).toBe(false);
    expect(byId(tours, fixtureTour(3)).seats_sold).toBeGreaterThan(
      byId(tours, fixtureTour(4)).seats_sold,
    );
    expect(byId(tours, fixtureTour(1))).toMatchObject({
      slug: 'escuna-praias-de-arraial',
      beach_id: 'praia-do-forno',
      price_adult: 10000,
      boarding_fee: 1000,
      cancellation_tiers: [
        { hours_before: 24, percent: 100 },
        { hours_before: 12, percent: 50 },
      ],
    });
  });

  it('defaults the moment to the database clock, and answers signed-in callers too', async () => {
    const tours = await listing(now, null);
    expect(byId(tours, fixtureTour(1)).departures[0]?.id).toBe(fixtureDeparture(1, 1));
    await story(db, async (s) => {
      const result = await s.rpc<ListedTour[]>(vera, now, 'tour_listing', { from_time: now });
      expect(result.ok && result.value.length).toBe(6);
    });
  });

  it('does not list a tour once it is suspended', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.tours set status = 'suspended' where id = $1`, [fixtureTour(2)]);
      const result = await s.rpc<ListedTour[]>(anonymous, now, 'tour_listing', { from_time: now });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.map((tour) => tour.id)).not.toContain(fixtureTour(2));
    });
  });
});
