import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, fixtureTour, story } from './harness/booking-session.ts';
import type { Session } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Issue 33, items 7, 8 and part of 9: each attack of the review, as PostgREST would run it, and
 * now refused.
 */
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
const mestre = asUser(users.mestre);
const now = fixtureClock;
const nearlyFull = fixtureDeparture(1, 1);

/** A select as the caller: its rows, or the refusal. */
const select = <T = Record<string, unknown>>(
  s: Session,
  actor: Parameters<Session['as']>[0],
  sql: string,
  params: unknown[] = [],
) => s.as(actor, now, async (tx) => (await tx.query<T>(sql, params)).rows);

async function veraBooking(s: Session): Promise<string> {
  const [row] = await s.sql<{ id: string }>(
    `select b.id from public.bookings b join public.departures d on d.id = b.departure_id
     where b.buyer_id = $1 and b.status = 'confirmed' and d.starts_at > $2::timestamptz + interval '1 day'
     order by b.created_at limit 1`,
    [users.visitante.id, now],
  );
  if (!row) throw new Error('no confirmed booking of Vera');
  return row.id;
}

describe('item 7: an owner reads what the manifest shows, no more', () => {
  it('the owner no longer reads full CPFs and birth dates from passengers; buyer and admin still do', async () => {
    await story(db, async (s) => {
      const sql = `select p.cpf, p.birth_date from public.passengers p
                   join public.bookings b on b.id = p.booking_id where b.departure_id = $1`;
      expect(await select(s, bruno, sql, [nearlyFull])).toEqual({ ok: true, value: [] });
      const asAdmin = await select(s, admin, sql, [nearlyFull]);
      expect(asAdmin.ok && asAdmin.value.length).toBe(31);
      const booking = await veraBooking(s);
      const own = await select(s, vera, `select cpf from public.passengers where booking_id = $1`, [
        booking,
      ]);
      expect(own.ok && own.value.length).toBeGreaterThan(0);
    });
  });

  it('nobody reads a buyer’s contact e-mail, phone or name from bookings; the other columns stay', async () => {
    await story(db, async (s) => {
      for (const column of ['contact_email', 'contact_phone', 'contact_name']) {
        expect(
          await select(s, bruno, `select ${column} from public.bookings where departure_id = $1`, [
            nearlyFull,
          ]),
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await select(s, bruno, `select * from public.bookings where departure_id = $1`, [
          nearlyFull,
        ]),
      ).toMatchObject({ ok: false, code: '42501' });
      const counts = await select<{ seat_count: number }>(
        s,
        bruno,
        `select seat_count, lap_count, status, total from public.bookings where departure_id = $1`,
        [nearlyFull],
      );
      expect(counts.ok && counts.value).toHaveLength(4);
    });
  });

  it('booking_seats and refunds carry nothing personal; payments stay the buyer’s and admins’', async () => {
    await story(db, async (s) => {
      expect(
        await select(
          s,
          bruno,
          `select * from public.payments p join public.bookings b
          on b.id = p.booking_id where b.departure_id = $1`,
          [nearlyFull],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
      const payments = await select(
        s,
        bruno,
        `select p.id from public.payments p where p.booking_id in
           (select id from public.bookings where departure_id = $1)`,
        [nearlyFull],
      );
      expect(payments).toEqual({ ok: true, value: [] });
    });
  });

  it('departure_boarding_list gives the owner full CPFs and birth dates, audited per call', async () => {
    await story(db, async (s) => {
      interface BoardingList {
        departure: { boat_registration: string };
        passengers: { full_name: string; cpf: string | null; birth_date: string; band: string }[];
      }
      const first = await s.rpc<BoardingList>(bruno, now, 'departure_boarding_list', {
        p_departure: nearlyFull,
      });
      if (!first.ok) throw new Error(first.message);
      expect(first.value.passengers).toHaveLength(31);
      for (const p of first.value.passengers.filter((x) => x.band === 'adult')) {
        expect(p.cpf).toMatch(/^\d{11}$/);
        expect(p.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      await s.rpc(bruno, now, 'departure_boarding_list', { p_departure: nearlyFull });
      const audit = await s.sql<{ action: string; actor_id: string; details: unknown }>(
        `select action, actor_id, details from public.audit_logs where target = $1 order by id`,
        [`departures/${nearlyFull}`],
      );
      expect(audit).toEqual([
        {
          action: 'departure.boarding_list',
          actor_id: users.barqueiro.id,
          details: { passengers: 31 },
        },
        {
          action: 'departure.boarding_list',
          actor_id: users.barqueiro.id,
          details: { passengers: 31 },
        },
      ]);
    });
  });

  it('departure_boarding_list is the tour owner’s alone (admins included), anonymous cannot call it', async () => {
    await story(db, async (s) => {
      for (const actor of [vera, gabriela, admin, anonymous]) {
        expect(
          await s.rpc(actor, now, 'departure_boarding_list', { p_departure: nearlyFull }),
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await s.rpc(bruno, now, 'departure_boarding_list', {
          p_departure: '00000000-0000-4000-8000-00000019bfff',
        }),
      ).toMatchObject({ ok: false, message: 'not_found' });
    });
  });

  it('owner_awaiting_payments lists the owner’s bookings waiting for Pix, without contact data', async () => {
    await story(db, async (s) => {
      const list = await s.rpc<Record<string, unknown>[]>(
        bruno,
        now,
        'owner_awaiting_payments',
        {},
      );
      if (!list.ok) throw new Error(list.message);
      expect(list.value.length).toBeGreaterThan(0);
      for (const row of list.value) {
        expect(Object.keys(row).sort()).toEqual(
          [
            'code',
            'hold_expires_at',
            'id',
            'seat_count',
            'starts_at',
            'total',
            'tour_title',
          ].sort(),
        );
      }
      expect(await s.rpc(vera, now, 'owner_awaiting_payments', {})).toEqual({
        ok: true,
        value: [],
      });
      expect(await s.rpc(anonymous, now, 'owner_awaiting_payments', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});

describe('item 8: a blocked admin loses every admin power at once', () => {
  const block = (s: Session) =>
    s.sql(
      `update auth.users set banned_until = $2::timestamptz + interval '876000 hours' where id = $1`,
      [users.admin.id, now],
    );

  it('reads no passengers, payments or other profiles once blocked (and did before)', async () => {
    await story(db, async (s) => {
      const reads = [
        `select id from public.passengers`,
        `select id from public.payments`,
        `select id from public.profiles where id <> '${users.admin.id}'`,
        `select id from public.perfis_usuarios where id <> '${users.admin.id}'`,
        `select id from public.notifications`,
      ];
      for (const sql of reads) {
        const before = await select(s, admin, sql);
        expect(before.ok && before.value.length, sql).toBeGreaterThan(0);
      }
      await block(s);
      for (const sql of reads) {
        expect(await select(s, admin, sql), sql).toEqual({ ok: true, value: [] });
      }
    });
  });

  it('cancelled other people’s bookings and departures before the block', async () => {
    await story(db, async (s) => {
      const booking = await veraBooking(s);
      expect(await s.rpc(admin, now, 'cancel_booking', { booking_id: booking })).toMatchObject({
        ok: true,
      });
      expect(
        await s.rpc(admin, now, 'cancel_departure', { departure_id: nearlyFull, reason: 'Teste' }),
      ).toMatchObject({ ok: true });
    });
  });

  it('cannot cancel another person’s booking or a departure once blocked', async () => {
    await story(db, async (s) => {
      const booking = await veraBooking(s);
      await block(s);
      // The booking is not the caller's: as if it did not exist.
      expect(await s.rpc(admin, now, 'cancel_booking', { booking_id: booking })).toMatchObject({
        ok: false,
        message: 'not_found',
      });
      expect(
        await s.rpc(admin, now, 'cancel_departure', { departure_id: nearlyFull, reason: 'Teste' }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(await s.rpc(admin, now, 'admin_recent_audit', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });

  it('a ban that has lapsed gives the powers back', async () => {
    await story(db, async (s) => {
      await s.sql(
        `update auth.users set banned_until = $2::timestamptz - interval '1 minute' where id = $1`,
        [users.admin.id, now],
      );
      const read = await select(s, admin, `select id from public.passengers`);
      expect(read.ok && read.value.length).toBeGreaterThan(0);
    });
  });
});

describe('item 9: seats change only through save_boat_layout', () => {
  it('refuses a direct update, insert or delete of boat_seats and boat_zones by the owner', async () => {
    await story(db, async (s) => {
      const [seat] = await s.sql<{ id: string; boat_id: string; zone_id: string }>(
        `select s.id, s.boat_id, s.zone_id from public.boat_seats s
         join public.departures d on d.boat_id = s.boat_id
         join public.booking_seats bs on bs.seat_id = s.id and bs.departure_id = d.id and bs.active
         where d.id = $1 limit 1`,
        [nearlyFull],
      );
      if (!seat) throw new Error('no sold seat');
      const attacks = [
        [`update public.boat_seats set kind = 'blocked' where id = $1`, [seat.id]],
        [`delete from public.boat_seats where id = $1`, [seat.id]],
        [
          `insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col) values ($1, $2, 'Z99', 99, 99)`,
          [seat.boat_id, seat.zone_id],
        ],
        [`update public.boat_zones set name = 'x' where id = $1`, [seat.zone_id]],
        [`delete from public.boat_zones where id = $1`, [seat.zone_id]],
        [
          `insert into public.boat_zones (boat_id, code, name) values ($1, 'nova', 'Nova')`,
          [seat.boat_id],
        ],
      ] as const;
      for (const [sql, params] of attacks) {
        expect(await select(s, bruno, sql, [...params]), sql).toMatchObject({
          ok: false,
          code: '42501',
        });
      }
      const [kept] = await s.sql<{ kind: string }>(
        `select kind from public.boat_seats where id = $1`,
        [seat.id],
      );
      expect(kept?.kind).not.toBe('blocked');
    });
  });
});

describe('item 9: refused admin visits are recorded through a bounded function', () => {
  it('refuses the direct insert into audit_logs', async () => {
    await story(db, async (s) => {
      expect(
        await select(
          s,
          vera,
          `insert into public.audit_logs (action, target, details) values ('admin_access_denied', '/admin', '{}')`,
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('records at most 10 per account per hour, then silently drops the rest', async () => {
    await story(db, async (s) => {
      const results: unknown[] = [];
      for (let i = 0; i < 15; i++) {
        const result = await s.rpc<boolean>(vera, now, 'record_admin_access_denied', {
          target: `/admin/users/${i}`,
        });
        results.push(result.ok && result.value);
      }
      expect(results).toEqual([...Array<boolean>(10).fill(true), ...Array<boolean>(5).fill(false)]);
      const [count] = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_logs where actor_id = $1 and action = 'admin_access_denied'`,
        [users.visitante.id],
      );
      expect(count?.n).toBe(10);
      // An hour later the account may be recorded again.
      expect(
        await s.rpc(vera, '2026-11-21T11:31:00-03:00', 'record_admin_access_denied', {
          target: '/admin',
        }),
      ).toEqual({ ok: true, value: true });
    });
  });

  it('keeps today’s validation: an /admin… target of at most 200 characters, signed in', async () => {
    await story(db, async (s) => {
      for (const target of ['/conta', `/admin/${'x'.repeat(300)}`, '']) {
        expect(await s.rpc(vera, now, 'record_admin_access_denied', { target })).toMatchObject({
          ok: false,
          message: 'audit_target_invalid',
        });
      }
      expect(
        await s.rpc(anonymous, now, 'record_admin_access_denied', { target: '/admin' }),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('admin_recent_audit keeps admin actions in view however many visits are refused', async () => {
    await story(db, async (s) => {
      await s.sql(
        `insert into public.audit_logs (actor_id, action, target, created_at)
         select $1, 'user.block', '/users/x', $2::timestamptz - (i || ' minutes')::interval
         from generate_series(1, 20) i`,
        [users.admin.id, now],
      );
      await s.sql(
        `insert into public.audit_logs (actor_id, action, target, created_at)
         select $1, 'admin_access_denied', '/admin', $2::timestamptz + (i || ' seconds')::interval
         from generate_series(1, 50) i`,
        [users.visitante.id, now],
      );
      const recent = await s.rpc<{ action: string }[]>(admin, now, 'admin_recent_audit', {
        p_limit: 10,
      });
      if (!recent.ok) throw new Error(recent.message);
      expect(recent.value).toHaveLength(10);
      expect(recent.value.filter((e) => e.action === 'admin_access_denied')).toHaveLength(3);
    });
  });
});

describe('item 9: provider requests are validated and bounded', () => {
  const request = (n: number) =>
    `('${users.guia.id}', 'Vera Visitante', 'Preciso de uma guia ${n}', '2026-11-25T10:00:00-03:00')`;
  // Vera starts with no request of her own (the seed gives her some).
  const fresh = (s: Session) =>
    s.sql(`delete from public.provider_requests where requester_id = $1`, [users.visitante.id]);
  const insert = (rows: string[]) =>
    `insert into public.provider_requests (provider_id, requester_name, message, reply_by) values ${rows.join(', ')}`;

  it('refuses a statement inserting many requests at once', async () => {
    await story(db, async (s) => {
      await fresh(s);
      const many = Array.from({ length: 1000 }, (_, i) => request(i));
      expect(await select(s, vera, insert(many))).toMatchObject({
        ok: false,
        message: 'request_limit',
      });
      expect(await select(s, vera, insert([request(1), request(2)]))).toMatchObject({
        ok: false,
        message: 'request_limit',
      });
      const [count] = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.provider_requests where requester_id = $1`,
        [users.visitante.id],
      );
      expect(count?.n).toBe(0);
    });
  });

  it('allows three pending requests to one provider, not a fourth', async () => {
    await story(db, async (s) => {
      await fresh(s);
      for (let i = 0; i < 3; i++) {
        expect(await select(s, vera, insert([request(i)]))).toMatchObject({ ok: true });
      }
      expect(await select(s, vera, insert([request(4)]))).toMatchObject({
        ok: false,
        message: 'request_limit',
      });
    });
  });

  it('allows 20 requests a day per requester, not a 21st', async () => {
    await story(db, async (s) => {
      await fresh(s);
      await s.sql(
        `insert into public.provider_requests (provider_id, requester_id, requester_name, message,
           reply_by, status, answered_at, created_at)
         select $1, $2, 'Vera Visitante', 'Pedido antigo', $3::timestamptz + interval '1 day',
           'declined', $3::timestamptz, $3::timestamptz - (i || ' minutes')::interval
         from generate_series(1, 20) i`,
        [users.guia.id, users.visitante.id, now],
      );
      expect(await select(s, vera, insert([request(1)]))).toMatchObject({
        ok: false,
        message: 'request_limit',
      });
    });
  });

  it('refuses a request in someone else’s name', async () => {
    await story(db, async (s) => {
      expect(
        await select(
          s,
          vera,
          `insert into public.provider_requests (provider_id, requester_id, requester_name, message, reply_by)
           values ($1, $2, 'Bruno', 'Em nome de outro', '2026-11-25T10:00:00-03:00')`,
          [users.guia.id, users.barqueiro.id],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });
});

describe('item 9: review_tour is gone', () => {
  it('cannot publish a tour past admin_decide_tour’s checks', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'review_tour', { tour_id: fixtureTour(7), status: 'published' }),
      ).toMatchObject({ ok: false, code: '42883' });
    });
  });
});

describe('item 9: only the bound master admin grants or revokes the admin role', () => {
  it('another admin cannot make a user admin, nor demote an admin', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'admin_set_user_role', {
          user_id: users.visitante.id,
          role: 'admin',
        }),
      ).toMatchObject({ ok: false, message: 'master_only' });
      // Other roles stay every admin's.
      expect(
        await s.rpc(admin, now, 'admin_set_user_role', {
          user_id: users.visitante.id,
          role: 'boat_owner',
        }),
      ).toMatchObject({ ok: true, value: { role: 'boat_owner' } });
      // The master makes Vera admin; Ana cannot undo it, the master can.
      expect(
        await s.rpc(mestre, now, 'admin_set_user_role', {
          user_id: users.visitante.id,
          role: 'admin',
        }),
      ).toMatchObject({ ok: true, value: { role: 'admin' } });
      expect(
        await s.rpc(admin, now, 'admin_set_user_role', {
          user_id: users.visitante.id,
          role: 'user',
        }),
      ).toMatchObject({ ok: false, message: 'master_only' });
      expect(
        await s.rpc(mestre, now, 'admin_set_user_role', {
          user_id: users.visitante.id,
          role: 'user',
        }),
      ).toMatchObject({ ok: true, value: { role: 'user' } });
      const audit = await s.sql<{ actor_id: string; details: { after: { role: string } } }>(
        `select actor_id, details from public.audit_logs where target = $1 and action = 'user.role_change' order by id`,
        [`users/${users.visitante.id}`],
      );
      expect(audit.map((a) => [a.actor_id, a.details.after.role])).toEqual([
        [users.admin.id, 'boat_owner'],
        [users.mestre.id, 'admin'],
        [users.mestre.id, 'user'],
      ]);
    });
  });

  it('am_i_master_admin answers for the caller only', async () => {
    await story(db, async (s) => {
      expect(await s.rpc(mestre, now, 'am_i_master_admin', {})).toEqual({ ok: true, value: true });
      expect(await s.rpc(admin, now, 'am_i_master_admin', {})).toEqual({ ok: true, value: false });
      expect(await s.rpc(vera, now, 'am_i_master_admin', {})).toEqual({ ok: true, value: false });
      expect(await s.rpc(anonymous, now, 'am_i_master_admin', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});
