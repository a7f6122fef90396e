import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureTour, story, type Session } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Issue 36, item 5: reviews after the trip (migrations 20261203000100–0130). Who may review a
 * booking, the limits of what they write, the owner's one answer, the admin's hiding (audited,
 * e-mailed, out of the figures), the public pages and the listing's rating. Each story runs in a
 * transaction rolled back at its end, on the seed's booking fixtures (anchor 2026-11-21T10:30-03:00):
 * Vera's escuna three days before the anchor is confirmed, Gabriela's on it a no-show.
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

const booking = (n: number) => `b00c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Vera's past escuna (confirmed), her escuna tomorrow, her cancelled one; Gabriela's no-show. */
const veraPast = booking(12);
const veraTomorrow = booking(3);
const veraCancelled = booking(9);
const gabrielaNoShow = booking(13);
const escuna = fixtureTour(1);

const daysAfter = (at: string, days: number) =>
  new Date(Date.parse(at) + days * 86_400_000).toISOString();

const review = (s: Session, actor = vera, args: Record<string, unknown> = {}, at = fixtureClock) =>
  s.rpc<{ id: string }>(actor, at, 'submit_review', {
    p_booking: veraPast,
    p_stars: 5,
    ...args,
  });

interface Figures {
  rating_count: number;
  rating_total: number;
  rating_histogram: number[];
}
const figures = async (s: Session, tour = escuna) =>
  (
    await s.sql<Figures>(
      `select rating_count, rating_total, rating_histogram from public.tours where id = $1`,
      [tour],
    )
  )[0];

/** Reviews planted as the superuser on the escuna's bookings (any buyer), for the lists. */
async function plantReviews(s: Session, stars: number[]) {
  const ids = [1, 2, 3, 4, 9, 12, 13].map(booking);
  for (const [i, n] of stars.entries()) {
    await s.sql(
      `insert into public.reviews (author_id, booking_id, tour_id, author_name, stars, organization,
         body, trip_date, created_at)
       select b.buyer_id, b.id, $2, 'Pessoa ' || $5, $3, $4, 'Texto ' || $5, '2026-11-18',
         $6::timestamptz + make_interval(mins => $5::int)
       from public.bookings b where b.id = $1`,
      [ids[i], escuna, n, i % 2 === 0 ? n : null, i, fixtureClock],
    );
  }
}

describe('who may review a booking', () => {
  it('the buyer of a past confirmed booking, once, signed "Vera V."; my_bookings says so', async () => {
    await story(db, async (s) => {
      const before = await s.rpc<{ id: string; can_review: boolean; review: unknown }[]>(
        vera,
        fixtureClock,
        'my_bookings',
        {},
      );
      expect(before.ok && before.value.find((b) => b.id === veraPast)).toMatchObject({
        can_review: true,
        review: null,
      });
      expect(before.ok && before.value.find((b) => b.id === veraTomorrow)).toMatchObject({
        can_review: false,
      });

      const done = await review(s, vera, { p_body: '  Passeio lindo, tripulação atenta.  ' });
      expect(done.ok).toBe(true);
      const id = done.ok ? done.value.id : '';
      const [row] = await s.sql<Record<string, unknown>>(
        `select author_name, stars, body, trip_date::text, tour_id from public.reviews where id = $1`,
        [id],
      );
      expect(row).toEqual({
        author_name: 'Vera V.',
        stars: 5,
        body: 'Passeio lindo, tripulação atenta.',
        trip_date: '2026-11-18',
        tour_id: escuna,
      });

      const after = await s.rpc<{ id: string; can_review: boolean; review: unknown }[]>(
        vera,
        fixtureClock,
        'my_bookings',
        { booking_id: veraPast },
      );
      expect(after.ok && after.value[0]).toMatchObject({
        can_review: false,
        review: { id, stars: 5 },
      });
      expect(await review(s)).toMatchObject({ ok: false, message: 'review_exists' });
    });
  });

  it('refuses a trip not yet made, a cancelled booking, a no-show and someone else’s booking', async () => {
    await story(db, async (s) => {
      expect(await review(s, vera, { p_booking: veraTomorrow })).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      expect(await review(s, vera, { p_booking: veraCancelled })).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      expect(await review(s, gabriela, { p_booking: gabrielaNoShow })).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      expect(await review(s, gabriela, { p_booking: veraPast })).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      // Neither or both of a booking and a request.
      expect(await review(s, vera, { p_booking: null })).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      expect(await review(s, anonymous)).toMatchObject({ ok: false, code: '42501' });
      expect(await s.sql(`select 1 from public.reviews where booking_id = $1`, [veraPast])).toEqual(
        [],
      );
    });
  });

  it('closes 60 days after the trip ended; a trip still under way cannot be reviewed', async () => {
    await story(db, async (s) => {
      // The escuna left at 09:00 three days before the anchor and lasts its duration.
      const [trip] = await s.sql<{ ends: string }>(
        `select (d.starts_at + make_interval(mins => t.duration_minutes))::text as ends
         from public.bookings b join public.departures d on d.id = b.departure_id
         join public.tours t on t.id = d.tour_id where b.id = $1`,
        [veraPast],
      );
      const ends = new Date(trip?.ends ?? '').toISOString();
      expect(await review(s, vera, {}, daysAfter(ends, -0.01))).toMatchObject({
        ok: false,
        message: 'review_not_allowed',
      });
      expect(await review(s, vera, {}, daysAfter(ends, 60))).toMatchObject({
        ok: false,
        message: 'review_window_closed',
      });
      const can = await s.rpc<{ id: string; can_review: boolean }[]>(
        vera,
        daysAfter(ends, 60),
        'my_bookings',
        { booking_id: veraPast },
      );
      expect(can.ok && can.value[0]?.can_review).toBe(false);
      expect((await review(s, vera, {}, daysAfter(ends, 59.9))).ok).toBe(true);
    });
  });
});

describe('what a review holds', () => {
  it('stars 1–5, sub-ratings 1–5 or none, text up to 2,000 characters', async () => {
    await story(db, async (s) => {
      for (const bad of [{ p_stars: 0 }, { p_stars: 6 }, { p_stars: null }]) {
        expect(await review(s, vera, bad)).toMatchObject({
          ok: false,
          message: 'review_stars_invalid',
        });
      }
      for (const bad of [{ p_organization: 0 }, { p_safety: 6 }, { p_value: -1 }]) {
        expect(await review(s, vera, bad)).toMatchObject({
          ok: false,
          message: 'review_stars_invalid',
        });
      }
      expect(await review(s, vera, { p_body: 'a'.repeat(2001) })).toMatchObject({
        ok: false,
        message: 'review_text_too_long',
      });
      const ok = await review(s, vera, {
        p_stars: 4,
        p_organization: 5,
        p_safety: 4,
        p_value: 3,
        p_body: 'a'.repeat(2000),
      });
      expect(ok.ok).toBe(true);
      const [row] = await s.sql<Record<string, unknown>>(
        `select stars, organization, safety, value, char_length(body) as length
         from public.reviews where booking_id = $1`,
        [veraPast],
      );
      expect(row).toEqual({ stars: 4, organization: 5, safety: 4, value: 3, length: 2000 });
    });
  });
});

describe('the owner answers once', () => {
  it('the tour’s owner answers publicly, once; nobody else may; the text 1–1,000 characters', async () => {
    await story(db, async (s) => {
      const done = await review(s, vera, { p_stars: 3 });
      const id = done.ok ? done.value.id : '';
      for (const actor of [vera, gabriela, admin]) {
        expect(
          await s.rpc(actor, fixtureClock, 'answer_review', {
            p_review: id,
            p_answer: 'Obrigado!',
          }),
        ).toMatchObject({ ok: false, message: 'answer_not_allowed' });
      }
      for (const bad of ['   ', 'a'.repeat(1001)]) {
        expect(
          await s.rpc(bruno, fixtureClock, 'answer_review', { p_review: id, p_answer: bad }),
        ).toMatchObject({ ok: false, message: 'answer_invalid' });
      }
      const answered = await s.rpc<{ answer: string }>(bruno, fixtureClock, 'answer_review', {
        p_review: id,
        p_answer: ' Obrigado, Vera! Volte no verão. ',
      });
      expect(answered).toMatchObject({
        ok: true,
        value: { answer: 'Obrigado, Vera! Volte no verão.' },
      });
      expect(
        await s.rpc(bruno, fixtureClock, 'answer_review', { p_review: id, p_answer: 'De novo' }),
      ).toMatchObject({ ok: false, message: 'answer_exists' });
      expect(
        await s.rpc(bruno, fixtureClock, 'answer_review', {
          p_review: '00000000-0000-4000-8000-0000000000ff',
          p_answer: 'Obrigado',
        }),
      ).toMatchObject({ ok: false, message: 'review_not_found' });

      const list = await s.rpc<{ id: string; answer: string | null; subject_title: string }[]>(
        bruno,
        fixtureClock,
        'my_reviews_to_answer',
        {},
      );
      expect(list.ok && list.value.find((r) => r.id === id)).toMatchObject({
        answer: 'Obrigado, Vera! Volte no verão.',
        subject_title: 'Passeio de escuna pelas praias de Arraial do Cabo',
      });
      // Someone with neither tours nor a provider's business has nothing to answer.
      const others = await s.rpc<unknown[]>(admin, fixtureClock, 'my_reviews_to_answer', {});
      expect(others).toEqual({ ok: true, value: [] });
    });
  });

  it('lists the unanswered reviews first', async () => {
    await story(db, async (s) => {
      await plantReviews(s, [5, 4, 3]);
      const [oldest] = await s.sql<{ id: string }>(
        `select id from public.reviews where tour_id = $1 and author_name like 'Pessoa %'
         order by created_at limit 1`,
        [escuna],
      );
      await s.sql(
        `update public.reviews set answer = 'Valeu', answered_at = now()
         where id <> $1 and answer is null`,
        [oldest?.id],
      );
      const list = await s.rpc<{ id: string }[]>(bruno, fixtureClock, 'my_reviews_to_answer', {});
      expect(list.ok && list.value.map((r) => r.id)[0]).toBe(oldest?.id);
    });
  });
});

describe('an admin hides an abusive review', () => {
  it('audited with the reason, e-mailed to the author, out of the figures; shown again puts it back', async () => {
    await story(db, async (s) => {
      const without = await figures(s);
      const done = await review(s, vera, { p_stars: 1, p_body: 'Texto ofensivo' });
      const id = done.ok ? done.value.id : '';
      const withIt = await figures(s);
      expect(withIt).toEqual({
        rating_count: (without?.rating_count ?? 0) + 1,
        rating_total: (without?.rating_total ?? 0) + 1,
        rating_histogram: without?.rating_histogram.map((n, i) => (i === 0 ? n + 1 : n)),
      });

      expect(
        await s.rpc(bruno, fixtureClock, 'admin_hide_review', {
          p_review: id,
          p_reason: 'Ofensivo',
        }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await s.rpc(admin, fixtureClock, 'admin_hide_review', { p_review: id, p_reason: 'x' }),
      ).toMatchObject({ ok: false, message: 'reason_required' });
      const hidden = await s.rpc(admin, fixtureClock, 'admin_hide_review', {
        p_review: id,
        p_reason: 'Linguagem ofensiva contra a tripulação.',
      });
      expect(hidden).toMatchObject({
        ok: true,
        value: { hidden_reason: 'Linguagem ofensiva contra a tripulação.' },
      });
      expect(
        await s.rpc(admin, fixtureClock, 'admin_hide_review', {
          p_review: id,
          p_reason: 'De novo',
        }),
      ).toMatchObject({ ok: false, message: 'already_hidden' });
      expect(await figures(s)).toEqual(without);

      const [audit] = await s.sql<{ actor_id: string; details: Record<string, unknown> }>(
        `select actor_id, details from public.audit_logs where action = 'review.hide' and target = $1`,
        [`reviews/${id}`],
      );
      expect(audit).toMatchObject({
        actor_id: users.admin.id,
        details: { after: { hidden: true, reason: 'Linguagem ofensiva contra a tripulação.' } },
      });
      const [target] = await s.sql<{ info: { kind: string; name: string } }>(
        `select private.audit_target($1) as info`,
        [`reviews/${id}`],
      );
      expect(target?.info).toMatchObject({
        kind: 'reviews',
        name: 'Vera V. sobre Passeio de escuna pelas praias de Arraial do Cabo',
      });

      const [mail] = await s.sql<{
        to_email: string;
        status: string;
        payload: Record<string, unknown>;
      }>(
        `select to_email, status, payload from public.notifications
         where reason = 'review_hidden' and payload ->> 'review_id' = $1`,
        [id],
      );
      expect(mail).toMatchObject({
        to_email: users.visitante.email,
        status: 'pending',
        payload: {
          review_id: id,
          reason: 'Linguagem ofensiva contra a tripulação.',
          subject_title: 'Passeio de escuna pelas praias de Arraial do Cabo',
          subject_path: '/passeios/escuna-praias-de-arraial',
        },
      });

      const page = await s.rpc<{ total: number; items: { id: string }[] }>(
        anonymous,
        fixtureClock,
        'public_reviews',
        { p_tour: escuna, p_limit: 50 },
      );
      expect(page.ok && page.value.total).toBe(without?.rating_count);
      expect(page.ok && page.value.items.some((r) => r.id === id)).toBe(false);
      const mine = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.reviews where id = $1 and hidden_at is not null`,
        [id],
      );
      expect(mine).toEqual([{ n: 1 }]);

      expect(
        await s.rpc(admin, fixtureClock, 'admin_unhide_review', { p_review: id }),
      ).toMatchObject({
        ok: true,
      });
      expect(await figures(s)).toEqual(withIt);
      const [unhide] = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_logs where action = 'review.unhide' and target = $1`,
        [`reviews/${id}`],
      );
      expect(unhide).toEqual({ n: 1 });
    });
  });

  it('the admin list filters all, hidden and low (1–2 stars), newest first, with the author’s e-mail', async () => {
    await story(db, async (s) => {
      await plantReviews(s, [5, 2, 1, 4]);
      const [low] = await s.sql<{ id: string }>(
        `select id from public.reviews where stars = 1 and tour_id = $1 and author_name like 'Pessoa %'`,
        [escuna],
      );
      await s.rpc(admin, fixtureClock, 'admin_hide_review', {
        p_review: low?.id,
        p_reason: 'Conteúdo ofensivo',
      });
      const page = (filter: string) =>
        s.rpc<{ total: number; items: { stars: number; hidden_reason: string | null }[] }>(
          admin,
          fixtureClock,
          'admin_reviews',
          { p_filter: filter, p_limit: 10, p_offset: 0 },
        );
      const all = await page('all');
      const seeded = all.ok ? all.value.total - 4 : NaN;
      expect(all.ok && all.value.items.slice(0, 4).map((r) => r.stars)).toEqual([4, 1, 2, 5]);
      const hidden = await page('hidden');
      expect(
        hidden.ok && hidden.value.items.find((r) => r.hidden_reason === 'Conteúdo ofensivo'),
      ).toBeTruthy();
      const lowOnes = await page('low');
      expect(lowOnes.ok && lowOnes.value.items.every((r) => r.stars <= 2)).toBe(true);
      expect(seeded).toBeGreaterThanOrEqual(0);
      expect(await page('other')).toMatchObject({ ok: false, message: 'invalid_filter' });
      expect(await s.rpc(bruno, fixtureClock, 'admin_reviews', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});

describe('what anyone reads', () => {
  it('public_reviews pages the newest visible reviews with the summary and histogram', async () => {
    await story(db, async (s) => {
      await s.sql(`delete from public.reviews where tour_id = $1`, [escuna]);
      await plantReviews(s, [5, 5, 4, 3, 1, 5, 4]);
      const first = await s.rpc<{
        summary: Record<string, unknown>;
        total: number;
        items: { author_name: string; stars: number }[];
      }>(anonymous, fixtureClock, 'public_reviews', { p_tour: escuna, p_limit: 3 });
      expect(first.ok && first.value.summary).toEqual({
        rating_avg: 3.9,
        rating_count: 7,
        histogram: [1, 0, 1, 2, 3],
        // Sub-ratings given on every other review: 5, 4, 1, 4.
        organization: 3.5,
        safety: null,
        value: null,
      });
      expect(first.ok && first.value.total).toBe(7);
      expect(first.ok && first.value.items.map((r) => r.author_name)).toEqual([
        'Pessoa 6',
        'Pessoa 5',
        'Pessoa 4',
      ]);
      const last = await s.rpc<{ items: { author_name: string }[] }>(
        anonymous,
        fixtureClock,
        'public_reviews',
        { p_tour: escuna, p_limit: 3, p_offset: 6 },
      );
      expect(last.ok && last.value.items.map((r) => r.author_name)).toEqual(['Pessoa 0']);
      expect(
        await s.rpc(anonymous, fixtureClock, 'public_reviews', { p_tour: escuna, p_limit: 51 }),
      ).toMatchObject({ ok: false, message: 'invalid_page' });
      expect(
        await s.rpc(anonymous, fixtureClock, 'public_reviews', {
          p_tour: escuna,
          p_provider: users.guia.id,
        }),
      ).toMatchObject({ ok: false, message: 'invalid_filter' });
      // A tour nobody may see answers nothing.
      const unpublished = await s.rpc(anonymous, fixtureClock, 'public_reviews', {
        p_tour: fixtureTour(7),
      });
      expect(unpublished).toEqual({ ok: true, value: null });
    });
  });

  it('the listing cards carry the rating, and sort by it', async () => {
    await story(db, async (s) => {
      await s.sql(`delete from public.reviews`);
      await plantReviews(s, [4, 5]);
      const listing = await s.rpc<{
        tours: { id: string; rating_avg: number | null; rating_count: number }[];
      }>(anonymous, fixtureClock, 'tour_listing_page', { from_time: fixtureClock, sort: 'rating' });
      const tours = listing.ok ? listing.value.tours : [];
      expect(tours[0]).toMatchObject({ id: escuna, rating_avg: 4.5, rating_count: 2 });
      expect(tours.slice(1).every((t) => t.rating_avg === null && t.rating_count === 0)).toBe(true);
    });
  });
});

describe('the figures follow the visible reviews', () => {
  it('match a recount after inserts, hiding and deletes, and a rating keeps the tour’s updated_at', async () => {
    await story(db, async (s) => {
      const [before] = await s.sql<{ updated_at: string }>(
        `select updated_at::text from public.tours where id = $1`,
        [escuna],
      );
      await plantReviews(s, [5, 3, 3, 2]);
      await s.sql(
        `update public.reviews set hidden_at = now(), hidden_reason = 'Teste' where stars = 2 and tour_id = $1`,
        [escuna],
      );
      await s.sql(`delete from public.reviews where stars = 5 and tour_id = $1`, [escuna]);
      const kept = await figures(s);
      await s.sql(`select private.refresh_ratings()`);
      expect(await figures(s)).toEqual(kept);
      const [after] = await s.sql<{ updated_at: string }>(
        `select updated_at::text from public.tours where id = $1`,
        [escuna],
      );
      expect(after).toEqual(before);
    });
  });
});

describe('the invitation e-mail', () => {
  it('goes once to each confirmed buyer after the trip ends, never to a no-show', async () => {
    await story(db, async (s) => {
      const run = () =>
        s.rpc<{ invitations: number }>({ kind: 'service' }, fixtureClock, 'run_minute_jobs', {});
      // The seed's history already invited Vera (her escuna ended three days before the anchor).
      expect(await run()).toMatchObject({ ok: true, value: { invitations: 0 } });
      await s.sql(
        `delete from public.notifications where reason = 'review_invitation' and booking_id = $1`,
        [veraPast],
      );
      const first = await run();
      expect(first.ok && first.value.invitations).toBeGreaterThanOrEqual(1);
      const rows = await s.sql<{
        booking_id: string;
        to_email: string;
        payload: Record<string, unknown>;
      }>(
        `select booking_id, to_email, payload from public.notifications where reason = 'review_invitation'`,
      );
      const mine = rows.find((r) => r.booking_id === veraPast);
      expect(mine).toMatchObject({
        to_email: users.visitante.email,
        payload: { review_path: `/minhas-reservas/${veraPast}`, tour_title: expect.any(String) },
      });
      expect(rows.some((r) => r.booking_id === gabrielaNoShow)).toBe(false);
      expect(rows.some((r) => r.booking_id === veraTomorrow)).toBe(false);
      const again = await run();
      expect(again.ok && again.value.invitations).toBe(0);
      const [count] = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.notifications where reason = 'review_invitation' and booking_id = $1`,
        [veraPast],
      );
      expect(count).toEqual({ n: 1 });
    });
  });
});

describe('the seed’s reviews', () => {
  it('give the escuna a real histogram, answers, one hidden review (audited, e-mailed) and figures that match a recount', async () => {
    await story(db, async (s) => {
      const page = await s.rpc<{
        summary: { rating_count: number; histogram: number[]; rating_avg: number };
        items: { answer: string | null }[];
      }>(anonymous, fixtureClock, 'public_reviews', { p_tour: escuna, p_limit: 50 });
      const summary = page.ok ? page.value.summary : null;
      expect(summary?.rating_count).toBeGreaterThanOrEqual(8);
      expect(summary?.histogram.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
      expect(page.ok && page.value.items.filter((r) => r.answer !== null).length).toBeGreaterThan(
        1,
      );

      const hidden = await s.sql<{ id: string; hidden_reason: string }>(
        `select id, hidden_reason from public.reviews where hidden_at is not null`,
      );
      expect(hidden).toHaveLength(1);
      const [audit] = await s.sql<{ actor_id: string }>(
        `select actor_id from public.audit_logs where action = 'review.hide' and target = $1`,
        [`reviews/${hidden[0]?.id}`],
      );
      expect(audit?.actor_id).toBe(users.admin.id);
      const [mail] = await s.sql<{ status: string }>(
        `select status from public.notifications where reason = 'review_hidden' and payload ->> 'review_id' = $1`,
        [hidden[0]?.id],
      );
      expect(mail?.status).toBe('sent');

      const before = await s.sql(
        `select id, rating_count, rating_total, rating_histogram from public.tours
         union all select id, rating_count, rating_total, rating_histogram from public.service_providers
         order by 1`,
      );
      await s.sql(`select private.refresh_ratings()`);
      expect(
        await s.sql(
          `select id, rating_count, rating_total, rating_histogram from public.tours
           union all select id, rating_count, rating_total, rating_histogram from public.service_providers
           order by 1`,
        ),
      ).toEqual(before);
    });
  });

  it('leave Vera one past trip to review and one reviewed, and nothing due in the outbox', async () => {
    await story(db, async (s) => {
      const mine = await s.rpc<
        { id: string; can_review: boolean; review: { stars: number } | null }[]
      >(vera, fixtureClock, 'my_bookings', {});
      const rows = mine.ok ? mine.value : [];
      expect(rows.filter((b) => b.can_review).map((b) => b.id)).toEqual([veraPast]);
      expect(rows.filter((b) => b.review !== null)).toEqual([
        expect.objectContaining({
          can_review: false,
          review: expect.objectContaining({ stars: 5 }),
        }),
      ]);
      const due = await s.sql(
        `select reason from public.notifications where channel = 'email' and status = 'pending'
           and reason in ('review_invitation', 'review_hidden')`,
      );
      expect(due).toEqual([]);
    });
  });
});

describe('the demo’s dates', () => {
  it('move the reviews with the demo anchor: written, answered and hidden moments and the trip day', async () => {
    await story(db, async (s) => {
      const read = () =>
        s.sql<{ created_at: string; answered_at: string | null; trip_date: string }>(
          `select created_at::text, answered_at::text, trip_date::text from public.reviews
           where id = 'e0000000-0000-4000-8000-003600000001'`,
        );
      const [before] = await read();
      await s.sql(
        `update private.app_settings set value = (value::timestamptz + interval '3 days')::text
         where key = 'demo_anchor'`,
      );
      const [after] = await read();
      const days = (a?: string | null, b?: string | null) =>
        (Date.parse(b ?? '') - Date.parse(a ?? '')) / 86_400_000;
      expect(days(before?.created_at, after?.created_at)).toBe(3);
      expect(days(before?.answered_at, after?.answered_at)).toBe(3);
      expect(days(before?.trip_date, after?.trip_date)).toBe(3);
    });
  });
});
