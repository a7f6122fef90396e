import type { PGlite } from '@electric-sql/pglite';
import { bookingErrorMessage, readBrCode } from '@mare/domain';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaCache, type SchemaCache } from '../../mocks/src/postgrest/index.ts';
import {
  anonCaller,
  serviceCaller,
  translatorFetch,
  userCaller,
  type Caller,
} from '../../mocks/src/postgrest/test-support.ts';
import { fixtureClock, fixtureDeparture, fixtureTour } from './harness/booking-session.ts';
import { createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * The real supabase-js drives every booking table and function over PostgREST's wire, answered
 * by the PostgREST translator on PGlite (the mock backend's engine) running the migrations and
 * the seed. Requests commit like PostgREST's, so the steps below build on each other; the
 * database clock is the fixture clock for the whole session.
 */
let db: PGlite;
let cache: SchemaCache;

beforeAll(async () => {
  db = await createDatabase();
  await db.exec(`set mare.now = '${fixtureClock}'`);
  cache = await loadSchemaCache(db);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

function client(caller: Caller): SupabaseClient {
  return createClient('https://mare-demo.supabase.co', 'anon-key', {
    global: {
      fetch: translatorFetch(
        db,
        () => cache,
        () => caller,
      ),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const anon = () => client(anonCaller);
const as = (user: { id: string; email: string }) => client(userCaller(user.id, user.email));
const provider = () => client(serviceCaller);
const vera = () => as(users.visitante);
const bruno = () => as(users.barqueiro);
const admin = () => as(users.admin);

/** The data of a supabase-js answer, failing with its error otherwise. */
function ok<T>(result: { data: unknown; error: { message: string } | null }, step: string): T {
  if (result.error) throw new Error(`${step}: ${result.error.message}`);
  return result.data as T;
}

interface Hold {
  booking_id: string;
  code: string;
  seats: string[];
}
interface Checkout {
  total: number;
  payment: { txid: string; br_code: string | null; amount: number };
}

const escunaLater = fixtureDeparture(1, 3);
const contact = { name: 'Vera Visitante', email: 'visitante@mare.example' };
const vera1 = { full_name: 'Vera Visitante', cpf: '529.982.247-25', birth_date: '1988-04-12' };

describe('the public, through supabase-js', () => {
  it('reads published tours and their departures, the seat map and the departures list', async () => {
    const tours = ok<{ slug: string }[]>(await anon().from('tours').select('slug'), 'tours');
    expect(tours).toHaveLength(6);
    const departures = ok<{ id: string }[]>(
      await anon().from('departures').select('id').eq('tour_id', fixtureTour(1)).limit(3),
      'departures',
    );
    expect(departures).toHaveLength(3);
    const map = ok<{ seats: unknown[] }>(
      await anon().rpc('seat_map', { departure_id: escunaLater }),
      'seat_map',
    );
    expect(map.seats).toHaveLength(36);
    const list = ok<{ id: string; seats_left: number }[]>(
      await anon().rpc('tour_departures', { tour_id: fixtureTour(3) }),
      'tour_departures',
    );
    expect(list.find((d) => d.id === fixtureDeparture(3, 2))?.seats_left).toBe(0);
  });

  it('cannot hold seats: 401 with the database refusal', async () => {
    const result = await anon().rpc('hold_seats', {
      departure_id: escunaLater,
      seat_codes: ['P1'],
    });
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });
});

describe('a buyer, through supabase-js', () => {
  it('holds, checks out, pays in demo mode, reads the booking and cancels it with a refund', async () => {
    const hold = ok<Hold>(
      await vera().rpc('hold_seats', { departure_id: escunaLater, seat_codes: ['P1', 'P2'] }),
      'hold_seats',
    );
    const checkout = ok<Checkout>(
      await vera().rpc('checkout', {
        booking_id: hold.booking_id,
        contact,
        passengers: [
          vera1,
          { full_name: 'Ana Souza', cpf: '111.444.777-35', birth_date: '1990-01-01' },
        ],
      }),
      'checkout',
    );
    expect(checkout.total).toBe(22000);
    expect(readBrCode(checkout.payment.br_code ?? '')?.amount).toBe(22000);
    const paid = ok<{ status: string }>(
      await vera().rpc('demo_confirm_payment', { booking_id: hold.booking_id }),
      'demo_confirm_payment',
    );
    expect(paid.status).toBe('confirmed');

    const booking = ok<{ status: string; total: number }>(
      await vera().from('bookings').select('status, total').eq('id', hold.booking_id).single(),
      'bookings',
    );
    expect(booking).toEqual({ status: 'confirmed', total: 22000 });
    const seats = ok<unknown[]>(
      await vera().from('booking_seats').select('seat_id').eq('booking_id', hold.booking_id),
      'booking_seats',
    );
    expect(seats).toHaveLength(2);
    const passengers = ok<{ band: string }[]>(
      await vera().from('passengers').select('band').eq('booking_id', hold.booking_id),
      'passengers',
    );
    expect(passengers.map((p) => p.band)).toEqual(['adult', 'adult']);
    const payments = ok<{ status: string }[]>(
      await vera().from('payments').select('status').eq('booking_id', hold.booking_id),
      'payments',
    );
    expect(payments).toEqual([{ status: 'paid' }]);
    const notes = ok<{ reason: string }[]>(
      await vera().from('notifications').select('reason').eq('booking_id', hold.booking_id),
      'notifications',
    );
    expect(notes).toEqual([{ reason: 'booking_confirmed' }]);

    const cancelled = ok<{ refund: { amount: number; rule: string } }>(
      await vera().rpc('cancel_booking', { booking_id: hold.booking_id }),
      'cancel_booking',
    );
    expect(cancelled.refund).toEqual({ amount: 22000, rule: 'withdrawal' });
    const refunds = ok<{ amount: number }[]>(
      await vera().from('refunds').select('amount').eq('booking_id', hold.booking_id),
      'refunds',
    );
    expect(refunds).toEqual([{ amount: 22000 }]);
  });

  it('gets a refusal code that maps to a pt-BR message', async () => {
    const result = await as(users.guia).rpc('hold_seats', {
      departure_id: fixtureDeparture(1, 1),
      seat_codes: ['P1'],
    });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({
      code: 'P0001',
      message: 'seat_taken',
      hint: 'mare.booking',
    });
    expect(bookingErrorMessage(result.error?.message ?? '')).toBe(
      'Alguém acabou de reservar um desses lugares. Escolha outro.',
    );
  });

  it('lets the database choose seats for the party', async () => {
    const hold = ok<Hold>(
      await as(users.guia).rpc('hold_seats_for_me', {
        departure_id: escunaLater,
        party_size: 3,
        preferred_zone: 'cabine',
      }),
      'hold_seats_for_me',
    );
    expect(hold.seats).toEqual(['K1', 'K2', 'K3']);
  });
});

describe("the payment provider's side (service_role), through supabase-js", () => {
  it('attaches a BR Code, confirms a payment and expires lapsed holds; buyers may not', async () => {
    const hold = ok<Hold>(
      await vera().rpc('hold_seats', { departure_id: escunaLater, seat_codes: ['C1'] }),
      'hold',
    );
    const checkout = ok<Checkout>(
      await vera().rpc('checkout', { booking_id: hold.booking_id, contact, passengers: [vera1] }),
      'checkout',
    );
    const { txid, amount } = checkout.payment;
    expect((await vera().rpc('confirm_payment', { txid, amount })).error?.code).toBe('42501');
    expect(
      (await provider().rpc('set_payment_br_code', { txid, br_code: checkout.payment.br_code }))
        .status,
    ).toBe(204);
    const confirmed = ok<{ status: string }>(
      await provider().rpc('confirm_payment', { txid, amount }),
      'confirm_payment',
    );
    expect(confirmed.status).toBe('confirmed');
    expect(ok<number>(await provider().rpc('expire_holds'), 'expire_holds')).toBe(0);
    expect((await vera().rpc('expire_holds')).error?.code).toBe('42501');
  });
});

describe('a boat owner and an admin, through supabase-js', () => {
  it('manage boats, layouts, tours and departures under row security', async () => {
    const boat = ok<{ id: string; verification: string }>(
      await bruno()
        .from('boats')
        .insert({
          owner_id: users.barqueiro.id,
          name: 'Saveiro Ventania',
          kind: 'saveiro',
          registration: '381-777777-7',
          capacity: 6,
        })
        .select('id, verification')
        .single(),
      'insert boat',
    );
    expect(boat.verification).toBe('pending');
    // Zones and seats change only through save_boat_layout (it keeps sold and held seats).
    const direct = await bruno()
      .from('boat_zones')
      .insert({ boat_id: boat.id, code: 'conves', name: 'Convés' });
    expect(direct.error?.code).toBe('42501');
    const zones = [{ key: 'deck', id: '', code: 'conves', name: 'Convés', covered: false }];
    const seats = Array.from({ length: 7 }, (_, i) => ({
      id: '',
      code: `V${i + 1}`,
      zone: 'deck',
      row: Math.floor(i / 2),
      col: i % 2,
      kind: i === 5 ? 'blocked' : 'passenger',
    }));
    const badCode = await bruno().rpc('save_boat_layout', {
      boat_id: boat.id,
      zones: [{ ...zones[0], code: 'convés' }],
      seats: seats.slice(0, 6),
    });
    expect(badCode.error?.message).toBe('layout_invalid');
    const tooMany = await bruno().rpc('save_boat_layout', {
      boat_id: boat.id,
      zones,
      seats: seats.map((seat) => ({ ...seat, kind: 'passenger' })),
    });
    expect(tooMany.error?.message).toBe('passenger_seats_exceed_capacity');
    const layout = ok<{ zones: { id: string; code: string }[] }>(
      await bruno().rpc('save_boat_layout', { boat_id: boat.id, zones, seats: seats.slice(0, 6) }),
      'save layout',
    );
    const deck = { id: layout.zones[0]?.id ?? '' };
    ok(
      await bruno()
        .from('boats')
        .update({ amenities: ['toldo'] })
        .eq('id', boat.id),
      'update boat',
    );

    const tour = ok<{ id: string }>(
      await bruno()
        .from('tours')
        .insert({
          owner_id: users.barqueiro.id,
          beach_id: 'praia-do-forno',
          slug: 'saveiro-por-do-sol',
          title: 'Pôr do sol de saveiro',
          duration_minutes: 90,
          price_adult: 8000,
          price_child: 4000,
        })
        .select('id')
        .single(),
      'insert tour',
    );
    const published = await bruno().from('tours').update({ status: 'published' }).eq('id', tour.id);
    expect(published.error?.code).toBe('42501');
    const skipped = await bruno().from('tours').update({ status: 'in_review' }).eq('id', tour.id);
    expect(skipped.error).toMatchObject({ code: '42501', message: 'tour_status_locked' });
    ok(await admin().rpc('review_boat', { boat_id: boat.id, decision: 'approved' }), 'review_boat');
    // The owner's submission checks a complete listing; this bare tour skips to the admin.
    await db.query(`update public.tours set status = 'in_review' where id = $1`, [tour.id]);
    ok(
      await admin().rpc('admin_decide_tour', { tour_id: tour.id, decision: 'publish' }),
      'admin_decide_tour',
    );
    expect(
      (await bruno().rpc('review_boat', { boat_id: boat.id, decision: 'approved' })).error?.code,
    ).toBe('42501');

    const departure = ok<{ id: string }>(
      await bruno()
        .from('departures')
        .insert({
          tour_id: tour.id,
          boat_id: boat.id,
          starts_at: '2026-11-28T20:00:00Z',
          sales_cutoff_at: '2026-11-28T19:00:00Z',
        })
        .select('id')
        .single(),
      'insert departure',
    );
    ok(
      await bruno().from('departures').update({ min_passengers: 2 }).eq('id', departure.id),
      'update departure',
    );
    const map = ok<{ seats: { state: string }[] }>(
      await anon().rpc('seat_map', { departure_id: departure.id }),
      'seat_map',
    );
    expect(map.seats.map((s) => s.state)).toEqual([
      'free',
      'free',
      'free',
      'free',
      'free',
      'blocked',
    ]);

    expect(
      (await bruno().from('boat_seats').delete().eq('code', 'V5').eq('boat_id', boat.id)).error
        ?.code,
    ).toBe('42501');
    const draft = ok<{ id: string }>(
      await bruno()
        .from('tours')
        .insert({
          owner_id: users.barqueiro.id,
          place: 'Cabo Frio',
          slug: 'rascunho-descartado',
          title: 'Rascunho',
          duration_minutes: 60,
          price_adult: 1000,
          price_child: 500,
        })
        .select('id')
        .single(),
      'insert draft',
    );
    ok(await bruno().from('tours').delete().eq('id', draft.id), 'delete draft');
    const spare = ok<{ id: string }>(
      await bruno()
        .from('boats')
        .insert({
          owner_id: users.barqueiro.id,
          name: 'Bote reserva',
          kind: 'outro',
          registration: '381-000000-1',
          capacity: 2,
        })
        .select('id')
        .single(),
      'insert spare',
    );
    expect(
      (await bruno().from('boat_zones').update({ name: 'Proa' }).eq('id', deck.id)).error?.code,
    ).toBe('42501');
    ok(await bruno().from('boats').delete().eq('id', spare.id), 'delete boat');
    expect((await bruno().from('boat_zones').delete().eq('id', deck.id)).error?.code).toBe('42501');
  });

  it('reads the manifest of a departure and cancels it for weather, notifying everyone', async () => {
    const nearlyFull = fixtureDeparture(1, 1);
    const manifest = ok<{ id: string }[]>(
      await bruno().from('bookings').select('id').eq('departure_id', nearlyFull),
      'manifest',
    );
    expect(manifest).toHaveLength(4);
    const result = ok<{ bookings_cancelled: number }>(
      await bruno().rpc('cancel_departure', {
        departure_id: nearlyFull,
        reason: 'Mar fechado pela Capitania dos Portos',
      }),
      'cancel_departure',
    );
    expect(result.bookings_cancelled).toBe(4);
    const veraNotes = ok<{ channel: string }[]>(
      await vera()
        .from('notifications')
        .select('channel')
        .eq('departure_id', nearlyFull)
        .eq('reason', 'departure_cancelled')
        .order('channel'),
      'notifications',
    );
    expect(veraNotes).toEqual([{ channel: 'email' }, { channel: 'whatsapp' }]);
  });
});
