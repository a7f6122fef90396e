import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureTour, story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout, type Actor } from './harness/database.ts';
import { adminFixtures } from './harness/admin-manage.ts';
import { users } from './harness/fixtures.ts';

/**
 * Statuses move only through the functions that check the move (migration 20261128000100): a
 * direct update of a tour's status, a boat's verification or a service's status is refused for
 * the owners (admins have no update policy on these tables); the functions still move them.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const bruno = asUser(users.barqueiro);
const gabriela = asUser(users.guia);
const otavio = asUser(adminFixtures.otavio);
const admin = asUser(users.admin);
const now = fixtureClock;
const draftTour = fixtureTour(7);
const publishedTour = fixtureTour(1);
const { reviewTour } = adminFixtures;
const pendingService = '00000000-0000-4000-8000-00000019b103';

const write = (s: Session, actor: Actor, sql: string, params: unknown[]) =>
  s.as(actor, now, async (tx) => (await tx.query(sql, params)).affectedRows);
const statusOf = async (s: Session, table: string, column: string, id: string) =>
  (await s.sql<{ v: string }>(`select ${column} as v from public.${table} where id = $1`, [id]))[0]
    ?.v;
const lastAudit = async (s: Session, target: string) =>
  (
    await s.sql<{ action: string; actor_id: string; details: Record<string, unknown> }>(
      `select action, actor_id, details from public.audit_logs where target = $1 order by id desc limit 1`,
      [target],
    )
  )[0];

describe('tour status', () => {
  it.each([
    [
      'draft → in_review (skipping the checks of submit_tour_for_review)',
      bruno,
      draftTour,
      'in_review',
    ],
    ['draft → published', bruno, draftTour, 'published'],
    ['published → draft', bruno, publishedTour, 'draft'],
    ['published → suspended', bruno, publishedTour, 'suspended'],
    ['in_review → draft', otavio, reviewTour, 'draft'],
    ['in_review → published', otavio, reviewTour, 'published'],
  ] as const)('refuses a direct update %s', async (_name, actor, tour, status) => {
    await story(db, async (s) => {
      const before = await statusOf(s, 'tours', 'status', tour);
      expect(
        await write(s, actor, 'update public.tours set status = $2 where id = $1', [tour, status]),
      ).toMatchObject({ ok: false, code: '42501', message: 'tour_status_locked' });
      expect(await statusOf(s, 'tours', 'status', tour)).toBe(before);
    });
  });

  it('still lets the owner edit the rest of the tour, status sent unchanged', async () => {
    await story(db, async (s) => {
      expect(
        await write(
          s,
          bruno,
          `update public.tours set title = 'Volta à Ilha de Cabo Frio', status = 'draft' where id = $1`,
          [draftTour],
        ),
      ).toEqual({ ok: true, value: 1 });
    });
  });

  it('refuses a tour inserted with a status of its own', async () => {
    await story(db, async (s) => {
      expect(
        await write(
          s,
          bruno,
          `insert into public.tours (owner_id, beach_id, slug, title, duration_minutes, price_adult,
             price_child, status)
           values ($1, 'praia-do-forno', 'direto-publicado', 'Direto publicado', 60, 5000, 2500,
             'published')`,
          [users.barqueiro.id],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('moves through the sanctioned functions: submit, withdraw, the admin decides', async () => {
    await story(db, async (s) => {
      // The draft fixture lacks what the review needs: the function says what.
      expect(
        await s.rpc(bruno, now, 'submit_tour_for_review', { tour_id: draftTour }),
      ).toMatchObject({ ok: false, message: 'tour_incomplete' });

      expect(
        await s.rpc(bruno, now, 'withdraw_tour_from_review', { tour_id: reviewTour }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await s.rpc(otavio, now, 'withdraw_tour_from_review', { tour_id: reviewTour }),
      ).toEqual({ ok: true, value: { tour_id: reviewTour, status: 'draft' } });
      expect(await lastAudit(s, `tours/${reviewTour}`)).toMatchObject({
        action: 'tour.withdraw',
        actor_id: adminFixtures.otavio.id,
      });
      expect(
        await s.rpc(otavio, now, 'withdraw_tour_from_review', { tour_id: reviewTour }),
      ).toMatchObject({ ok: false, message: 'tour_not_in_review' });

      // What the fixture lacks for a new review request.
      await s.sql('update public.tours set default_boat_id = $2 where id = $1', [
        reviewTour,
        adminFixtures.saveiro,
      ]);
      expect(await s.rpc(otavio, now, 'submit_tour_for_review', { tour_id: reviewTour })).toEqual({
        ok: true,
        value: { tour_id: reviewTour, status: 'in_review' },
      });
      expect(
        await s.rpc(admin, now, 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'send_back',
          comments: 'Informe a política de chuva.',
        }),
      ).toMatchObject({ ok: true, value: { status: 'draft' } });
      expect(await statusOf(s, 'tours', 'status', reviewTour)).toBe('draft');
    });
  });
});

describe('boat verification', () => {
  it('is never the owner’s to write, on insert or update', async () => {
    await story(db, async (s) => {
      const [boat] = await s.sql<{ id: string; verification: string }>(
        `select id, verification from public.boats where owner_id = $1 and verification = 'pending' limit 1`,
        [adminFixtures.otavio.id],
      );
      if (!boat) throw new Error('fixture boat awaiting verification not found');
      for (const set of [`verification = 'approved'`, `refusal_reason = 'x'`]) {
        expect(
          await write(s, otavio, `update public.boats set ${set} where id = $1`, [boat.id]),
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await write(
          s,
          bruno,
          `insert into public.boats (owner_id, name, kind, registration, capacity, verification)
           values ($1, 'Lancha nova', 'lancha', '381-099999-9', 8, 'approved')`,
          [users.barqueiro.id],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(await statusOf(s, 'boats', 'verification', boat.id)).toBe('pending');
      expect(
        await s.rpc(admin, now, 'review_boat', { boat_id: boat.id, decision: 'approved' }),
      ).toMatchObject({ ok: true });
      expect(await statusOf(s, 'boats', 'verification', boat.id)).toBe('approved');
    });
  });
});

describe('provider service status', () => {
  it('is never the provider’s to write, on insert or update', async () => {
    await story(db, async (s) => {
      for (const set of [`status = 'approved'`, `refusal_reason = null`, `reviewed_at = now()`]) {
        expect(
          await write(s, gabriela, `update public.provider_services set ${set} where id = $1`, [
            pendingService,
          ]),
        ).toMatchObject({ ok: false, code: '42501' });
      }
      expect(
        await write(
          s,
          gabriela,
          `insert into public.provider_services (provider_id, title, area, status)
           values ($1, 'Guia de trilha', 'Trancoso', 'approved')`,
          [users.guia.id],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(await statusOf(s, 'provider_services', 'status', pendingService)).toBe('pending');
    });
  });

  it('is decided by the admin through review_provider_service, audited with before and after', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: pendingService,
          p_decision: 'refused',
          p_reason: '  Informe o ponto de encontro.  ',
        }),
      ).toEqual({
        ok: true,
        value: {
          id: pendingService,
          status: 'refused',
          refusal_reason: 'Informe o ponto de encontro.',
        },
      });
      expect(await lastAudit(s, `provider_services/${pendingService}`)).toMatchObject({
        action: 'provider_service.review',
        actor_id: users.admin.id,
        details: {
          before: { status: 'pending', refusal_reason: null },
          after: { status: 'refused', refusal_reason: 'Informe o ponto de encontro.' },
          decision: 'refused',
          provider: users.guia.id,
        },
      });
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: '00000000-0000-4000-8000-000000000000',
          p_decision: 'approved',
        }),
      ).toMatchObject({ ok: false, message: 'not_found' });
    });
  });

  it('refuses a decision on a version of the service the admin did not see', async () => {
    await story(db, async (s) => {
      const versionOf = async () =>
        (
          await s.sql<{ updated_at: string }>(
            `select updated_at::text from public.provider_services where id = $1`,
            [pendingService],
          )
        )[0]?.updated_at;
      const seen = await versionOf();
      // The provider edits the service while it waits in the admin's queue.
      expect(
        await write(
          s,
          gabriela,
          `update public.provider_services set description = 'Agora com almoço.' where id = $1`,
          [pendingService],
        ),
      ).toMatchObject({ ok: true });
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: pendingService,
          p_decision: 'approved',
          p_seen_updated_at: seen,
        }),
      ).toMatchObject({ ok: false, message: 'service_changed' });
      expect(await statusOf(s, 'provider_services', 'status', pendingService)).toBe('pending');
      const current = await versionOf();
      expect(current).not.toBe(seen);
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: pendingService,
          p_decision: 'approved',
          p_seen_updated_at: current,
        }),
      ).toMatchObject({ ok: true, value: { status: 'approved' } });
    });
  });

  it('lists the services awaiting review for the admin only, with the provider', async () => {
    await story(db, async (s) => {
      const queue = await s.rpc<{ id: string; provider_name: string; status: string }[]>(
        admin,
        now,
        'admin_provider_service_queue',
        {},
      );
      expect(queue).toMatchObject({
        ok: true,
        value: [
          {
            id: pendingService,
            status: 'pending',
            title: 'Trilha de Caraíva ao Parque do Monte Pascoal',
          },
        ],
      });
      const all = await s.rpc<unknown[]>(admin, now, 'admin_provider_service_queue', {
        status: 'all',
      });
      expect(all.ok && all.value.length).toBeGreaterThanOrEqual(4);
      expect(
        await s.rpc(admin, now, 'admin_provider_service_queue', { status: 'whatever' }),
      ).toMatchObject({ ok: false, message: 'invalid_filter' });
      for (const outsider of [gabriela, bruno]) {
        expect(await s.rpc(outsider, now, 'admin_provider_service_queue', {})).toMatchObject({
          ok: false,
          code: '42501',
        });
      }
    });
  });
});
