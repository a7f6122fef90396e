import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureClock,
  fixtureDeparture,
  fixtureTour,
  minutesAfter,
  story,
} from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** The booking functions on the seeded fixtures (seed.sql's booking section), one story each. */
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
const provider: Actor = { kind: 'service' };
const now = fixtureClock;

const nearlyFull = fixtureDeparture(1, 1);
const escunaLater = fixtureDeparture(1, 3);
const soldOut = fixtureDeparture(3, 2);
const closedForWeather = fixtureDeparture(6, 1);

interface SeatMap {
  status: string;
  zones: { code: string }[];
  seats: { code: string; zone: string; state: string; accessible: boolean }[];
}
interface Hold {
  booking_id: string;
  code: string;
  hold_expires_at: string;
  seats: string[];
}
interface Checkout {
  total: number;
  subtotal: number;
  boarding_fees: number;
  payment: { txid: string; br_code: string; amount: number; expires_at: string };
}
const adult = (name: string, cpf: string, birth = '1988-04-12') => ({
  full_name: name,
  cpf,
  birth_date: birth,
});
const contact = {
  name: 'Vera Visitante',
  email: 'visitante@mare.example',
  phone: '(71) 99999-0006',
};

describe('seat_map', () => {
  it('shows every seat of a published departure to anyone, with its state and never who', async () => {
    await story(db, async (s) => {
      const map = await s.rpc<SeatMap>(anonymous, now, 'seat_map', { departure_id: nearlyFull });
      if (!map.ok) throw new Error(map.message);
      const count = (state: string) => map.value.seats.filter((x) => x.state === state).length;
      expect(map.value.zones.map((z) => z.code)).toEqual(['proa', 'popa_coberta', 'cabine']);
      expect({ free: count('free'), held: count('held'), taken: count('taken') }).toEqual({
        free: 4,
        held: 2,
        taken: 28,
      });
      expect(count('blocked')).toBe(2);
      expect(JSON.stringify(map.value)).not.toMatch(/buyer|00000000-0000-4000-8000-00000000000/);
      expect(Object.keys(map.value.seats[0] ?? {}).sort()).toEqual([
        'accessible',
        'code',
        'col',
        'row',
        'state',
        'zone',
      ]);
    });
  });

  it('frees a hold in the map once its ten minutes are up, without anyone writing', async () => {
    await story(db, async (s) => {
      const lancha = fixtureDeparture(5, 4);
      const before = await s.rpc<SeatMap>(anonymous, now, 'seat_map', { departure_id: lancha });
      const after = await s.rpc<SeatMap>(anonymous, minutesAfter(now, 9), 'seat_map', {
        departure_id: lancha,
      });
      const p1 = (m: typeof before) => (m.ok ? m.value.seats.find((x) => x.code === 'P1') : null);
      expect(p1(before)?.state).toBe('held');
      expect(p1(after)?.state).toBe('free');
    });
  });

  it('answers not_found for a departure that does not exist', async () => {
    await story(db, async (s) => {
      const map = await s.rpc(anonymous, now, 'seat_map', {
        departure_id: '00000000-0000-4000-8000-0000000000ff',
      });
      expect(map).toMatchObject({ ok: false, code: 'P0001', message: 'not_found' });
    });
  });
});

describe('tour_departures', () => {
  it('lists the departures from now with seats left by zone and the prices', async () => {
    await story(db, async (s) => {
      const list = await s.rpc<
        {
          id: string;
          seats_left: number;
          seats_total: number;
          on_sale: boolean;
          zones: { code: string; seats_left: number }[];
          prices: { adult: number; boarding_fee: number };
        }[]
      >(anonymous, now, 'tour_departures', { tour_id: fixtureTour(1) });
      if (!list.ok) throw new Error(list.message);
      const first = list.value[0];
      expect(first?.id).toBe(nearlyFull);
      expect(first).toMatchObject({ seats_total: 34, seats_left: 4, on_sale: true });
      expect(first?.zones.map((z) => [z.code, z.seats_left])).toEqual([
        ['proa', 0],
        ['popa_coberta', 1],
        ['cabine', 3],
      ]);
      expect(first?.prices).toMatchObject({ adult: 10000, boarding_fee: 1000 });
      expect(list.value.length).toBeGreaterThan(20);
    });
  });

  it('hides a draft tour from the public, not from its owner', async () => {
    await story(db, async (s) => {
      const draft = fixtureTour(7);
      expect(await s.rpc(anonymous, now, 'tour_departures', { tour_id: draft })).toMatchObject({
        ok: false,
        message: 'not_found',
      });
      expect(await s.rpc(bruno, now, 'tour_departures', { tour_id: draft })).toEqual({
        ok: true,
        value: [],
      });
    });
  });
});

describe('hold_seats', () => {
  it('holds chosen seats for ten minutes and records it in the audit log', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['P3', 'P4'],
      });
      if (!hold.ok) throw new Error(hold.message);
      expect(hold.value.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      expect(hold.value.seats).toEqual(['P3', 'P4']);
      expect(Date.parse(hold.value.hold_expires_at)).toBe(Date.parse(now) + 10 * 60_000);
      const audit = await s.sql<{ action: string; actor_id: string }>(
        `select action, actor_id from public.audit_logs where target = $1`,
        [`bookings/${hold.value.booking_id}`],
      );
      expect(audit).toEqual([{ action: 'booking.hold', actor_id: users.visitante.id }]);
    });
  });

  it.each([
    ['a seat someone holds or bought', nearlyFull, ['P1'], now, 'seat_taken'],
    ['a departure cancelled for weather', closedForWeather, ['P3'], now, 'departure_closed'],
    ['after the sales cut-off', escunaLater, ['P3'], '2026-11-24T08:30:00-03:00', 'cutoff_passed'],
    ['a sold-out departure (lotação reached)', soldOut, ['S1'], now, 'capacity_reached'],
    ['a crew seat', escunaLater, ['T1'], now, 'seat_unavailable'],
    ['a seat the boat does not have', escunaLater, ['Z9'], now, 'seat_unavailable'],
    ['no seats at all', escunaLater, [], now, 'invalid_party'],
  ])('refuses %s with its own code', async (_, departure, seats, at, code) => {
    await story(db, async (s) => {
      const hold = await s.rpc(gabriela, at, 'hold_seats', {
        departure_id: departure,
        seat_codes: seats,
      });
      expect(hold).toMatchObject({ ok: false, code: 'P0001', message: code });
    });
  });

  it('refuses a fourth open hold of one person (too_many_holds)', async () => {
    await story(db, async (s) => {
      // Vera already holds seats on the lancha (fixture); two more, then a fourth is refused.
      for (const seat of ['P5', 'P6']) {
        const ok = await s.rpc(vera, now, 'hold_seats', {
          departure_id: escunaLater,
          seat_codes: [seat],
        });
        expect(ok.ok).toBe(true);
      }
      const fourth = await s.rpc(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['P7'],
      });
      expect(fourth).toMatchObject({ ok: false, message: 'too_many_holds' });
    });
  });

  it('counts lap children against the lotação', async () => {
    await story(db, async (s) => {
      // The lancha: lotação 12, nine passenger seats; Vera holds two of them.
      const lancha = fixtureDeparture(5, 4);
      const six = await s.rpc(gabriela, now, 'hold_seats', {
        departure_id: lancha,
        seat_codes: ['P3', 'P4', 'A1', 'A2', 'A3', 'A4'],
        lap_children: 3,
      });
      expect(six.ok).toBe(true);
      const one = await s.rpc(gabriela, now, 'hold_seats', {
        departure_id: lancha,
        seat_codes: ['A5'],
        lap_children: 1,
      });
      expect(one).toMatchObject({ ok: false, message: 'capacity_reached' });
      const moreLapsThanSeats = await s.rpc(gabriela, now, 'hold_seats', {
        departure_id: lancha,
        seat_codes: ['A5'],
        lap_children: 2,
      });
      expect(moreLapsThanSeats).toMatchObject({ ok: false, message: 'invalid_party' });
    });
  });

  it('asks anonymous callers to sign in (no grant)', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc(anonymous, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['P3'],
      });
      expect(hold).toMatchObject({ ok: false, code: '42501' });
    });
  });
});

describe('hold_seats_for_me', () => {
  it('keeps the party together in the preferred zone', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats_for_me', {
        departure_id: escunaLater,
        party_size: 4,
        preferred_zone: 'cabine',
      });
      expect(hold).toMatchObject({ ok: true, value: { seats: ['K1', 'K2', 'K3', 'K4'] } });
    });
  });

  it('falls back to the next zone when the preferred one is full, and refuses past the seats left', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats_for_me', {
        departure_id: nearlyFull,
        party_size: 3,
        preferred_zone: 'proa',
      });
      expect(hold).toMatchObject({ ok: true, value: { seats: ['K6', 'K7', 'K8'] } });
      const more = await s.rpc(gabriela, now, 'hold_seats_for_me', {
        departure_id: nearlyFull,
        party_size: 2,
      });
      expect(more).toMatchObject({ ok: false, message: 'capacity_reached' });
    });
  });
});

describe('checkout, payment and confirmation', () => {
  it('prices the party in the database and issues a Pix charge; the provider confirms it', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['C1', 'C2'],
        lap_children: 1,
      });
      if (!hold.ok) throw new Error(hold.message);
      const at = minutesAfter(now, 4);
      const paid = await s.rpc<Checkout>(vera, at, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: JSON.stringify([
          adult('Vera Visitante', '529.982.247-25'),
          { full_name: 'Pedro Visitante', birth_date: '2016-02-01' },
          { full_name: 'Lia Visitante', birth_date: '2025-01-20' },
        ]),
      });
      if (!paid.ok) throw new Error(paid.message);
      // Adult 100,00 + child 50,00 + lap 0; taxa de embarque 10,00 per seated passenger.
      expect(paid.value).toMatchObject({ subtotal: 15000, boarding_fees: 2000, total: 17000 });
      expect(paid.value.payment.amount).toBe(17000);
      expect(paid.value.payment.br_code).toMatch(/^000201.*5406170\.00.*6304[0-9A-F]{4}$/);
      expect(Date.parse(paid.value.payment.expires_at)).toBe(Date.parse(at) + 30 * 60_000);
      const passengers = await s.sql<{ band: string; price: number; seat: string | null }>(
        `select p.band, p.price, s.code as seat from public.passengers p
         left join public.boat_seats s on s.id = p.seat_id where p.booking_id = $1 order by p.price desc`,
        [hold.value.booking_id],
      );
      expect(passengers).toEqual([
        { band: 'adult', price: 10000, seat: 'C1' },
        { band: 'child', price: 5000, seat: 'C2' },
        { band: 'lap', price: 0, seat: null },
      ]);

      const txid = paid.value.payment.txid;
      const byBuyer = await s.rpc(vera, at, 'confirm_payment', { txid, amount: 17000 });
      expect(byBuyer).toMatchObject({ ok: false, code: '42501' });
      const wrong = await s.rpc(provider, at, 'confirm_payment', { txid, amount: 100 });
      expect(wrong).toMatchObject({ ok: false, message: 'amount_mismatch' });
      const confirmed = await s.rpc(provider, minutesAfter(now, 6), 'confirm_payment', {
        txid,
        amount: 17000,
      });
      expect(confirmed).toMatchObject({
        ok: true,
        value: { status: 'confirmed', payment: 'paid' },
      });
      const notes = await s.sql<{ reason: string }>(
        `select reason from public.notifications where booking_id = $1`,
        [hold.value.booking_id],
      );
      expect(notes).toEqual([{ reason: 'booking_confirmed' }]);
    });
  });

  it.each([
    ['a CPF with wrong check digits', [adult('Vera Visitante', '529.982.247-24')], 'cpf_invalid'],
    [
      'an adult without CPF',
      [{ full_name: 'Vera Visitante', birth_date: '1988-04-12' }],
      'cpf_invalid',
    ],
    [
      'a birth date after the trip',
      [adult('Vera Visitante', '52998224725', '2027-01-01')],
      'birth_date_invalid',
    ],
    [
      'more passengers than seats',
      [adult('Vera V', '52998224725'), adult('Ana B', '11144477735')],
      'party_mismatch',
    ],
    ['a one-letter name', [adult('V', '52998224725')], 'passenger_name_invalid'],
  ])('refuses %s', async (_, passengers, code) => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['C3'],
      });
      if (!hold.ok) throw new Error(hold.message);
      const result = await s.rpc(vera, now, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: JSON.stringify(passengers),
      });
      expect(result).toMatchObject({ ok: false, code: 'P0001', message: code });
    });
  });

  it('refuses a child under the minimum age of the snorkel tour', async () => {
    await story(db, async (s) => {
      const snorkel = fixtureDeparture(2, 4);
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: snorkel,
        seat_codes: ['P1'],
      });
      if (!hold.ok) throw new Error(hold.message);
      const result = await s.rpc(vera, now, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: JSON.stringify([{ full_name: 'Pedro Visitante', birth_date: '2020-01-01' }]),
      });
      expect(result).toMatchObject({ ok: false, message: 'below_minimum_age' });
    });
  });

  it('refuses a checkout after the hold lapsed, and someone else then gets the seat', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['C4'],
      });
      if (!hold.ok) throw new Error(hold.message);
      const late = minutesAfter(now, 10);
      const result = await s.rpc(vera, late, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: JSON.stringify([adult('Vera Visitante', '52998224725')]),
      });
      expect(result).toMatchObject({ ok: false, message: 'hold_expired' });
      const other = await s.rpc(gabriela, late, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['C4'],
      });
      expect(other.ok).toBe(true);
    });
  });

  it('lets the buyer pay in demo mode only', async () => {
    await story(db, async (s) => {
      const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
        departure_id: escunaLater,
        seat_codes: ['C5'],
      });
      if (!hold.ok) throw new Error(hold.message);
      await s.rpc(vera, now, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: JSON.stringify([adult('Vera Visitante', '52998224725')]),
      });
      const someoneElse = await s.rpc(gabriela, now, 'demo_confirm_payment', {
        booking_id: hold.value.booking_id,
      });
      expect(someoneElse).toMatchObject({ ok: false, message: 'not_found' });
      await s.sql(`update private.app_settings set value = 'off' where key = 'demo_mode'`);
      const off = await s.rpc(vera, now, 'demo_confirm_payment', {
        booking_id: hold.value.booking_id,
      });
      expect(off).toMatchObject({ ok: false, code: '42501' });
      await s.sql(`update private.app_settings set value = 'on' where key = 'demo_mode'`);
      const on = await s.rpc(vera, now, 'demo_confirm_payment', {
        booking_id: hold.value.booking_id,
      });
      expect(on).toMatchObject({ ok: true, value: { status: 'confirmed' } });
    });
  });
});

describe('cancel_booking', () => {
  async function confirmedBooking(
    s: Parameters<Parameters<typeof story>[1]>[0],
    departure: string,
  ) {
    const hold = await s.rpc<Hold>(vera, now, 'hold_seats', {
      departure_id: departure,
      seat_codes: ['C6', 'C7'],
    });
    if (!hold.ok) throw new Error(hold.message);
    const paid = await s.rpc<Checkout>(vera, now, 'checkout', {
      booking_id: hold.value.booking_id,
      contact,
      passengers: JSON.stringify([
        adult('Vera Visitante', '52998224725'),
        adult('Ana Souza', '11144477735'),
      ]),
    });
    if (!paid.ok) throw new Error(paid.message);
    await s.rpc(provider, now, 'confirm_payment', {
      txid: paid.value.payment.txid,
      amount: paid.value.payment.amount,
    });
    return hold.value.booking_id;
  }

  it('refunds everything within 7 days of the purchase (CDC art. 49)', async () => {
    await story(db, async (s) => {
      const far = fixtureDeparture(1, 21);
      const booking = await confirmedBooking(s, far);
      const result = await s.rpc(vera, minutesAfter(now, 6 * 24 * 60), 'cancel_booking', {
        booking_id: booking,
      });
      expect(result).toMatchObject({
        ok: true,
        value: { status: 'cancelled', refund: { amount: 22000, rule: 'withdrawal' } },
      });
    });
  });

  it("refunds by the tour's tiers after 7 days: 50 % of the price plus the taxa between 12 and 24 h", async () => {
    await story(db, async (s) => {
      const far = fixtureDeparture(1, 21); // 2026-12-12 09:00
      const booking = await confirmedBooking(s, far);
      const result = await s.rpc(vera, '2026-12-11T15:00:00-03:00', 'cancel_booking', {
        booking_id: booking,
      });
      expect(result).toMatchObject({
        ok: true,
        value: { refund: { amount: 10000 + 2000, rule: 'tier_50' } },
      });
      const seats = await s.sql<{ active: boolean }>(
        `select active from public.booking_seats where booking_id = $1`,
        [booking],
      );
      expect(seats).toEqual([{ active: false }, { active: false }]);
    });
  });

  it('refuses once the tour has started, and refuses strangers', async () => {
    await story(db, async (s) => {
      const booking = await confirmedBooking(s, escunaLater);
      expect(await s.rpc(gabriela, now, 'cancel_booking', { booking_id: booking })).toMatchObject({
        ok: false,
        message: 'not_found',
      });
      expect(
        await s.rpc(vera, '2026-11-24T09:00:00-03:00', 'cancel_booking', { booking_id: booking }),
      ).toMatchObject({ ok: false, message: 'tour_started' });
    });
  });
});

describe('cancel_departure', () => {
  it('cancels every booking, refunds the paid ones in full and records the notifications', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(gabriela, now, 'cancel_departure', { departure_id: nearlyFull, reason: 'Mar' }),
      ).toMatchObject({ ok: false, code: '42501' });
      const result = await s.rpc(bruno, now, 'cancel_departure', {
        departure_id: nearlyFull,
        reason: 'Mar fechado pela Capitania dos Portos',
      });
      expect(result).toMatchObject({
        ok: true,
        value: { status: 'cancelled', bookings_cancelled: 4, refunded_total: 308000 },
      });
      const refunds = await s.sql<{ n: number; total: number }>(
        `select count(*)::int as n, sum(r.amount)::int as total from public.refunds r
         join public.bookings b on b.id = r.booking_id
         where b.departure_id = $1 and r.reason = 'departure_cancelled'`,
        [nearlyFull],
      );
      expect(refunds).toEqual([{ n: 3, total: 308000 }]);
      const notes = await s.sql<{ channel: string; n: number }>(
        `select channel, count(*)::int as n from public.notifications
         where departure_id = $1 and reason = 'departure_cancelled' group by 1 order by 1`,
        [nearlyFull],
      );
      expect(notes).toEqual([
        { channel: 'email', n: 4 },
        { channel: 'whatsapp', n: 4 },
      ]);
      const map = await s.rpc<SeatMap>(anonymous, now, 'seat_map', { departure_id: nearlyFull });
      expect(map.ok && map.value.seats.every((x) => ['free', 'blocked'].includes(x.state))).toBe(
        true,
      );
    });
  });

  it('lets an admin cancel too, and never twice', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'cancel_departure', {
          departure_id: escunaLater,
          reason: 'Ressaca',
        }),
      ).toMatchObject({ ok: true });
      expect(
        await s.rpc(admin, now, 'cancel_departure', {
          departure_id: escunaLater,
          reason: 'Ressaca',
        }),
      ).toMatchObject({ ok: false, message: 'not_cancellable' });
    });
  });
});

describe('expire_holds, reviews and demo dates', () => {
  it('expire_holds is for the provider side / pg_cron only', async () => {
    await story(db, async (s) => {
      expect(await s.rpc(vera, now, 'expire_holds', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
      // At the fixture clock + 30 min the lancha hold and the awaiting Pix have both lapsed.
      expect(await s.rpc(provider, minutesAfter(now, 30), 'expire_holds', {})).toEqual({
        ok: true,
        value: 2,
      });
    });
  });

  it('review_boat is for admins, and audited', async () => {
    await story(db, async (s) => {
      // Otávio's saveiro (admin-management fixtures): pending, no published departure yet.
      const boat = '00000000-0000-4000-8000-00000020b101';
      expect(
        await s.rpc(bruno, now, 'review_boat', { boat_id: boat, decision: 'approved' }),
      ).toMatchObject({ ok: false, code: '42501' });
      // A boat carrying published departures keeps its approval (suspend the tours first).
      expect(
        await s.rpc(admin, now, 'review_boat', {
          boat_id: 'b0a70000-0000-4000-8000-000000000002',
          decision: 'refused',
          reason: 'Cartão de lotação vencido',
        }),
      ).toMatchObject({ ok: false, message: 'boat_has_published_departures' });
      expect(
        await s.rpc(admin, now, 'review_boat', { boat_id: boat, decision: 'refused' }),
      ).toMatchObject({ ok: false, message: 'invalid_decision' });
      expect(
        await s.rpc(admin, now, 'review_boat', {
          boat_id: boat,
          decision: 'refused',
          reason: 'Cartão de lotação vencido',
        }),
      ).toMatchObject({ ok: true });
      const audit = await s.sql<{ action: string }>(
        `select action from public.audit_logs where action = 'boat.review' order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['boat.review']);
    });
  });

  it('rebase_demo_dates moves every fixture date by the same amount', async () => {
    await story(db, async (s) => {
      const before = await s.sql<{ starts_at: Date }>(
        `select starts_at from public.departures where id = $1`,
        [nearlyFull],
      );
      await s.sql(`select private.rebase_demo_dates('2027-01-10T10:30:00-03:00')`);
      const after = await s.sql<{ starts_at: Date; expiry: Date }>(
        `select d.starts_at, (select hold_expires_at from public.bookings where status = 'held') as expiry
         from public.departures d where d.id = $1`,
        [nearlyFull],
      );
      const shift = Date.parse('2027-01-10T10:30:00-03:00') - Date.parse(now);
      expect(after[0]?.starts_at.getTime()).toBe((before[0]?.starts_at.getTime() ?? 0) + shift);
      expect(after[0]?.expiry.getTime()).toBe(Date.parse(now) + 8 * 60_000 + shift);
    });
  });
});
