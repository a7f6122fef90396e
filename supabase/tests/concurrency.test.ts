import { mulberry32 } from '@mare/domain';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bookingWorld, type World } from './harness/booking-world.ts';
import { actAs, setClock, useServer } from './harness/server.ts';

/**
 * The guarantee on a real PostgreSQL server with many connections at once (PGlite has one
 * connection and cannot show it): a seat is sold at most once and a departure never holds more
 * people than its boat's lotação, whatever the interleaving.
 */
const clock = '2026-11-21T10:30:00-03:00';
const later = (minutes: number) => new Date(Date.parse(clock) + minutes * 60_000).toISOString();

const db = useServer(200);

async function buildWorld(options: Parameters<typeof bookingWorld>[0]): Promise<World> {
  const { sql, world } = bookingWorld(options);
  await db.admin.query(sql);
  return world;
}

type Attempt =
  { ok: true; value: { booking_id: string; seats: string[] } } | { ok: false; code: string };

/** Runs one RPC per client at once, each as its own buyer, with the same clock. */
async function race(
  world: World,
  at: string,
  count: number,
  call: (client: pg.Client, index: number) => Promise<pg.QueryResult>,
): Promise<Attempt[]> {
  const racers = db.clients.slice(0, count);
  await Promise.all(
    racers.map(async (client, i) => {
      await actAs(client, world.buyerIds[i] ?? null);
      await setClock(client, at);
    }),
  );
  return Promise.all(
    racers.map(async (client, i): Promise<Attempt> => {
      try {
        const result = await call(client, i);
        return { ok: true, value: Object.values(result.rows[0] as object)[0] };
      } catch (error) {
        return { ok: false, code: (error as Error).message };
      }
    }),
  );
}

async function activeSeats(departureId: string) {
  const { rows } = await db.admin.query<{ seat: string; times: number }>(
    `select s.code as seat, count(*)::int as times
     from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
     join public.bookings b on b.id = bs.booking_id
     where bs.departure_id = $1 and b.status in ('held', 'awaiting_payment', 'confirmed')
     group by s.code`,
    [departureId],
  );
  return rows;
}

describe('on a real PostgreSQL server with many connections', () => {
  it('100 connections for one seat: exactly one booking, 99 clear refusals', async () => {
    const world = await buildWorld({ key: 1, seats: 24, buyers: 100, clock });
    const attempts = await race(world, clock, 100, (client) =>
      client.query('select public.hold_seats($1, $2)', [world.departureId, ['S7']]),
    );
    const won = attempts.filter((a) => a.ok);
    const refused = attempts.flatMap((a) => (a.ok ? [] : [a.code]));
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: 99 }, () => 'seat_taken'));
    expect(await activeSeats(world.departureId)).toEqual([{ seat: 'S7', times: 1 }]);
  }, 60_000);

  it('200 connections with random parties on a 24-seat departure: never over 24, never a seat twice', async () => {
    const world = await buildWorld({ key: 2, seats: 24, buyers: 200, clock });
    const random = mulberry32(20261124);
    const plans = Array.from({ length: 200 }, () => {
      const size = 1 + Math.floor(random() * 4);
      const codes = new Set<string>();
      while (codes.size < size) codes.add(`S${1 + Math.floor(random() * 24)}`);
      return { size, codes: [...codes], forMe: random() < 0.3 };
    });
    const attempts = await race(world, clock, 200, (client, i) => {
      const plan = plans[i];
      if (!plan) throw new Error('no plan');
      return plan.forMe
        ? client.query('select public.hold_seats_for_me($1, $2)', [world.departureId, plan.size])
        : client.query('select public.hold_seats($1, $2)', [world.departureId, plan.codes]);
    });

    const seats = await activeSeats(world.departureId);
    expect(seats.every((s) => s.times === 1)).toBe(true);
    expect(seats.length).toBeLessThanOrEqual(24);
    const granted = attempts.flatMap((a) => (a.ok ? a.value.seats : []));
    expect(new Set(granted).size).toBe(granted.length);
    expect(granted.sort()).toEqual(seats.map((s) => s.seat).sort());
    const refusals = new Set(attempts.flatMap((a) => (a.ok ? [] : [a.code])));
    expect([...refusals].every((code) => ['seat_taken', 'capacity_reached'].includes(code))).toBe(
      true,
    );
    expect(attempts.filter((a) => a.ok).length).toBeGreaterThan(0);
    const { rows } = await db.admin.query<{ people: number }>(
      `select coalesce(sum(seat_count + lap_count), 0)::int as people from public.bookings
       where departure_id = $1 and status in ('held', 'awaiting_payment', 'confirmed')`,
      [world.departureId],
    );
    expect(rows[0]?.people).toBe(seats.length);
  }, 60_000);

  it('the unique index alone refuses a second active row for a seat, written past the functions', async () => {
    const world = await buildWorld({ key: 3, seats: 4, buyers: 50, clock });
    await db.admin.query(
      `insert into public.bookings (code, departure_id, buyer_id, hold_expires_at, seat_count)
       select 'TST' || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + i / 31, 1)
                    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + i % 31, 1) || 'Z',
              $1, $2, now() + interval '10 minutes', 1
       from generate_series(0, 49) i`,
      [world.departureId, world.buyerIds[0]],
    );
    const { rows: bookings } = await db.admin.query<{ id: string }>(
      'select id from public.bookings where departure_id = $1',
      [world.departureId],
    );
    const racers = db.clients.slice(0, 50);
    await Promise.all(racers.map((c) => actAs(c, null)));
    const results = await Promise.all(
      racers.map((client, i) =>
        client
          .query(
            `insert into public.booking_seats (booking_id, departure_id, seat_id)
             select $1, $2, id from public.boat_seats where boat_id = $3 and code = 'S1'`,
            [bookings[i]?.id, world.departureId, world.boatId],
          )
          .then(
            () => 'inserted',
            (error: { code?: string }) => error.code ?? 'unknown',
          ),
      ),
    );
    expect(results.filter((r) => r === 'inserted')).toHaveLength(1);
    expect(results.filter((r) => r === '23505')).toHaveLength(49);
  }, 60_000);

  it('holds that expire free their seats: the next holder gets them, once', async () => {
    const world = await buildWorld({ key: 4, seats: 8, buyers: 60, clock });
    const first = await race(world, clock, 1, (client) =>
      client.query('select public.hold_seats($1, $2)', [world.departureId, ['S1', 'S2']]),
    );
    expect(first[0]?.ok).toBe(true);

    // Nine minutes later the hold still stands.
    const early = await race(world, later(9), 10, (client, i) =>
      client.query('select public.hold_seats($1, $2)', [
        world.departureId,
        i === 0 ? ['S1'] : ['S2'],
      ]),
    );
    expect(early.every((a) => !a.ok && a.code === 'seat_taken')).toBe(true);

    // Past ten minutes it lapses: 59 others race for the same two seats, one wins.
    const attempts = await race(world, later(11), 60, (client) =>
      client.query('select public.hold_seats($1, $2)', [world.departureId, ['S1', 'S2']]),
    );
    // Client 0 is the first holder again: they may take their seats back like anyone else.
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(await activeSeats(world.departureId)).toEqual(
      expect.arrayContaining([
        { seat: 'S1', times: 1 },
        { seat: 'S2', times: 1 },
      ]),
    );
    const { rows } = await db.admin.query<{ status: string }>(
      `select status from public.bookings where departure_id = $1 order by created_at, status`,
      [world.departureId],
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'held']);
  }, 60_000);

  it('a payment for an expired hold never confirms a seat someone else holds now', async () => {
    const world = await buildWorld({ key: 5, seats: 4, buyers: 2, clock });
    const [buyerA, buyerB] = db.clients;
    if (!buyerA || !buyerB) throw new Error('no clients');
    await actAs(buyerA, world.buyerIds[0] ?? null);
    await setClock(buyerA, clock);
    const hold = await buyerA.query<{ r: { booking_id: string } }>(
      'select public.hold_seats($1, $2) as r',
      [world.departureId, ['S3']],
    );
    const bookingId = hold.rows[0]?.r.booking_id;
    const checkout = await buyerA.query<{ r: { payment: { txid: string; amount: number } } }>(
      'select public.checkout($1, $2, $3) as r',
      [
        bookingId,
        { name: 'Ana Lima', email: 'ana@exemplo.com.br' },
        JSON.stringify([
          { full_name: 'Ana Lima', cpf: '529.982.247-25', birth_date: '1990-05-01' },
        ]),
      ],
    );
    const payment = checkout.rows[0]?.r.payment;
    if (!payment) throw new Error('no payment');

    // 31 minutes on the Pix charge has lapsed. B takes the seat while the late payment lands.
    await actAs(buyerB, world.buyerIds[1] ?? null);
    await setClock(buyerB, later(31));
    const provider = await db.server.connect();
    try {
      await provider.query(
        `select set_config('request.jwt.claims', '{"role":"service_role"}', false)`,
      );
      await provider.query('set role service_role');
      await setClock(provider, later(31));
      const [bHold, paid] = await Promise.all([
        buyerB.query('select public.hold_seats($1, $2) as r', [world.departureId, ['S3']]),
        provider.query<{ r: { status: string; payment: string } }>(
          'select public.confirm_payment($1, $2) as r',
          [payment.txid, payment.amount],
        ),
      ]);
      expect(bHold.rows).toHaveLength(1);
      expect(paid.rows[0]?.r).toMatchObject({ status: 'expired', payment: 'refunded' });
    } finally {
      await provider.end();
    }

    const { rows } = await db.admin.query<{ buyer: string; status: string }>(
      `select b.buyer_id as buyer, b.status from public.bookings b
       where b.departure_id = $1 order by b.created_at`,
      [world.departureId],
    );
    expect(rows).toEqual([
      { buyer: world.buyerIds[0], status: 'expired' },
      { buyer: world.buyerIds[1], status: 'held' },
    ]);
    const refunds = await db.admin.query<{ amount: number; reason: string }>(
      'select amount, reason from public.refunds where booking_id = $1',
      [bookingId],
    );
    expect(refunds.rows).toEqual([{ amount: payment.amount, reason: 'paid_after_expiry' }]);
    expect(await activeSeats(world.departureId)).toEqual([{ seat: 'S3', times: 1 }]);
  }, 60_000);
});

// Holds do most of their work before the departure's lock (20261130000500_fast_holds.sql): an
// account's counts still come one after the other, and "Escolher por mim", which now chooses
// before the lock and checks under it, still picks what private.choose_seats picks.
describe('holds that work before the departure lock', () => {
  it('one account holding from 6 tabs at once over 6 departures: 3 open holds, never 4', async () => {
    const worlds: World[] = [];
    for (let k = 0; k < 6; k++) {
      worlds.push(await buildWorld({ key: 10 + k, seats: 8, buyers: k === 0 ? 1 : 0, clock }));
    }
    const [first] = worlds;
    if (!first) throw new Error('no world');
    const oneBuyer = { ...first, buyerIds: Array(6).fill(first.buyerIds[0]) };
    const attempts = await race(oneBuyer, clock, 6, (client, i) =>
      client.query('select public.hold_seats($1, $2)', [worlds[i]?.departureId, ['S1']]),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    expect(attempts.flatMap((a) => (a.ok ? [] : [a.code]))).toEqual(
      Array(3).fill('too_many_holds'),
    );
  }, 60_000);

  it('one account holding 5 parties of 5 at once on one departure: 12 people, never more', async () => {
    const world = await buildWorld({ key: 20, seats: 40, buyers: 1, clock });
    const oneBuyer = { ...world, buyerIds: Array(5).fill(world.buyerIds[0]) };
    const attempts = await race(oneBuyer, clock, 5, (client, i) =>
      client.query('select public.hold_seats($1, $2)', [
        world.departureId,
        Array.from({ length: 5 }, (_, j) => `S${5 * i + j + 1}`),
      ]),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(2);
    expect(attempts.flatMap((a) => (a.ok ? [] : [a.code]))).toEqual(
      Array(3).fill('too_many_people'),
    );
  }, 60_000);

  it('40 parties of 2 choosing "Escolher por mim" at once on 60 seats: 30 seated, 10 told it is full', async () => {
    const world = await buildWorld({ key: 30, seats: 60, buyers: 40, clock });
    const attempts = await race(world, clock, 40, (client) =>
      client.query('select public.hold_seats_for_me($1, 2)', [world.departureId]),
    );
    const granted = attempts.flatMap((a) => (a.ok ? a.value.seats : []));
    expect(attempts.filter((a) => a.ok && a.value.seats.length === 2)).toHaveLength(30);
    expect(attempts.flatMap((a) => (a.ok ? [] : [a.code]))).toEqual(
      Array(10).fill('capacity_reached'),
    );
    expect(new Set(granted).size).toBe(60);
    expect(await activeSeats(world.departureId)).toHaveLength(60);
  }, 60_000);

  it('"Escolher por mim" picks what private.choose_seats picks, on random boats partly sold', async () => {
    const world = await buildWorld({ key: 40, seats: 48, buyers: 60, clock });
    const random = mulberry32(20261130);
    const [client] = db.clients;
    if (!client) throw new Error('no client');
    await setClock(client, clock);
    await setClock(db.admin, clock);
    for (let trial = 0; trial < 25; trial++) {
      await db.admin.query('delete from public.bookings where departure_id = $1', [
        world.departureId,
      ]);
      const taken = new Set<string>();
      const count = Math.floor(random() * 21);
      while (taken.size < count) taken.add(`S${1 + Math.floor(random() * 48)}`);
      let buyer = 0;
      for (const seat of taken) {
        await actAs(client, world.buyerIds[buyer++] ?? null);
        await client.query('select public.hold_seats($1, $2)', [world.departureId, [seat]]);
      }
      const size = 1 + Math.floor(random() * 6);
      const zone = [null, 'proa', 'popa'][Math.floor(random() * 3)] ?? null;
      const expected = await db.admin.query<{ codes: string[] | null }>(
        `select private.choose_seats(jsonb_agg(jsonb_build_object(
           'code', s.code, 'zone', s.zone, 'zone_position', s.zone_position, 'row', s.seat_row,
           'col', s.seat_col, 'kind', s.kind, 'free', s.state = 'free')), $2, $3) as codes
         from private.seat_states($1) s`,
        [world.departureId, size, zone],
      );
      await actAs(client, world.buyerIds[59] ?? null);
      const got = await client
        .query<{ r: { seats: string[] } }>('select public.hold_seats_for_me($1, $2, $3) as r', [
          world.departureId,
          size,
          zone,
        ])
        .then(
          ({ rows }) => rows[0]?.r.seats,
          (error: Error) => error.message,
        );
      const codes = expected.rows[0]?.codes;
      expect(got, `trial ${trial}: ${size} in ${zone ?? 'any zone'}`).toEqual(
        codes ? [...codes].sort() : 'capacity_reached',
      );
    }
  }, 120_000);
});

describe('the e-mail outbox on many connections (issue 35)', () => {
  it('two senders claiming at once never take the same row: a held row is skipped, not waited for', async () => {
    const user = '0e0b0000-0000-4000-8000-000000000001';
    await db.admin.query(
      `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
       values ($1, 'outbox@mare.example', now(), '{}') on conflict do nothing`,
      [user],
    );
    await db.admin.query(
      `insert into public.notifications (user_id, reason, channel, body, next_attempt_at)
       select $1, 'booking_confirmed', 'email', 'n' || i, $2::timestamptz - interval '1 minute'
       from generate_series(1, 6) i`,
      [user, clock],
    );
    const [first, second] = db.clients;
    if (!first || !second) throw new Error('no clients');
    for (const client of [first, second]) {
      await actAs(client, null);
      await setClock(client, clock);
    }
    const claim = async (client: pg.Client, batch: number) => {
      const { rows } = await client.query<{ claimed: { id: string }[] }>(
        'select public.claim_email_notifications($1, 60) as claimed',
        [batch],
      );
      return (rows[0]?.claimed ?? []).map((row) => row.id);
    };
    // The first sender's claim is still open (its transaction holds the row locks) while the
    // second claims: skip locked hands the second the other rows at once.
    await first.query('begin');
    const firstIds = await claim(first, 4);
    const secondIds = await Promise.race([
      claim(second, 10),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('waited')), 5_000)),
    ]);
    await first.query('commit');
    expect(firstIds).toHaveLength(4);
    expect(secondIds).toHaveLength(2);
    expect(new Set([...firstIds, ...secondIds]).size).toBe(6);
    // Once claimed (status sending, lease running), nobody claims them again.
    expect(await claim(second, 10)).toEqual([]);
    await db.admin.query(`delete from public.notifications where user_id = $1`, [user]);
  });
});
