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
 * Editing a published tour (issue 33, item 2; migration 20261130000300). What the tour is goes
 * back to review; prices and cancellation terms change at once for new holds only (a raise of
 * more than 50% per seat over the approved price goes back to review too); bookings already
 * made keep their amount and terms.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);
const admin = asUser(users.admin);
const provider: Actor = { kind: 'service' };
const now = fixtureClock;
const escuna = fixtureTour(1);
const escunaLater = fixtureDeparture(1, 3);
const escunaNextWeek = fixtureDeparture(1, 9);
const target = `tours/${escuna}`;

const contact = {
  name: 'Vera Visitante',
  email: 'visitante@mare.example',
  phone: '(71) 99999-0006',
};
const oneAdult = JSON.stringify([
  { full_name: 'Vera Visitante', cpf: '529.982.247-25', birth_date: '1988-04-12' },
]);

/** The owner's REST edit (PostgREST: update ... where id = ..., as `authenticated`). */
const edit = (s: Session, set: string, params: unknown[] = [], at = now) =>
  s.as(bruno, at, async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      `update public.tours set ${set} where id = '${escuna}' returning status`,
      params,
    );
    return rows[0]?.status;
  });
const statusOf = async (s: Session) =>
  (await s.sql<{ status: string }>(`select status from public.tours where id = $1`, [escuna]))[0]
    ?.status;
const audits = (s: Session, action: string) =>
  s.sql<{ actor_id: string; details: Record<string, unknown> }>(
    `select actor_id, details from public.audit_logs where target = $1 and action = $2 order by id`,
    [target, action],
  );
const listed = async (s: Session) => {
  const listing = await s.rpc<{ tours: { id: string }[] }>(anonymous, now, 'tour_listing_page', {
    page_size: 48,
  });
  if (!listing.ok) throw new Error(listing.message);
  return listing.value.tours.some((t) => t.id === escuna);
};
const hold = (s: Session, departure = escunaLater, seat = 'C1', at = now) =>
  s.rpc<{ booking_id: string }>(vera, at, 'hold_seats', {
    departure_id: departure,
    seat_codes: [seat],
  });

/** Vera buys one adult seat and the provider confirms the Pix. */
async function paidBooking(s: Session, departure: string, seat: string) {
  const held = await hold(s, departure, seat);
  if (!held.ok) throw new Error(held.message);
  const at = minutesAfter(now, 3);
  const charged = await s.rpc<{ total: number; payment: { txid: string; amount: number } }>(
    vera,
    at,
    'checkout',
    { booking_id: held.value.booking_id, contact, passengers: oneAdult },
  );
  if (!charged.ok) throw new Error(charged.message);
  const paid = await s.rpc(provider, minutesAfter(now, 5), 'confirm_payment', {
    txid: charged.value.payment.txid,
    amount: charged.value.payment.amount,
  });
  if (!paid.ok) throw new Error(paid.message);
  return { bookingId: held.value.booking_id, total: charged.value.total };
}

describe('what the tour is', () => {
  it('an edited title sends a published tour back to review: off the listing, no new holds, audited', async () => {
    await story(db, async (s) => {
      const { bookingId, total } = await paidBooking(s, escunaNextWeek, 'C1');
      expect(await listed(s)).toBe(true);

      expect(await edit(s, `title = 'Escuna pelas praias de Arraial, agora com almoço'`)).toEqual({
        ok: true,
        value: 'in_review',
      });
      expect(await statusOf(s)).toBe('in_review');
      expect(await listed(s)).toBe(false);
      expect(await hold(s)).toMatchObject({ ok: false, message: 'departure_closed' });
      const [entry] = await audits(s, 'tour.back_to_review');
      expect(entry).toMatchObject({
        actor_id: users.barqueiro.id,
        details: {
          fields: ['title'],
          price_over_bound: false,
          before: {
            status: 'published',
            title: 'Passeio de escuna pelas praias de Arraial do Cabo',
          },
          after: { status: 'in_review', title: 'Escuna pelas praias de Arraial, agora com almoço' },
        },
      });

      // The booking already made is untouched.
      const [booking] = await s.sql<{ status: string; total: number }>(
        `select status, total from public.bookings where id = $1`,
        [bookingId],
      );
      expect(booking).toEqual({ status: 'confirmed', total });
    });
  });

  it.each([
    [
      'summary',
      `summary = 'Praia do Forno, Ilha do Farol e Gruta Azul, em escuna com almoço a bordo.'`,
    ],
    ['slug', `slug = 'escuna-arraial'`],
    ['beach_id', `beach_id = null, place = 'Arraial do Cabo'`],
    ['itinerary', `itinerary = '[{"title":"Praia do Forno","minutes":60}]'`],
    ['included', `included = '["Colete salva-vidas"]'`],
    ['not_included', `not_included = '[]'`],
    [
      'meeting_point',
      `meeting_point = '{"address":"Marina dos Pescadores, Arraial do Cabo - RJ"}'`,
    ],
    ['what_to_bring', `what_to_bring = '["Protetor solar"]'`],
    ['photos', `photos = '["/images/tours/outra.webp"]'`],
    ['languages', `languages = '["pt-BR"]'`],
    ['duration_minutes', `duration_minutes = 180`],
    ['minimum_age', `minimum_age = 12`],
    ['child_max_age', `child_max_age = 10`],
    ['lap_max_age', `lap_max_age = null`],
  ])('%s too', async (field, set) => {
    await story(db, async (s) => {
      expect(await edit(s, set)).toEqual({ ok: true, value: 'in_review' });
      const [entry] = await audits(s, 'tour.back_to_review');
      expect(entry?.details.fields).toContain(field);
    });
  });

  it('the whole form saved unchanged, the default boat or the owner’s draft keep their status', async () => {
    await story(db, async (s) => {
      const same = await edit(
        s,
        `title = title, summary = summary, itinerary = itinerary, meeting_point = meeting_point,
         photos = photos, price_adult = price_adult, cancellation_tiers = cancellation_tiers,
         status = status`,
      );
      expect(same).toEqual({ ok: true, value: 'published' });
      expect(await edit(s, 'default_boat_id = null')).toEqual({ ok: true, value: 'published' });
      // In review or draft, an edit is the owner's to make (the admin's version check covers it).
      const draft = fixtureTour(7);
      const drafted = await s.as(bruno, now, async (tx) => {
        const { rows } = await tx.query<{ status: string }>(
          `update public.tours set title = 'Rascunho reescrito' where id = $1 returning status`,
          [draft],
        );
        return rows[0]?.status;
      });
      expect(drafted).toEqual({ ok: true, value: 'draft' });
      expect(await audits(s, 'tour.back_to_review')).toEqual([]);
      expect(await audits(s, 'tour.price_change')).toEqual([]);
    });
  });

  it('cannot leave the tour incomplete: the edit is refused and the tour stays published', async () => {
    await story(db, async (s) => {
      expect(await edit(s, `photos = '[]', summary = 'Curto'`)).toMatchObject({
        ok: false,
        message: 'tour_incomplete',
      });
      expect(await statusOf(s)).toBe('published');
      expect(await audits(s, 'tour.back_to_review')).toEqual([]);
    });
  });

  it('cannot be dodged by sending the status along: published stays the admin’s word', async () => {
    await story(db, async (s) => {
      expect(await edit(s, `title = 'Outro título', status = 'published'`)).toEqual({
        ok: true,
        value: 'in_review',
      });
    });
  });

  it('the admin decides on the edited version: a stale read is refused, the current one publishes', async () => {
    await story(db, async (s) => {
      const [seen] = await s.sql<{ updated_at: string }>(
        `select updated_at from public.tours where id = $1`,
        [escuna],
      );
      expect(
        await edit(s, `summary = 'Arraial do Cabo em escuna: Forno, Farol e Gruta Azul.'`),
      ).toEqual({
        ok: true,
        value: 'in_review',
      });
      const stale = await s.rpc(admin, now, 'admin_decide_tour', {
        tour_id: escuna,
        decision: 'publish',
        seen_updated_at: seen?.updated_at,
      });
      expect(stale).toMatchObject({ ok: false, message: 'tour_changed' });
      const [current] = await s.sql<{ updated_at: string }>(
        `select updated_at from public.tours where id = $1`,
        [escuna],
      );
      const published = await s.rpc(admin, now, 'admin_decide_tour', {
        tour_id: escuna,
        decision: 'publish',
        seen_updated_at: current?.updated_at,
      });
      expect(published).toMatchObject({ ok: true, value: { status: 'published' } });
      expect(await listed(s)).toBe(true);
      expect(await hold(s)).toMatchObject({ ok: true });
    });
  });

  it('service and superuser writes (seeds, scripts) do not count as the owner’s edits', async () => {
    await story(db, async (s) => {
      const byService = await s.as(provider, now, async (tx) => {
        const { rows } = await tx.query<{ status: string }>(
          `update public.tours set title = 'Ajuste da plataforma' where id = $1 returning status`,
          [escuna],
        );
        return rows[0]?.status;
      });
      expect(byService).toEqual({ ok: true, value: 'published' });
    });
  });
});

describe('prices and cancellation terms', () => {
  it('change at once for new holds only, audited with before and after; a booking made before keeps its amount and terms', async () => {
    await story(db, async (s) => {
      // Bought at the fixture clock: 100,00 + 10,00 taxa de embarque, 24 h before → 100%.
      const { bookingId, total } = await paidBooking(s, escunaNextWeek, 'C2');
      expect(total).toBe(11000);
      // A hold open during the change pays what it was held at.
      const heldBefore = await hold(s, escunaLater, 'C4');
      if (!heldBefore.ok) throw new Error(heldBefore.message);

      const tiers = '[{"hours_before":72,"percent":100},{"hours_before":48,"percent":50}]';
      expect(
        await edit(s, `price_adult = 13000, boarding_fee = 1500, cancellation_tiers = $1`, [tiers]),
      ).toEqual({ ok: true, value: 'published' });
      const [entry] = await audits(s, 'tour.price_change');
      expect(entry).toMatchObject({
        actor_id: users.barqueiro.id,
        details: {
          fields: ['boarding_fee', 'cancellation_tiers', 'price_adult'],
          needs_review: false,
          before: {
            price_adult: 10000,
            boarding_fee: 1000,
            cancellation_tiers: [
              { hours_before: 24, percent: 100 },
              { hours_before: 12, percent: 50 },
            ],
          },
          after: {
            price_adult: 13000,
            boarding_fee: 1500,
            cancellation_tiers: [
              { hours_before: 72, percent: 100 },
              { hours_before: 48, percent: 50 },
            ],
          },
        },
      });
      expect(await audits(s, 'tour.back_to_review')).toEqual([]);

      // A new hold pays the new price.
      const held = await hold(s, escunaLater, 'C3');
      if (!held.ok) throw new Error(held.message);
      const charged = await s.rpc<{ total: number }>(vera, minutesAfter(now, 1), 'checkout', {
        booking_id: held.value.booking_id,
        contact,
        passengers: oneAdult,
      });
      expect(charged).toMatchObject({ ok: true, value: { total: 14500 } });
      const checkedOut = await s.rpc<{ total: number }>(vera, minutesAfter(now, 2), 'checkout', {
        booking_id: heldBefore.value.booking_id,
        contact,
        passengers: JSON.stringify([
          { full_name: 'Rui Visitante', cpf: '111.444.777-35', birth_date: '1990-01-01' },
        ]),
      });
      expect(checkedOut).toMatchObject({ ok: true, value: { total: 11000 } });

      // The earlier booking keeps its amount, and its refund follows the terms it was sold
      // with: cancelled 25 h before (more than 7 days after the purchase) it is 100%, where the
      // new terms would give back only the taxa de embarque.
      const [booking] = await s.sql<{ total: number; starts_at: string }>(
        `select b.total, d.starts_at from public.bookings b
         join public.departures d on d.id = b.departure_id where b.id = $1`,
        [bookingId],
      );
      expect(booking?.total).toBe(11000);
      const at = new Date(Date.parse(booking?.starts_at ?? '') - 25 * 3_600_000).toISOString();
      const cancelled = await s.rpc(vera, at, 'cancel_booking', { booking_id: bookingId });
      expect(cancelled).toMatchObject({
        ok: true,
        value: { refund: { amount: 11000, rule: 'tier_100' } },
      });
    });
  });

  it('a raise of more than 50% per seat over the approved price goes back to review, counted from the approved price', async () => {
    await story(db, async (s) => {
      // Approved: adult 100,00 + 10,00; child 50,00 + 10,00. Bound: 165,00 and 90,00 per seat.
      expect(await edit(s, 'price_adult = 15000')).toEqual({ ok: true, value: 'published' });
      expect(await edit(s, 'price_adult = 15500', [], minutesAfter(now, 1))).toEqual({
        ok: true,
        value: 'published',
      });
      // 155,00 + 10,00 = 165,00 is the bound; one centavo more is past it.
      expect(await edit(s, 'price_adult = 15501', [], minutesAfter(now, 2))).toEqual({
        ok: true,
        value: 'in_review',
      });
      const [entry] = await audits(s, 'tour.back_to_review');
      expect(entry).toMatchObject({
        actor_id: users.barqueiro.id,
        details: {
          fields: ['price_adult'],
          price_over_bound: true,
          before: { status: 'published', price_adult: 15500 },
          after: { status: 'in_review', price_adult: 15501 },
        },
      });
      const changes = await audits(s, 'tour.price_change');
      expect(changes.map((c) => c.details.needs_review)).toEqual([false, false, true]);
      expect(await hold(s)).toMatchObject({ ok: false, message: 'departure_closed' });

      // Once the admin publishes it, the bound counts from the new approved price.
      const published = await s.rpc(admin, now, 'admin_decide_tour', {
        tour_id: escuna,
        decision: 'publish',
      });
      expect(published).toMatchObject({ ok: true });
      expect(await edit(s, 'price_adult = 20000', [], minutesAfter(now, 3))).toEqual({
        ok: true,
        value: 'published',
      });
    });
  });

  it('the boarding fee and the child price count too; a price cut needs no review', async () => {
    await story(db, async (s) => {
      expect(await edit(s, 'price_adult = 1000, price_child = 500')).toEqual({
        ok: true,
        value: 'published',
      });
      // Child: 50,00 + 10,00 approved; 50,00 + 40,00 = 90,00 is the bound, 40,01 past it.
      expect(
        await edit(s, 'price_child = 5000, boarding_fee = 4001', [], minutesAfter(now, 1)),
      ).toEqual({
        ok: true,
        value: 'in_review',
      });
    });
  });
});
