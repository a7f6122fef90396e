import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Issue 36, item 5, the request side (migration 20261203000300): the requester of a completed
 * provider request reviews the provider once, within 60 days of finished_at, is invited by e-mail
 * on completion, and the provider answers. The subject is Vera's seeded request to Gabriela Guia,
 * brought to each state by the superuser (the lifecycle's own functions are tested apart).
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
const request = '00000000-0000-4000-8000-00000019b202';

const daysAfter = (at: string, days: number) =>
  new Date(Date.parse(at) + days * 86_400_000).toISOString();

/** Finishes the request at `at` with an outcome, as finish_provider_request leaves it. */
async function finish(s: Session, status: 'completed' | 'no_show', at = fixtureClock) {
  await s.sql(
    `update public.provider_requests set status = 'accepted', answered_at = $2::timestamptz - interval '1 day',
       response_note = coalesce(response_note, 'Combinado')
     where id = $1 and status = 'pending'`,
    [request, at],
  );
  await s.sql(`update public.provider_requests set status = $2, finished_at = $3 where id = $1`, [
    request,
    status,
    at,
  ]);
}

const review = (s: Session, actor = vera, at = fixtureClock, stars = 4) =>
  s.rpc<{ id: string }>(actor, at, 'submit_review', {
    p_request: request,
    p_stars: stars,
    p_body: 'Guia atenciosa, explicou tudo sobre a restinga.',
  });

describe('reviewing a provider request', () => {
  it('only once completed, by its requester, once; the provider’s figures move and she answers', async () => {
    await story(db, async (s) => {
      expect(await review(s)).toMatchObject({ ok: false, message: 'review_not_allowed' });
      await finish(s, 'completed');
      const mine = await s.rpc<{ id: string; can_review: boolean }[]>(
        vera,
        fixtureClock,
        'my_provider_requests',
        {},
      );
      expect(mine.ok && mine.value.find((r) => r.id === request)?.can_review).toBe(true);
      expect(await review(s, bruno)).toMatchObject({ ok: false, message: 'review_not_allowed' });
      const figures = async () =>
        (
          await s.sql<{ rating_count: number; rating_total: number; rating_histogram: number[] }>(
            `select rating_count, rating_total, rating_histogram from public.service_providers where id = $1`,
            [users.guia.id],
          )
        )[0];
      const before = await figures();

      const done = await review(s);
      expect(done.ok).toBe(true);
      const id = done.ok ? done.value.id : '';
      const [row] = await s.sql<Record<string, unknown>>(
        `select provider_id, tour_id, author_name, stars from public.reviews where id = $1`,
        [id],
      );
      expect(row).toEqual({
        provider_id: users.guia.id,
        tour_id: null,
        author_name: 'Vera V.',
        stars: 4,
      });
      expect(await figures()).toEqual({
        rating_count: (before?.rating_count ?? 0) + 1,
        rating_total: (before?.rating_total ?? 0) + 4,
        rating_histogram: before?.rating_histogram.map((n, i) => (i === 3 ? n + 1 : n)),
      });
      expect(await review(s)).toMatchObject({ ok: false, message: 'review_exists' });

      const after = await s.rpc<{ id: string; can_review: boolean; review: unknown }[]>(
        vera,
        fixtureClock,
        'my_provider_requests',
        {},
      );
      expect(after.ok && after.value.find((r) => r.id === request)).toMatchObject({
        can_review: false,
        review: { id, stars: 4 },
      });

      expect(
        await s.rpc(bruno, fixtureClock, 'answer_review', { p_review: id, p_answer: 'Obrigado' }),
      ).toMatchObject({ ok: false, message: 'answer_not_allowed' });
      expect(
        await s.rpc(gabriela, fixtureClock, 'answer_review', {
          p_review: id,
          p_answer: 'Obrigada, Vera! Até a próxima.',
        }),
      ).toMatchObject({ ok: true });
      const toAnswer = await s.rpc<{ id: string; subject_title: string; answer: string }[]>(
        gabriela,
        fixtureClock,
        'my_reviews_to_answer',
        {},
      );
      expect(toAnswer.ok && toAnswer.value.find((r) => r.id === id)).toMatchObject({
        answer: 'Obrigada, Vera! Até a próxima.',
      });
      const page = await s.rpc<{ summary: { rating_count: number }; items: { id: string }[] }>(
        { kind: 'anonymous' },
        fixtureClock,
        'public_reviews',
        { p_provider: users.guia.id },
      );
      expect(page.ok && page.value.summary.rating_count).toBe((before?.rating_count ?? 0) + 1);
      // Newest first: written at the clock, after every seeded one.
      expect(page.ok && page.value.items[0]?.id).toBe(id);
    });
  });

  it('not after a no-show, and not 60 days after it was completed', async () => {
    await story(db, async (s) => {
      await finish(s, 'no_show');
      expect(await review(s)).toMatchObject({ ok: false, message: 'review_not_allowed' });
    });
    await story(db, async (s) => {
      await finish(s, 'completed');
      expect(await review(s, vera, daysAfter(fixtureClock, 60))).toMatchObject({
        ok: false,
        message: 'review_window_closed',
      });
      expect((await review(s, vera, daysAfter(fixtureClock, 59.9))).ok).toBe(true);
    });
  });

  it('invites the requester by e-mail once when the request is completed', async () => {
    await story(db, async (s) => {
      await finish(s, 'completed');
      const rows = await s.sql<{ to_email: string; payload: Record<string, unknown> }>(
        `select to_email, payload from public.notifications
         where reason = 'review_invitation' and payload ->> 'request_id' = $1`,
        [request],
      );
      expect(rows).toEqual([
        expect.objectContaining({
          to_email: users.visitante.email,
          payload: expect.objectContaining({
            review_path: '/minhas-solicitacoes',
            business_name: expect.any(String),
          }),
        }),
      ]);
    });
    await story(db, async (s) => {
      await finish(s, 'no_show');
      const rows = await s.sql(
        `select 1 from public.notifications
         where reason = 'review_invitation' and payload ->> 'request_id' = $1`,
        [request],
      );
      expect(rows).toEqual([]);
    });
  });
});

describe('the seed’s provider reviews', () => {
  it('leave Vera her Noronha guide to review and her transfer reviewed; the Forno providers rated', async () => {
    await story(db, async (s) => {
      const mine = await s.rpc<
        { id: string; can_review: boolean; review: { stars: number } | null }[]
      >(vera, fixtureClock, 'my_provider_requests', {});
      const rows = mine.ok ? mine.value : [];
      expect(rows.find((r) => r.id === '00000000-0000-4000-8000-00000036c203')).toMatchObject({
        can_review: true,
        review: null,
      });
      expect(rows.find((r) => r.id === '00000000-0000-4000-8000-00000036c207')).toMatchObject({
        can_review: false,
        review: { stars: 5 },
      });
      const rated = await s.sql<{ rating_count: number }>(
        `select rating_count from public.service_providers
         where id in ('00000000-0000-4000-8000-00000036c001', '00000000-0000-4000-8000-00000036c002')`,
      );
      expect(rated.map((r) => r.rating_count)).toEqual([3, 3]);
    });
  });

  it('are public while the provider is in the directory', async () => {
    await story(db, async (s) => {
      const read = () =>
        s.rpc<{ total: number } | null>({ kind: 'anonymous' }, fixtureClock, 'public_reviews', {
          p_provider: '00000000-0000-4000-8000-00000036c001',
        });
      expect(await read()).toMatchObject({ ok: true, value: { total: 3 } });
      await s.sql(
        `update public.provider_services set status = 'pending'
         where provider_id = '00000000-0000-4000-8000-00000036c001'`,
      );
      expect(await read()).toEqual({ ok: true, value: null });
    });
  });
});
