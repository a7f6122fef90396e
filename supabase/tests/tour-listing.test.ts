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
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** public.tour_listing_page on the seeded fixtures: what /passeios and the home page show. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

interface ShownDeparture {
  id: string;
  starts_at: string;
  status: string;
  seats_total: number;
  seats_left: number;
}
interface Card {
  id: string;
  slug: string;
  beach_id: string | null;
  price_adult: number;
  boarding_fee: number;
  duration_minutes: number;
  photos: string[];
  covered: boolean;
  seats_sold: number;
  cancellation_tiers: { hours_before: number; percent: number }[];
  next_departure: ShownDeparture | null;
}
interface ListingPage {
  total: number;
  published: number;
  page: number;
  page_size: number;
  tours: Card[];
}

const now = fixtureClock;
const vera = asUser(users.visitante);
/** The fixtures' soonest-first order (tour numbers). */
const SOONEST_FIRST = [2, 1, 5, 3, 4, 6];

async function page(s: Session, args: Record<string, unknown> = {}, at = now) {
  const result = await s.rpc<ListingPage>(anonymous, at, 'tour_listing_page', {
    from_time: now,
    ...args,
  });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
async function listing(args: Record<string, unknown> = {}, at = now) {
  let value: ListingPage | undefined;
  await story(db, async (s) => {
    value = await page(s, args, at);
  });
  if (!value) throw new Error('no page');
  return value;
}
const numbers = (result: ListingPage) => result.tours.map((tour) => Number(tour.id.slice(-1)));
const cardOf = (result: ListingPage, n: number) => {
  const card = result.tours.find((tour) => tour.id === fixtureTour(n));
  if (!card) throw new Error(`tour ${n} is not on the page`);
  return card;
};

describe('tour_listing_page: what a card shows', () => {
  it('lists every published tour, never a draft, soonest departure first', async () => {
    const result = await listing();
    expect(result).toMatchObject({ total: 6, published: 6, page: 1, page_size: 12 });
    expect(numbers(result)).toEqual(SOONEST_FIRST);
    const firsts = result.tours.map((tour) => tour.next_departure?.starts_at ?? '');
    expect(firsts.map((at) => Date.parse(at))).toEqual(
      firsts.map((at) => Date.parse(at)).sort((a, b) => a - b),
    );
  });

  it('carries one departure per card, the first photo only and the card fields', async () => {
    const escuna = cardOf(await listing(), 1);
    expect(escuna).not.toHaveProperty('departures');
    expect(escuna).toMatchObject({
      slug: 'escuna-praias-de-arraial',
      beach_id: 'praia-do-forno',
      price_adult: 10000,
      boarding_fee: 1000,
      photos: ['/images/tours/escuna-arraial.webp'],
      cancellation_tiers: [
        { hours_before: 24, percent: 100 },
        { hours_before: 12, percent: 50 },
      ],
    });
  });

  it('counts the seats left of the shown departure as tour_departures does', async () => {
    const escuna = cardOf(await listing(), 1);
    expect(escuna.next_departure).toMatchObject({
      id: fixtureDeparture(1, 1),
      seats_total: 34,
      seats_left: 4,
    });
    await story(db, async (s) => {
      const detail = await s.rpc<{ id: string; seats_left: number }[]>(
        anonymous,
        now,
        'tour_departures',
        { tour_id: fixtureTour(1), from_time: now },
      );
      if (!detail.ok) throw new Error(detail.message);
      expect(detail.value[0]).toMatchObject({ id: fixtureDeparture(1, 1), seats_left: 4 });
    });
  });

  it('counts a hold only while it has not expired by the database clock', async () => {
    // Gabriela's unpaid checkout on the escuna (2 seats) lapses 24 minutes after the anchor;
    // expire_holds has not run, the page is still drawn at the anchor.
    const before = cardOf(await listing({}, minutesAfter(now, 20)), 1);
    expect(before.next_departure).toMatchObject({ id: fixtureDeparture(1, 1), seats_left: 4 });
    const after = cardOf(await listing({}, minutesAfter(now, 30)), 1);
    expect(after.next_departure).toMatchObject({ id: fixtureDeparture(1, 1), seats_left: 6 });
  });

  it('shows a sold-out departure with no seats left', async () => {
    // The dolphins' catamarã of 23/11 is sold out.
    const noronha = cardOf(await listing({ day: '2026-11-23' }), 3);
    expect(noronha.next_departure).toMatchObject({
      id: fixtureDeparture(3, 2),
      seats_total: 24,
      seats_left: 0,
    });
  });

  it('skips cancelled departures and those whose sales cut-off has passed', async () => {
    const whales = cardOf(await listing(), 6);
    // Today's 08:30 departure closed its sales at 07:30, before the fixture clock (10:30);
    // tomorrow's was cancelled by the Capitania.
    expect(whales.next_departure?.id).toBe(fixtureDeparture(6, 2));
    // Past the next departure's cut-off, the card moves on to the one after.
    const later = await listing({ from_time: '2026-11-22T11:00:00-03:00' });
    expect(cardOf(later, 1).next_departure?.id).not.toBe(fixtureDeparture(1, 1));
  });

  it('shows no departure of a boat that is not approved or not in service', async () => {
    for (const change of [
      `update public.boats set status = 'maintenance' where id = (select boat_id from public.departures where id = $1)`,
      `update public.boats set verification = 'pending' where id = (select boat_id from public.departures where id = $1)`,
    ]) {
      await story(db, async (s) => {
        await s.sql(change, [fixtureDeparture(1, 1)]);
        const escuna = cardOf(await page(s), 1);
        // Still published, so still listed: without a departure on sale, and no covered zone.
        expect(escuna.next_departure).toBeNull();
        expect(escuna.covered).toBe(false);
        const covered = await page(s, { covered: true });
        expect(numbers(covered)).not.toContain(1);
        // Last in the soonest-first order.
        expect(numbers(await page(s)).at(-1)).toBe(1);
      });
    }
  });

  it('defaults the moment to the database clock, and answers signed-in callers too', async () => {
    await story(db, async (s) => {
      const result = await s.rpc<ListingPage>(anonymous, now, 'tour_listing_page', {});
      if (!result.ok) throw new Error(result.message);
      expect(cardOf(result.value, 1).next_departure?.id).toBe(fixtureDeparture(1, 1));
      const signedIn = await s.rpc<ListingPage>(vera, now, 'tour_listing_page', { from_time: now });
      expect(signedIn.ok && signedIn.value.total).toBe(6);
    });
  });

  it('does not list a tour once it is suspended', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.tours set status = 'suspended' where id = $1`, [fixtureTour(2)]);
      const result = await page(s);
      expect(numbers(result)).not.toContain(2);
      expect(result).toMatchObject({ total: 5, published: 5 });
    });
  });
});

describe('tour_listing_page: filters in SQL', () => {
  it('keeps the tours of the given beaches (a region is its beaches)', async () => {
    const forno = await listing({ beach_ids: ['praia-do-forno'] });
    expect(forno).toMatchObject({ total: 2, published: 6 });
    expect(numbers(forno)).toEqual([2, 1]);
    const nordeste = await listing({ beach_ids: ['baia-do-sancho', 'jericoacoara'] });
    expect(numbers(nordeste)).toEqual([3, 4]);
  });

  it('keeps the tours whose adult price with the boarding fee is within the limit', async () => {
    // Escuna 100 + 10, Jeri 150 + 0, Alter 90 + 0; the snorkel is 180 + 10.
    const result = await listing({ max_price: 15000 });
    expect(numbers(result).sort()).toEqual([1, 4, 5]);
  });

  it('keeps the tours within the duration bounds', async () => {
    expect(numbers(await listing({ max_minutes: 120 })).sort()).toEqual([2, 4]);
    expect(numbers(await listing({ min_minutes: 121, max_minutes: 240 })).sort()).toEqual([
      1, 3, 6,
    ]);
    expect(numbers(await listing({ min_minutes: 241 }))).toEqual([5]);
  });

  it('keeps the tours with a covered zone on a departure on sale', async () => {
    const result = await listing({ covered: true });
    expect(numbers(result).sort()).toEqual([1, 3, 4]);
    expect(result.tours.every((tour) => tour.covered)).toBe(true);
    expect(cardOf(await listing(), 2).covered).toBe(false);
  });

  it('on a day, keeps the tours with a departure on sale that day and shows that one', async () => {
    // On 24/11 only the escuna, the dolphins' catamarã and the whales go out.
    const result = await listing({ day: '2026-11-24' });
    expect(numbers(result)).toEqual([6, 1, 3]);
    for (const tour of result.tours) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(tour.next_departure?.starts_at ?? 0),
      );
      expect(day).toBe('2026-11-24');
    }
    // A São Paulo day, not a UTC one: nothing on a day without departures.
    expect((await listing({ day: '2027-06-01' })).total).toBe(0);
  });

  it('combines filters, and says how many tours are published beside how many match', async () => {
    const result = await listing({ beach_ids: ['praia-do-rosa'], max_price: 10000 });
    expect(result).toMatchObject({ total: 0, published: 6, tours: [] });
  });
});

describe('tour_listing_page: orders', () => {
  const total = (card: Card) => card.price_adult + card.boarding_fee;

  it('orders by the all-in adult price, either way', async () => {
    const cheapest = (await listing({ sort: 'price_asc' })).tours.map(total);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = (await listing({ sort: 'price_desc' })).tours.map(total);
    expect(dearest).toEqual([...cheapest].reverse());
  });

  it('orders by seats sold, the card carrying the figure every booking change keeps', async () => {
    const result = await listing({ sort: 'popular' });
    const sold = result.tours.map((tour) => tour.seats_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    await story(db, async (s) => {
      const [counted] = await s.sql<{ seats: number }>(
        `select coalesce(sum(b.seat_count + b.lap_count), 0)::integer as seats
         from public.bookings b join public.departures d on d.id = b.departure_id
         where d.tour_id = $1 and b.status in ('confirmed', 'no_show')`,
        [fixtureTour(1)],
      );
      expect(cardOf(await page(s), 1).seats_sold).toBe(counted?.seats);
      // Gabriela's unpaid checkout is paid: 2 seats more; then cancelled: back again.
      const [open] = await s.sql<{ id: string }>(
        `select id from public.bookings where departure_id = $1 and status = 'awaiting_payment'`,
        [fixtureDeparture(1, 1)],
      );
      await s.sql(`update public.bookings set status = 'confirmed' where id = $1`, [open?.id]);
      expect(cardOf(await page(s), 1).seats_sold).toBe((counted?.seats ?? 0) + 2);
      await s.sql(
        `update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1`,
        [open?.id],
      );
      expect(cardOf(await page(s), 1).seats_sold).toBe(counted?.seats);
      // A hold never counts.
      await s.sql(
        `update public.bookings set status = 'held' where departure_id = $1 and status = 'cancelled'`,
        [fixtureDeparture(1, 1)],
      );
      expect(cardOf(await page(s), 1).seats_sold).toBe(counted?.seats);
      // The kept figure is the one a full recount gives.
      const kept = await s.sql<{ tour_id: string; seats_sold: number }>(
        `select tour_id, seats_sold from private.tour_sales where seats_sold <> 0 order by tour_id`,
      );
      await s.sql(`select private.refresh_tour_sales()`);
      expect(
        await s.sql(
          `select tour_id, seats_sold from private.tour_sales where seats_sold <> 0 order by tour_id`,
        ),
      ).toEqual(kept);
    });
  });

  it('refuses an order it does not know', async () => {
    await story(db, async (s) => {
      const result = await s.rpc(anonymous, now, 'tour_listing_page', { sort: 'random()' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(`${result.code} ${result.message}`).toMatch(/^P0001 invalid_filter/);
    });
  });
});

describe('tour_listing_page: pages', () => {
  it('splits the listing into pages that together list every tour once', async () => {
    const first = await listing({ page: 1, page_size: 4 });
    const second = await listing({ page: 2, page_size: 4 });
    expect(first).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect([...numbers(first), ...numbers(second)]).toEqual(SOONEST_FIRST);
    const cheap = [
      ...numbers(await listing({ sort: 'price_asc', page_size: 4 })),
      ...numbers(await listing({ sort: 'price_asc', page_size: 4, page: 2 })),
    ];
    expect(numbers(await listing({ sort: 'price_asc' }))).toEqual(cheap);
  });

  it('answers a page past the end with the last one, and bounds the page size', async () => {
    const past = await listing({ page: 99, page_size: 4 });
    expect(past.page).toBe(2);
    expect(numbers(past)).toEqual(SOONEST_FIRST.slice(4));
    expect((await listing({ page: -3 })).page).toBe(1);
    expect((await listing({ page_size: 1000 })).page_size).toBe(48);
    expect((await listing({ page_size: 0 })).page_size).toBe(1);
  });
});
