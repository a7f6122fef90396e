import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureTour, story, type Session } from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { adminFixtures } from './harness/admin-manage.ts';
import { SEED_ACCOUNT_COUNT, users } from './harness/fixtures.ts';

const { otavio, rita, saveiro, reviewTour } = adminFixtures;

/** The admin management functions (migration 20261127000500) on the seed's i20b fixtures. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const admin = asUser(users.admin);
const master = asUser(users.mestre);
const now = fixtureClock;

/** Who must be refused every admin function: a boat owner, a visitor, anonymous. */
const outsiders: [string, Actor][] = [
  ['boat owner', asUser(users.barqueiro)],
  ['visitor', asUser(users.visitante)],
  ['anonymous', anonymous],
];

interface AuditRow {
  actor_id: string;
  action: string;
  target: string;
  details: { before: Record<string, unknown>; after: Record<string, unknown> } & Record<
    string,
    unknown
  >;
}
const lastAudit = async (s: Session, target: string) =>
  (
    await s.sql<AuditRow>(
      `select actor_id, action, target, details from public.audit_logs
       where target = $1 order by id desc limit 1`,
      [target],
    )
  )[0];
const auditCount = async (s: Session) =>
  Number((await s.sql<{ n: string }>('select count(*) as n from public.audit_logs'))[0]?.n);

/** Every function with arguments that would succeed for an admin. */
const calls: [string, Record<string, unknown>][] = [
  ['admin_list_users', { search: 'rita' }],
  ['admin_user_detail', { user_id: rita.id }],
  ['admin_set_user_role', { user_id: rita.id, role: 'boat_owner' }],
  ['admin_block_user', { user_id: rita.id, reason: 'Fraude no pagamento' }],
  ['admin_list_tours', {}],
  ['admin_boat_owner_queue', {}],
  ['admin_decide_tour', { tour_id: fixtureTour(7), decision: 'publish' }],
  ['review_boat', { boat_id: saveiro, decision: 'approved' }],
];

describe('who may call the admin functions', () => {
  it.each(calls)('%s: an admin may, and nobody else (42501)', async (name, args) => {
    await story(db, async (s) => {
      for (const [, outsider] of outsiders) {
        const refused = await s.rpc(outsider, now, name, args);
        expect(refused).toMatchObject({ ok: false, code: '42501' });
      }
      const ok = await s.rpc(admin, now, name, args);
      expect(ok.ok ? 'ok' : ok.message).toBe('ok');
    });
  });

  it('admin_unblock_user: an admin may, and nobody else', async () => {
    await story(db, async (s) => {
      await s.rpc(admin, now, 'admin_block_user', { user_id: rita.id, reason: 'Teste' });
      for (const [, outsider] of outsiders)
        expect(
          await s.rpc(outsider, now, 'admin_unblock_user', { user_id: rita.id }),
        ).toMatchObject({
          ok: false,
          code: '42501',
        });
      expect((await s.rpc(admin, now, 'admin_unblock_user', { user_id: rita.id })).ok).toBe(true);
    });
  });

  it('refuses a blocked admin at once, even with a token still valid', async () => {
    await story(db, async (s) => {
      const blocked = await s.rpc(master, now, 'admin_block_user', {
        user_id: users.admin.id,
        reason: 'Conta comprometida',
      });
      expect(blocked.ok).toBe(true);
      expect(await s.rpc(admin, now, 'admin_list_users', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});

describe('users', () => {
  it('searches by name or e-mail, filters by role and status, and pages with the total', async () => {
    await story(db, async (s) => {
      type Page = { total: number; users: { email: string; role: string; status: string }[] };
      const page = async (args: Record<string, unknown>) => {
        const r = await s.rpc<Page>(admin, now, 'admin_list_users', args);
        if (!r.ok) throw new Error(r.message);
        return r.value;
      };
      expect((await page({ search: 'Reserva' })).users.map((u) => u.email)).toEqual([rita.email]);
      expect((await page({ search: 'OTAVIO.MARINHEIRO' })).users.map((u) => u.email)).toEqual([
        otavio.email,
      ]);
      // % is matched literally, never as a wildcard.
      expect((await page({ search: '%' })).total).toBe(0);
      const owners = await page({ role: 'boat_owner' });
      expect(owners.users.map((u) => u.email).sort()).toEqual([
        users.barqueiro.email,
        'dona.lancha@mare.example',
        otavio.email,
      ]);
      expect((await page({ status: 'unconfirmed' })).users.map((u) => u.email)).toEqual([
        users.pendente.email,
      ]);
      const all = await page({ page_size: 3 });
      expect(all.total).toBe(SEED_ACCOUNT_COUNT);
      expect(all.users).toHaveLength(3);
      const third = await page({ page_size: 3, page: 3 });
      expect(third.users).toHaveLength(Math.min(3, SEED_ACCOUNT_COUNT - 6));
      expect(await s.rpc(admin, now, 'admin_list_users', { role: 'root' })).toMatchObject({
        ok: false,
        message: 'invalid_filter',
      });
    });
  });

  it('shows one user with profile, bookings and the audit entries about them', async () => {
    await story(db, async (s) => {
      await s.rpc(admin, now, 'admin_set_user_role', {
        user_id: users.visitante.id,
        role: 'boat_owner',
      });
      const detail = await s.rpc<{
        user: { role: string; status: string };
        profile: { cidade: string };
        bookings: { code: string }[];
        history: { action: string; actor: string }[];
      }>(admin, now, 'admin_user_detail', { user_id: users.visitante.id });
      if (!detail.ok) throw new Error(detail.message);
      expect(detail.value.user).toMatchObject({ role: 'boat_owner', status: 'active' });
      expect(detail.value.profile.cidade).toBe('Salvador');
      expect(detail.value.bookings.length).toBeGreaterThan(0);
      expect(detail.value.history[0]).toMatchObject({
        action: 'user.role_change',
        actor: 'Ana Administradora',
      });
    });
  });

  it('changes a role and records before and after, by the admin, in the same transaction', async () => {
    await story(db, async (s) => {
      const r = await s.rpc<{ role: string }>(admin, now, 'admin_set_user_role', {
        user_id: rita.id,
        role: 'service_provider',
      });
      expect(r).toMatchObject({ ok: true, value: { role: 'service_provider' } });
      expect(await lastAudit(s, `users/${rita.id}`)).toEqual({
        actor_id: users.admin.id,
        action: 'user.role_change',
        target: `users/${rita.id}`,
        details: { before: { role: 'user' }, after: { role: 'service_provider' } },
      });
    });
  });

  it('never changes, blocks or unblocks the bound master, nor the admin themselves', async () => {
    await story(db, async (s) => {
      const before = await auditCount(s);
      for (const [name, args] of [
        ['admin_set_user_role', { user_id: users.mestre.id, role: 'user' }],
        ['admin_block_user', { user_id: users.mestre.id, reason: 'Tentativa' }],
        ['admin_unblock_user', { user_id: users.mestre.id }],
      ] as const)
        expect(await s.rpc(admin, now, name, args)).toMatchObject({
          ok: false,
          code: 'P0001',
          message: 'master_protected',
        });
      expect(
        await s.rpc(admin, now, 'admin_set_user_role', { user_id: users.admin.id, role: 'user' }),
      ).toMatchObject({ ok: false, message: 'own_account' });
      expect(
        await s.rpc(admin, now, 'admin_set_user_role', { user_id: rita.id, role: 'master' }),
      ).toMatchObject({ ok: false, message: 'invalid_role' });
      const [role] = await s.sql<{ role: string }>(
        'select role from public.perfis_usuarios where id = $1',
        [users.mestre.id],
      );
      expect(role?.role).toBe('admin');
      expect(await auditCount(s)).toBe(before);
    });
  });

  it('blocks with a reason: banned_until set, the reason kept, audited; unblocking lifts it', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'admin_block_user', { user_id: rita.id, reason: ' x ' }),
      ).toMatchObject({ ok: false, message: 'reason_required' });
      const blocked = await s.rpc<{ status: string }>(admin, now, 'admin_block_user', {
        user_id: rita.id,
        reason: '  Chargebacks repetidos  ',
      });
      expect(blocked).toMatchObject({ ok: true, value: { status: 'blocked' } });
      const [ban] = await s.sql<{ banned: boolean }>(
        `select banned_until > $2::timestamptz + interval '99 years' as banned from auth.users where id = $1`,
        [rita.id, now],
      );
      expect(ban?.banned).toBe(true);
      expect(await lastAudit(s, `users/${rita.id}`)).toMatchObject({
        actor_id: users.admin.id,
        action: 'user.block',
        details: {
          before: { status: 'active' },
          after: { status: 'blocked', reason: 'Chargebacks repetidos' },
        },
      });
      expect(
        await s.rpc(admin, now, 'admin_block_user', { user_id: rita.id, reason: 'De novo' }),
      ).toMatchObject({ ok: false, message: 'already_blocked' });
      const detail = await s.rpc<{ block: { reason: string; blocked_by: string } }>(
        admin,
        now,
        'admin_user_detail',
        { user_id: rita.id },
      );
      expect(detail).toMatchObject({
        ok: true,
        value: { block: { reason: 'Chargebacks repetidos', blocked_by: 'Ana Administradora' } },
      });

      const lifted = await s.rpc<{ status: string }>(admin, now, 'admin_unblock_user', {
        user_id: rita.id,
      });
      expect(lifted).toMatchObject({ ok: true, value: { status: 'active' } });
      const [after] = await s.sql<{ banned_until: unknown }>(
        'select banned_until from auth.users where id = $1',
        [rita.id],
      );
      expect(after?.banned_until).toBeNull();
      expect(await lastAudit(s, `users/${rita.id}`)).toMatchObject({
        action: 'user.unblock',
        details: {
          before: { status: 'blocked', reason: 'Chargebacks repetidos' },
          after: { status: 'active' },
        },
      });
      expect(await s.rpc(admin, now, 'admin_unblock_user', { user_id: rita.id })).toMatchObject({
        ok: false,
        message: 'not_blocked',
      });
    });
  });
});

describe('boat-owner verification', () => {
  it('lists the pending owner with documents and boats', async () => {
    await story(db, async (s) => {
      const queue = await s.rpc<
        { id: string; tax_id: string; boats: { id: string; verification: string }[] }[]
      >(admin, now, 'admin_boat_owner_queue', {});
      expect(queue).toMatchObject({
        ok: true,
        value: [
          {
            id: otavio.id,
            tax_id: '52998224725',
            boats: [{ id: saveiro, verification: 'pending' }],
          },
        ],
      });
      const approved = await s.rpc<unknown[]>(admin, now, 'admin_boat_owner_queue', {
        verification: 'approved',
      });
      expect(approved.ok && approved.value).toHaveLength(1);
    });
  });

  it('refuses with a reason the owner sees, audited with before and after', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'review_boat', { boat_id: saveiro, decision: 'refused' }),
      ).toMatchObject({ ok: false, message: 'invalid_decision' });
      const r = await s.rpc(admin, now, 'review_boat', {
        boat_id: saveiro,
        decision: 'refused',
        reason: 'Inscrição na Capitania ilegível',
      });
      expect(r.ok).toBe(true);
      const seen = await s.as(
        asUser(otavio),
        now,
        async (tx) =>
          (
            await tx.query('select verification, refusal_reason from public.boats where id = $1', [
              saveiro,
            ])
          ).rows,
      );
      expect(seen).toMatchObject({
        ok: true,
        value: [{ verification: 'refused', refusal_reason: 'Inscrição na Capitania ilegível' }],
      });
      expect(await lastAudit(s, `boats/${saveiro}`)).toMatchObject({
        actor_id: users.admin.id,
        action: 'boat.review',
        details: {
          before: { verification: 'pending', refusal_reason: null },
          after: { verification: 'refused', refusal_reason: 'Inscrição na Capitania ilegível' },
        },
      });
    });
  });

  it('keeps an unapproved boat from carrying published departures', async () => {
    await story(db, async (s) => {
      // Publishing the tour whose departures use the pending boat is refused…
      expect(
        await s.rpc(admin, now, 'admin_decide_tour', { tour_id: reviewTour, decision: 'publish' }),
      ).toMatchObject({ ok: false, message: 'boat_not_approved' });
      // …so is a new departure of a published tour on it (any path: here the superuser)…
      const insert = await s.as(asUser(users.barqueiro), now, (tx) =>
        tx.query(
          `insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at)
           values ($1, $2, '2026-12-20T12:00:00Z', '2026-12-20T11:00:00Z')`,
          [fixtureTour(1), saveiro],
        ),
      );
      expect(insert.ok).toBe(false);
      await expect(
        s.sql(
          `insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at)
           values ($1, $2, '2026-12-20T12:00:00Z', '2026-12-20T11:00:00Z')`,
          [fixtureTour(1), saveiro],
        ),
      ).rejects.toThrow('boat_not_approved');
    });
  });

  it('approves the boat, then the tour can be published; withdrawing approval is then refused', async () => {
    await story(db, async (s) => {
      expect(
        (await s.rpc(admin, now, 'review_boat', { boat_id: saveiro, decision: 'approved' })).ok,
      ).toBe(true);
      const published = await s.rpc<{ status: string }>(admin, now, 'admin_decide_tour', {
        tour_id: reviewTour,
        decision: 'publish',
      });
      expect(published).toMatchObject({ ok: true, value: { status: 'published' } });
      expect(
        await s.rpc(admin, now, 'review_boat', {
          boat_id: saveiro,
          decision: 'refused',
          reason: 'Vencida',
        }),
      ).toMatchObject({ ok: false, message: 'boat_has_published_departures' });
    });
  });
});

describe('tour review', () => {
  it('lists the review queue first with owner and what is ahead', async () => {
    await story(db, async (s) => {
      const list = await s.rpc<
        { id: string; status: string; owner_name: string; unapproved_boats: number }[]
      >(admin, now, 'admin_list_tours', {});
      if (!list.ok) throw new Error(list.message);
      expect(list.value[0]).toMatchObject({
        id: reviewTour,
        status: 'in_review',
        owner_name: 'Otávio Marinheiro',
        unapproved_boats: 1,
      });
      expect(list.value).toHaveLength(8);
      const drafts = await s.rpc<unknown[]>(admin, now, 'admin_list_tours', { status: 'draft' });
      expect(drafts.ok && drafts.value).toHaveLength(1);
    });
  });

  it('refuses a decision on a version of the tour the admin did not read', async () => {
    await story(db, async (s) => {
      const versionOf = async () =>
        (
          await s.sql<{ updated_at: string }>(
            'select updated_at::text from public.tours where id = $1',
            [reviewTour],
          )
        )[0]?.updated_at;
      const seen = await versionOf();
      // The owner rewrites the summary while the tour waits in review.
      await s.as(asUser(otavio), now, (tx) =>
        tx.query('update public.tours set summary = $2 where id = $1', [
          reviewTour,
          'Passeio de saveiro pelas praias do sul, agora com parada para almoço.',
        ]),
      );
      const current = await versionOf();
      expect(current).not.toBe(seen);
      const decide = (version: string | undefined) =>
        s.rpc(admin, now, 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'send_back',
          comments: 'Informe o ponto de encontro exato.',
          seen_updated_at: version,
        });
      expect(await decide(seen)).toMatchObject({ ok: false, message: 'tour_changed' });
      expect(await decide(current)).toMatchObject({ ok: true, value: { status: 'draft' } });
    });
  });

  it('sends back with comments the owner reads, audited', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'send_back',
        }),
      ).toMatchObject({ ok: false, message: 'comments_required' });
      const r = await s.rpc(admin, now, 'admin_decide_tour', {
        tour_id: reviewTour,
        decision: 'send_back',
        comments: 'Informe o ponto de encontro exato e a política de chuva.',
      });
      expect(r).toMatchObject({ ok: true, value: { status: 'draft' } });
      const notes = await s.as(
        asUser(otavio),
        now,
        async (tx) =>
          (
            await tx.query(
              'select decision, comments from public.tour_review_notes where tour_id = $1',
              [reviewTour],
            )
          ).rows,
      );
      expect(notes).toMatchObject({
        ok: true,
        value: [
          {
            decision: 'send_back',
            comments: 'Informe o ponto de encontro exato e a política de chuva.',
          },
        ],
      });
      const others = await s.as(
        asUser(users.barqueiro),
        now,
        async (tx) =>
          (
            await tx.query('select * from public.tour_review_notes where tour_id = $1', [
              reviewTour,
            ])
          ).rows,
      );
      expect(others).toEqual({ ok: true, value: [] });
      expect(await lastAudit(s, `tours/${reviewTour}`)).toMatchObject({
        action: 'tour.send_back',
        details: { before: { status: 'in_review' }, after: { status: 'draft' } },
      });
      expect(
        await s.rpc(admin, now, 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'suspend',
          comments: 'x'.repeat(5),
        }),
      ).toMatchObject({ ok: false, message: 'invalid_transition' });
    });
  });

  it('suspends keeping bookings: future departures closed, bookings untouched', async () => {
    await story(db, async (s) => {
      const count = async (sql: string) =>
        Number((await s.sql<{ n: string }>(sql, [fixtureTour(1), now]))[0]?.n);
      const openAhead = `select count(*) as n from public.departures where tour_id = $1
        and status in ('scheduled','confirmed') and starts_at > $2::timestamptz`;
      const confirmed = `select count(*) as n from public.bookings b join public.departures d on d.id = b.departure_id
        where d.tour_id = $1 and b.status = 'confirmed' and $2::timestamptz is not null`;
      const ahead = await count(openAhead);
      const confirmedBefore = await count(confirmed);
      const r = await s.rpc<{ departures_closed: number; bookings_cancelled: number }>(
        admin,
        now,
        'admin_decide_tour',
        { tour_id: fixtureTour(1), decision: 'suspend', comments: 'Embarcação em vistoria' },
      );
      expect(r).toMatchObject({
        ok: true,
        value: { departures_closed: ahead, bookings_cancelled: 0 },
      });
      expect(await count(openAhead)).toBe(0);
      expect(await count(confirmed)).toBe(confirmedBefore);
      expect(await lastAudit(s, `tours/${fixtureTour(1)}`)).toMatchObject({
        action: 'tour.suspend',
        details: {
          before: { status: 'published' },
          after: { status: 'suspended' },
          cancel_bookings: false,
        },
      });
    });
  });

  it('suspends cancelling bookings: refunded in full by the booking core, every refund audited', async () => {
    await story(db, async (s) => {
      const [paid] = await s.sql<{ total: string; n: string }>(
        `select coalesce(sum(b.total), 0) as total, count(*) as n from public.bookings b
         join public.departures d on d.id = b.departure_id
         where d.tour_id = $1 and b.status = 'confirmed' and d.starts_at > $2::timestamptz
           and d.status in ('scheduled','confirmed')`,
        [fixtureTour(1), now],
      );
      const r = await s.rpc<{ refunded_total: number; bookings_cancelled: number }>(
        admin,
        now,
        'admin_decide_tour',
        {
          tour_id: fixtureTour(1),
          decision: 'suspend',
          comments: 'Licença vencida',
          cancel_bookings: true,
        },
      );
      if (!r.ok) throw new Error(r.message);
      expect(r.value.refunded_total).toBe(Number(paid?.total));
      expect(Number(paid?.n)).toBeGreaterThan(0);
      const refunds = await s.sql<{ n: string; sum: string }>(
        `select count(*) as n, sum(r.amount) as sum from public.refunds r
         join public.bookings b on b.id = r.booking_id join public.departures d on d.id = b.departure_id
         where d.tour_id = $1 and r.reason = 'departure_cancelled'`,
        [fixtureTour(1)],
      );
      expect(Number(refunds[0]?.sum)).toBe(Number(paid?.total));
      const audits = await s.sql<{ n: string }>(
        `select count(*) as n from public.audit_logs where action = 'departure.cancel' and actor_id = $1`,
        [users.admin.id],
      );
      expect(Number(audits[0]?.n)).toBeGreaterThan(0);
      expect(await lastAudit(s, `tours/${fixtureTour(1)}`)).toMatchObject({
        details: { cancel_bookings: true, refunded_total: Number(paid?.total) },
      });
    });
  });
});

describe('audit entries', () => {
  it('cannot be forged, edited or deleted by a client, admins included', async () => {
    await story(db, async (s) => {
      for (const actor of [admin, asUser(users.barqueiro)]) {
        const forged = await s.as(actor, now, (tx) =>
          tx.query(
            `insert into public.audit_logs (actor_id, action, target, details)
             values ($1, 'user.block', 'users/x', '{"before":{},"after":{}}')`,
            [actor.kind === 'user' ? actor.id : null],
          ),
        );
        expect(forged).toMatchObject({ ok: false, code: '42501' });
        const edited = await s.as(actor, now, (tx) =>
          tx.query(`update public.audit_logs set action = 'nothing'`),
        );
        expect(edited).toMatchObject({ ok: false, code: '42501' });
        const erased = await s.as(actor, now, (tx) => tx.query('delete from public.audit_logs'));
        expect(erased).toMatchObject({ ok: false, code: '42501' });
        const direct = await s.as(actor, now, (tx) =>
          tx.query(`select private.audit_change('x', 'y', '{}', '{}')`),
        );
        expect(direct).toMatchObject({ ok: false, code: '42501' });
      }
    });
  });
});
