import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, story, type Session } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * The providers' public side and the request lifecycle
 * (supabase/migrations/20261203000200_provider_public.sql).
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const gabriela = asUser(users.guia);
const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);
const admin = asUser(users.admin);
const now = fixtureClock; // Saturday 2026-11-21, 10:30 in São Paulo.
const id = (n: string) => `00000000-0000-4000-8000-00000019b${n}`;
const recifeDeFora = id('101');

interface Sent {
  id: string;
  status: string;
  reply_by: string;
}

const ask = (s: Session, overrides: Record<string, unknown> = {}, at = now) =>
  s.rpc<Sent>(vera, at, 'send_provider_request', {
    p_provider: users.guia.id,
    p_service: recifeDeFora,
    p_date: '2026-11-28',
    p_people: 4,
    p_message: 'Somos quatro adultos, dá para ir ao Recife de Fora?',
    p_phone: '(71) 98888-0006',
    ...overrides,
  });

async function sent(s: Session, overrides: Record<string, unknown> = {}): Promise<string> {
  const outcome = await ask(s, overrides);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.id;
}

const accept = (s: Session, request: string, at = now) =>
  s.rpc(gabriela, at, 'respond_provider_request', {
    p_request: request,
    p_accept: true,
    p_note: 'Combinado! Encontro vocês no cais às 8h.',
  });

describe('provider profile columns', () => {
  it('gives every provider a slug from the business name, kept when the name changes', async () => {
    await story(db, async (s) => {
      const [before] = await s.sql<{ slug: string }>(
        `select slug from public.service_providers where id = $1`,
        [users.guia.id],
      );
      expect(before?.slug).toBe('gabriela-guia-turismo');
      await s.as(gabriela, now, (tx) =>
        tx.query(
          `update public.service_providers set business_name = 'Gabi Turismo' where id = $1`,
          [users.guia.id],
        ),
      );
      const [after] = await s.sql<{ slug: string }>(
        `select slug from public.service_providers where id = $1`,
        [users.guia.id],
      );
      expect(after?.slug).toBe('gabriela-guia-turismo');
      expect(await s.sql(`select private.slugify('Bárbara Fotografia & Cia.') as slug`)).toEqual([
        { slug: 'barbara-fotografia-cia' },
      ]);
    });
  });

  it('lets the provider write about, photo and beaches within their limits, never the verification', async () => {
    await story(db, async (s) => {
      const update = (set: string) =>
        s.as(gabriela, now, (tx) =>
          tx.query(`update public.service_providers set ${set} where id = $1`, [users.guia.id]),
        );
      expect(
        await update(
          `about = 'Guia em Porto Seguro.', photo_url = '/images/tours/escuna-arraial.webp', beaches = '{praia-do-forno}'`,
        ),
      ).toMatchObject({ ok: true });
      expect(await update(`about = repeat('x', 2001)`)).toMatchObject({ ok: false, code: '23514' });
      expect(await update(`beaches = '{copacabana}'`)).toMatchObject({ ok: false, code: '23514' });
      expect(await update(`photo_url = 'javascript:alert(1)'`)).toMatchObject({
        ok: false,
        code: '23514',
      });
      expect(await update(`cadastur_verified_at = now()`)).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(await update(`slug = 'outra'`)).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('verifies the Cadastur when an admin approves a service, and forgets it when the number changes', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.service_providers set cadastur_verified_at = null where id = $1`, [
        users.guia.id,
      ]);
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: id('103'),
          p_decision: 'approved',
        }),
      ).toMatchObject({ ok: true });
      const verified = await s.sql<{ at: string | null }>(
        `select cadastur_verified_at as at from public.service_providers where id = $1`,
        [users.guia.id],
      );
      expect(new Date(verified[0]?.at ?? '').toISOString()).toBe('2026-11-21T13:30:00.000Z');
      await s.as(gabriela, now, (tx) =>
        tx.query(`update public.service_providers set cadastur = '98765432100' where id = $1`, [
          users.guia.id,
        ]),
      );
      expect(
        await s.sql(
          `select cadastur_verified_at as at from public.service_providers where id = $1`,
          [users.guia.id],
        ),
      ).toEqual([{ at: null }]);
    });
  });
});

describe('directory and profile', () => {
  it('lists approved providers to anyone, with rating and "a partir de"', async () => {
    await story(db, async (s) => {
      const outcome = await s.rpc<{ total: number; items: { slug: string; price_from: number }[] }>(
        anonymous,
        now,
        'provider_directory',
        {},
      );
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      const mine = outcome.value.items.find((p) => p.slug === 'gabriela-guia-turismo');
      // The rating is the aggregate's, averaged and rounded by the database.
      const [figures] = await s.sql<{ rating_count: number; rating_avg: string | null }>(
        `select rating_count, round(rating_total::numeric / nullif(rating_count, 0), 1)::text as rating_avg
         from public.service_providers where id = $1`,
        [users.guia.id],
      );
      expect(mine).toMatchObject({
        price_from: 25000,
        cadastur_verified: true,
        rating_count: figures?.rating_count,
        rating_avg: figures?.rating_avg === null ? null : Number(figures?.rating_avg),
      });
    });
  });

  it('shows one provider by slug with approved services only; null for an unknown slug', async () => {
    await story(db, async (s) => {
      const outcome = await s.rpc<{ services: { title: string }[]; cadastur: string }>(
        anonymous,
        now,
        'provider_profile',
        { p_slug: 'gabriela-guia-turismo' },
      );
      expect(outcome).toMatchObject({ ok: true, value: { cadastur: '12345678901' } });
      if (outcome.ok)
        expect(outcome.value.services.map((x) => x.title).sort()).toEqual([
          'City tour histórico em Porto Seguro',
          'Guia para o Recife de Fora',
        ]);
      expect(await s.rpc(anonymous, now, 'provider_profile', { p_slug: 'ninguem' })).toEqual({
        ok: true,
        value: null,
      });
    });
  });
});

describe('request lifecycle', () => {
  it('sends, answers with a note, closes as completed; each side sees its view', async () => {
    await story(db, async (s) => {
      const sentOutcome = await ask(s);
      expect(sentOutcome).toMatchObject({ ok: true, value: { status: 'pending' } });
      if (!sentOutcome.ok) return;
      // 48 hours from now: the day asked for is a week away.
      expect(new Date(sentOutcome.value.reply_by).toISOString()).toBe('2026-11-23T13:30:00.000Z');
      const request = sentOutcome.value.id;

      const inbox = async () => {
        const outcome = await s.rpc<Record<string, unknown>[]>(gabriela, now, 'provider_inbox', {});
        if (!outcome.ok) throw new Error(outcome.message);
        return outcome.value.find((r) => r.id === request);
      };
      expect(await inbox()).toMatchObject({
        people: 4,
        needed_on: '2026-11-28',
        service_title: 'Guia para o Recife de Fora',
        requester_phone: null,
        requester_email: null,
      });
      expect(await accept(s, request)).toMatchObject({ ok: true, value: { status: 'accepted' } });
      expect(await inbox()).toMatchObject({
        requester_phone: '(71) 98888-0006',
        requester_email: 'visitante@mare.example',
      });

      const mine = await s.rpc<Record<string, unknown>[]>(vera, now, 'my_provider_requests', {});
      expect(mine.ok && mine.value.find((r) => r.id === request)).toMatchObject({
        provider_slug: 'gabriela-guia-turismo',
        provider_whatsapp: '(73) 99999-0004',
        status: 'accepted',
        response_note: 'Combinado! Encontro vocês no cais às 8h.',
        review: null,
        can_review: false,
      });

      const finish = (at: string, outcome = 'completed') =>
        s.rpc(gabriela, at, 'finish_provider_request', { p_request: request, p_outcome: outcome });
      expect(await finish(now)).toMatchObject({ ok: false, message: 'request_too_early' });
      expect(await finish('2026-11-28T18:00:00-03:00', 'done')).toMatchObject({
        ok: false,
        message: 'invalid_outcome',
      });
      expect(await finish('2026-11-28T18:00:00-03:00')).toMatchObject({
        ok: true,
        value: { status: 'completed' },
      });
    });
  });

  it('refuses a note shorter than 3 or longer than 500 characters', async () => {
    await story(db, async (s) => {
      const request = await sent(s);
      for (const note of [null, '  ok ', 'x'.repeat(501)]) {
        expect(
          await s.rpc(gabriela, now, 'respond_provider_request', {
            p_request: request,
            p_accept: false,
            p_note: note,
          }),
        ).toMatchObject({ ok: false, message: 'invalid_note' });
      }
    });
  });

  it('lets the requester cancel a pending or accepted request before the day, and tells the provider', async () => {
    await story(db, async (s) => {
      const request = await sent(s);
      expect(
        await s.rpc(bruno, now, 'cancel_provider_request', { p_request: request }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(await accept(s, request)).toMatchObject({ ok: true });
      expect(
        await s.rpc(vera, '2026-11-29T09:00:00-03:00', 'cancel_provider_request', {
          p_request: request,
        }),
      ).toMatchObject({ ok: false, message: 'request_past' });
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', {
          p_request: request,
          p_reason: 'Mudamos a data da viagem.',
        }),
      ).toMatchObject({
        ok: true,
        value: { status: 'cancelled', cancel_reason: 'Mudamos a data da viagem.' },
      });
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', { p_request: request }),
      ).toMatchObject({ ok: false, message: 'request_closed' });
      const mail = await s.sql<{ user_id: string; payload: Record<string, unknown> }>(
        `select user_id, payload from public.notifications
         where reason = 'provider_request_cancelled' and payload ->> 'request_id' = $1`,
        [request],
      );
      expect(mail).toEqual([
        {
          user_id: users.guia.id,
          payload: expect.objectContaining({
            cancel_reason: 'Mudamos a data da viagem.',
            was_accepted: true,
            requester_name: 'Vera Visitante',
          }),
        },
      ]);
    });
  });

  it('keeps the requester phone away from every REST reader', async () => {
    await story(db, async (s) => {
      await sent(s);
      for (const actor of [vera, gabriela, admin]) {
        expect(
          await s.as(actor, now, (tx) =>
            tx.query(`select requester_phone from public.provider_requests`),
          ),
        ).toMatchObject({ ok: false, code: '42501' });
      }
    });
  });
});

interface Card {
  slug: string;
  price_from: number | null;
  rating_avg: number | null;
  rating_count: number;
  cadastur_verified: boolean;
}
interface Directory {
  total: number;
  items: Card[];
}

const directory = async (s: Session, args: Record<string, unknown> = {}) => {
  const outcome = await s.rpc<Directory>(anonymous, now, 'provider_directory', args);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};
const slugs = (d: Directory) => d.items.map((c) => c.slug);

describe('the directory (the seed: seven approved providers on the five beaches)', () => {
  it('filters by beach, region, type, language and the "a partir de" price', async () => {
    await story(db, async (s) => {
      expect((await directory(s)).total).toBe(7);
      const byName = { p_sort: 'name' };
      expect(slugs(await directory(s, { ...byName, p_beach: 'praia-do-forno' }))).toEqual([
        'costa-do-sol-transfer',
        'gabriela-guia-turismo',
        'marina-lopes-fotografia-subaquatica',
      ]);
      expect(slugs(await directory(s, { ...byName, p_region: 'northeast' }))).toEqual([
        'jeri-4x4-transfer',
        'noronha-raiz-guiamento',
      ]);
      expect(slugs(await directory(s, { ...byName, p_type: 'transfer' }))).toEqual([
        'costa-do-sol-transfer',
        'jeri-4x4-transfer',
      ]);
      expect(slugs(await directory(s, { p_language: 'it' }))).toEqual(['jeri-4x4-transfer']);
      const cheap = await directory(s, { ...byName, p_max_price: 15000 });
      expect(cheap.items.map((c) => [c.slug, c.price_from])).toEqual([
        ['jeri-4x4-transfer', 12000],
        ['rosa-trilhas-e-baleias', 12000],
      ]);
      expect(
        (await directory(s, { p_beach: 'praia-do-rosa', p_type: 'guia', p_language: 'en' })).total,
      ).toBe(1);
    });
  });

  it('sorts by price (then name), by name, by rating (best first, unrated last) and pages', async () => {
    await story(db, async (s) => {
      expect(slugs(await directory(s, { p_sort: 'price' }))).toEqual([
        'jeri-4x4-transfer',
        'rosa-trilhas-e-baleias',
        'costa-do-sol-transfer',
        'marina-lopes-fotografia-subaquatica',
        'gabriela-guia-turismo',
        'noronha-raiz-guiamento',
        'pousada-saire',
      ]);
      const page = await directory(s, { p_sort: 'name', p_limit: 3, p_offset: 3 });
      expect(page).toMatchObject({ total: 7 });
      expect(slugs(page)).toEqual([
        'marina-lopes-fotografia-subaquatica',
        'noronha-raiz-guiamento',
        'pousada-saire',
      ]);
      expect(slugs(await directory(s, { p_sort: 'name', p_offset: 7 }))).toEqual([]);
      // Whatever reviews the seed has: averages never rise down the list, unrated ones last.
      const rated = (await directory(s)).items.map((c) => c.rating_avg ?? -1);
      expect(rated).toEqual([...rated].sort((a, b) => b - a));
      // The average comes from the aggregates, rounded to one decimal.
      await s.sql(
        `update public.service_providers set rating_count = 3, rating_total = 14,
           rating_histogram = '{0,0,0,1,2}' where slug = 'pousada-saire'`,
      );
      await s.sql(
        `update public.service_providers set rating_count = 0, rating_total = 0,
           rating_histogram = '{0,0,0,0,0}' where slug <> 'pousada-saire'`,
      );
      const top = (await directory(s, { p_limit: 2 })).items;
      expect(top[0]).toMatchObject({ slug: 'pousada-saire', rating_avg: 4.7, rating_count: 3 });
      expect(top[1]).toMatchObject({ rating_avg: null, rating_count: 0 });
    });
  });

  it('refuses unknown filters and pages out of bounds', async () => {
    await story(db, async (s) => {
      for (const args of [
        { p_beach: 'copacabana' },
        { p_region: 'midwest' },
        { p_type: 'surf' },
        { p_language: 'ru' },
        { p_max_price: -1 },
        { p_sort: 'stars' },
        { p_limit: 0 },
        { p_limit: 61 },
        { p_offset: -1 },
      ]) {
        expect(
          await s.rpc(anonymous, now, 'provider_directory', args),
          JSON.stringify(args),
        ).toMatchObject({ ok: false, message: 'invalid_filter' });
      }
    });
  });

  it('leaves out providers with no approved service and blocked accounts', async () => {
    await story(db, async (s) => {
      await s.sql(
        `update public.provider_services set status = 'pending', reviewed_at = null
         where provider_id = '00000000-0000-4000-8000-00000036c002'`,
      );
      await s.sql(
        `update auth.users set banned_until = '2027-01-01' where id = '00000000-0000-4000-8000-00000036c001'`,
      );
      expect(slugs(await directory(s, { p_beach: 'praia-do-forno' }))).toEqual([
        'gabriela-guia-turismo',
      ]);
      expect(
        await s.rpc(anonymous, now, 'provider_profile', {
          p_slug: 'marina-lopes-fotografia-subaquatica',
        }),
      ).toEqual({ ok: true, value: null });
      expect(
        await ask(s, {
          p_provider: '00000000-0000-4000-8000-00000036c001',
          p_service: '00000000-0000-4000-8000-00000036c101',
        }),
      ).toMatchObject({ ok: false, message: 'provider_not_found' });
    });
  });

  it('shows the Cadastur badge only while the verified number is the current one', async () => {
    await story(db, async (s) => {
      const badge = async () =>
        (await directory(s, { p_beach: 'praia-do-rosa' })).items[0]?.cadastur_verified;
      expect(await badge()).toBe(true);
      await s.as(
        asUser({ id: '00000000-0000-4000-8000-00000036c006', email: 'guia.rosa@mare.example' }),
        now,
        (tx) =>
          tx.query(`update public.service_providers set cadastur = '42987654399' where id = $1`, [
            '00000000-0000-4000-8000-00000036c006',
          ]),
      );
      expect(await badge()).toBe(false);
    });
  });

  it('gives a profile its approved services (cheapest first) with duration and "inclui"', async () => {
    await story(db, async (s) => {
      const outcome = await s.rpc<{
        languages: string[];
        beaches: string[];
        rating_histogram: number[];
        photo_url: string | null;
        services: { title: string; price: number; duration_minutes: number; included: string[] }[];
      }>(anonymous, now, 'provider_profile', { p_slug: 'rosa-trilhas-e-baleias' });
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.value).toMatchObject({
        beaches: ['praia-do-rosa'],
        languages: ['pt-BR', 'en', 'es'],
        photo_url: null,
      });
      expect(outcome.value.rating_histogram).toHaveLength(5);
      expect(outcome.value.services).toEqual([
        expect.objectContaining({
          title: 'Observação de baleias-francas em terra',
          price: 12000,
          duration_minutes: 120,
          included: ['Binóculos', 'Explicação sobre a APA da Baleia Franca'],
        }),
        expect.objectContaining({ title: 'Trilha da Praia Vermelha ao Ouvidor', price: 15000 }),
      ]);
    });
  });
});

describe('sending a request', () => {
  it('refuses what the form must not send, one code each', async () => {
    await story(db, async (s) => {
      const refused: [Record<string, unknown>, string][] = [
        [{ p_provider: '00000000-0000-4000-8000-0000000000ff' }, 'provider_not_found'],
        [{ p_service: '00000000-0000-4000-8000-00000036c101' }, 'invalid_service'],
        [{ p_service: id('103') }, 'invalid_service'],
        [{ p_date: '2026-11-20' }, 'invalid_date'],
        [{ p_date: '2027-11-22' }, 'invalid_date'],
        [{ p_date: null }, 'invalid_date'],
        [{ p_people: 0 }, 'invalid_people'],
        [{ p_people: 51 }, 'invalid_people'],
        [{ p_message: '  ok  ' }, 'invalid_message'],
        [{ p_message: 'x'.repeat(1001) }, 'invalid_message'],
        [{ p_phone: '9999-0000' }, 'invalid_phone'],
        [{ p_phone: null }, 'invalid_phone'],
      ];
      for (const [overrides, code] of refused) {
        expect(await ask(s, overrides), JSON.stringify(overrides)).toMatchObject({
          ok: false,
          message: code,
        });
      }
      expect(
        await s.rpc(gabriela, now, 'send_provider_request', {
          p_provider: users.guia.id,
          p_service: null,
          p_date: '2026-11-28',
          p_people: 1,
          p_message: 'Pedido para mim mesma.',
          p_phone: '(73) 99999-0004',
        }),
      ).toMatchObject({ ok: false, message: 'provider_not_found' });
      expect(await ask(s, { p_service: null, p_phone: '+55 71 98888-0006' })).toMatchObject({
        ok: true,
      });
      const [row] = await s.sql<{ requester_name: string; requester_phone: string }>(
        `select requester_name, requester_phone from public.provider_requests
         where requester_id = $1 order by created_at desc limit 1`,
        [users.visitante.id],
      );
      expect(row).toEqual({
        requester_name: 'Vera Visitante',
        requester_phone: '+55 71 98888-0006',
      });
    });
  });

  it('asks for an answer within 48 hours and before the day (by its end for today)', async () => {
    await story(db, async (s) => {
      const replyBy = async (date: string) => {
        const outcome = await ask(s, { p_date: date, p_service: null });
        if (!outcome.ok) throw new Error(outcome.message);
        await s.sql(`delete from public.provider_requests where id = $1`, [outcome.value.id]);
        return new Date(outcome.value.reply_by).toISOString();
      };
      expect(await replyBy('2026-11-21')).toBe('2026-11-22T03:00:00.000Z');
      expect(await replyBy('2026-11-22')).toBe('2026-11-22T03:00:00.000Z');
      expect(await replyBy('2026-11-23')).toBe('2026-11-23T03:00:00.000Z');
      expect(await replyBy('2026-12-20')).toBe('2026-11-23T13:30:00.000Z');
    });
  });

  it('keeps the rate limits: three pending to one provider', async () => {
    await story(db, async (s) => {
      // Vera's request of yesterday is still pending (until 16:30): two more, not a third.
      expect(await ask(s)).toMatchObject({ ok: true });
      expect(await ask(s)).toMatchObject({ ok: true });
      expect(await ask(s)).toMatchObject({ ok: false, message: 'request_limit' });
      // Another provider still takes hers.
      expect(
        await ask(s, {
          p_provider: '00000000-0000-4000-8000-00000036c002',
          p_service: '00000000-0000-4000-8000-00000036c104',
        }),
      ).toMatchObject({ ok: true });
    });
  });

  it('keeps the rate limits: twenty a day', async () => {
    await story(db, async (s) => {
      const providers = [
        ['00000000-0000-4000-8000-00000036c001', '00000000-0000-4000-8000-00000036c101'],
        ['00000000-0000-4000-8000-00000036c002', '00000000-0000-4000-8000-00000036c103'],
        ['00000000-0000-4000-8000-00000036c003', '00000000-0000-4000-8000-00000036c105'],
        ['00000000-0000-4000-8000-00000036c004', '00000000-0000-4000-8000-00000036c107'],
        ['00000000-0000-4000-8000-00000036c005', '00000000-0000-4000-8000-00000036c109'],
        ['00000000-0000-4000-8000-00000036c006', '00000000-0000-4000-8000-00000036c110'],
        [users.guia.id, recifeDeFora],
      ];
      // Vera sent one to the transfer two hours ago (the seed): 19 more, then no more today.
      let sentToday = 1;
      for (let round = 0; sentToday < 20; round += 1) {
        const [provider, service] = providers[round % providers.length] ?? [];
        const outcome = await ask(s, { p_provider: provider, p_service: service });
        if (outcome.ok) sentToday += 1;
        // A provider's three-pending limit refuses some rounds: then cancel one and go on.
        else {
          expect(outcome).toMatchObject({ message: 'request_limit' });
          await s.sql(
            `update public.provider_requests set status = 'cancelled', cancelled_at = now()
             where requester_id = $1 and provider_id = $2 and status = 'pending'`,
            [users.visitante.id, provider],
          );
        }
      }
      expect(await ask(s, { p_service: null })).toMatchObject({
        ok: false,
        message: 'request_limit',
      });
    });
  });

  it('e-mails the provider the service, the day and the party; the answer carries the note', async () => {
    await story(db, async (s) => {
      const request = await sent(s);
      expect(await accept(s, request)).toMatchObject({ ok: true });
      const mail = await s.sql<{
        user_id: string;
        reason: string;
        payload: Record<string, unknown>;
      }>(
        `select user_id, reason, payload from public.notifications
         where payload ->> 'request_id' = $1 order by created_at, reason desc`,
        [request],
      );
      expect(mail).toEqual([
        {
          user_id: users.guia.id,
          reason: 'provider_request_received',
          payload: expect.objectContaining({
            needed_on: '2026-11-28',
            people: 4,
            service_title: 'Guia para o Recife de Fora',
          }),
        },
        {
          user_id: users.visitante.id,
          reason: 'provider_request_answered',
          payload: expect.objectContaining({
            accepted: true,
            response_note: 'Combinado! Encontro vocês no cais às 8h.',
            requests_path: '/minhas-solicitacoes',
          }),
        },
      ]);
      // The phone never travels in an e-mail.
      expect(JSON.stringify(mail)).not.toContain('98888');
    });
  });
});

describe('after the answer', () => {
  it('refuses to cancel what is closed, and a reason over 500 characters', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', { p_request: id('205') }),
      ).toMatchObject({ ok: false, message: 'request_closed' });
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', {
          p_request: id('202'),
          p_reason: 'x'.repeat(501),
        }),
      ).toMatchObject({ ok: false, message: 'invalid_reason' });
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', { p_request: id('202') }),
      ).toMatchObject({ ok: true, value: { status: 'cancelled', cancel_reason: null } });
      expect(
        await s.rpc(vera, now, 'cancel_provider_request', {
          p_request: '00000000-0000-4000-8000-0000000000ff',
        }),
      ).toMatchObject({ ok: false, message: 'not_found' });
    });
  });

  it('closes only accepted requests, once, as completed or no-show; audited', async () => {
    await story(db, async (s) => {
      const finish = (request: string, outcome: string) =>
        s.rpc(gabriela, now, 'finish_provider_request', { p_request: request, p_outcome: outcome });
      expect(await finish(id('202'), 'completed')).toMatchObject({
        ok: false,
        message: 'request_not_accepted',
      });
      expect(await finish(id('204'), 'no_show')).toMatchObject({
        ok: true,
        value: { status: 'no_show' },
      });
      expect(await finish(id('204'), 'completed')).toMatchObject({
        ok: false,
        message: 'request_not_accepted',
      });
      expect(
        await s.sql(`select action from public.audit_logs where target = $1`, [
          `provider_requests/${id('204')}`,
        ]),
      ).toEqual([{ action: 'provider_request.finish' }]);
    });
  });

  it('lists Vera every status, with the WhatsApp only where the provider accepted', async () => {
    await story(db, async (s) => {
      const outcome = await s.rpc<
        { status: string; provider_whatsapp: string | null; provider_slug: string }[]
      >(vera, now, 'my_provider_requests', {});
      if (!outcome.ok) throw new Error(outcome.message);
      const statuses = new Set(outcome.value.map((r) => r.status));
      expect([...statuses].sort()).toEqual(
        ['accepted', 'cancelled', 'completed', 'declined', 'no_show', 'pending'].sort(),
      );
      for (const row of outcome.value) {
        const shown = ['accepted', 'completed', 'no_show'].includes(row.status);
        expect(row.provider_whatsapp !== null, `${row.status} ${row.provider_slug}`).toBe(shown);
      }
    });
  });

  it('moves the new moments with the demo anchor', async () => {
    await story(db, async (s) => {
      await s.sql(`select private.rebase_demo_dates('2026-11-23T10:30:00-03:00')`);
      const [row] = await s.sql<{
        needed_on: string;
        finished_at: string;
        cancelled_at: string | null;
      }>(
        `select needed_on::text, finished_at, cancelled_at from public.provider_requests where id = $1`,
        ['00000000-0000-4000-8000-00000036c203'],
      );
      expect(row?.needed_on).toBe('2026-11-17');
      expect(new Date(row?.finished_at ?? '').toISOString()).toBe('2026-11-17T19:30:00.000Z');
      const [cancelled] = await s.sql<{ cancelled_at: string }>(
        `select cancelled_at from public.provider_requests where id = $1`,
        ['00000000-0000-4000-8000-00000036c205'],
      );
      expect(new Date(cancelled?.cancelled_at ?? '').toISOString()).toBe(
        '2026-11-22T13:30:00.000Z',
      );
      const [verified] = await s.sql<{ at: string }>(
        `select cadastur_verified_at as at from public.service_providers where id = $1`,
        [users.guia.id],
      );
      expect(new Date(verified?.at ?? '').toISOString()).toBe('2026-10-24T13:30:00.000Z');
    });
  });
});

describe('services say how long and what is included', () => {
  it('keeps duration and "inclui" within their limits, and an edit goes back to review', async () => {
    await story(db, async (s) => {
      const edit = (set: string) =>
        s.as(gabriela, now, async (tx) => {
          const { rows } = await tx.query<{ status: string }>(
            `update public.provider_services set ${set} where id = $1 returning status`,
            [recifeDeFora],
          );
          return rows[0]?.status;
        });
      expect(await edit(`duration_minutes = 10`)).toMatchObject({ ok: false, code: '23514' });
      expect(await edit(`duration_minutes = 1441`)).toMatchObject({ ok: false, code: '23514' });
      for (const included of [
        `'{"a": 1}'`,
        `'[1]'`,
        `'["  "]'`,
        `to_jsonb(array[repeat('x', 81)])`,
        `(select jsonb_agg('item ' || n) from generate_series(1, 13) n)`,
      ]) {
        expect(await edit(`included = ${included}`), included).toMatchObject({
          ok: false,
          code: '23514',
        });
      }
      expect(await edit(`included = to_jsonb(array[repeat('x', 80), 'Colete'])`)).toEqual({
        ok: true,
        value: 'pending',
      });
    });
  });

  it('gives a new provider a slug of its own', async () => {
    await story(db, async (s) => {
      await s.sql(
        `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values
           ('00000000-0000-4000-8000-0000000000f1', 'homonimo@mare.example', now(),
            '{"nome":"Outra Gabriela","account_type":"service_provider","business_name":"Gabriela Guia Turismo",
              "business_type":"guia","cadastur":"10987654321","whatsapp":"(73) 98888-0000"}')`,
      );
      expect(
        await s.sql(`select slug from public.service_providers where id = $1`, [
          '00000000-0000-4000-8000-0000000000f1',
        ]),
      ).toEqual([{ slug: 'gabriela-guia-turismo-2' }]);
    });
  });
});
