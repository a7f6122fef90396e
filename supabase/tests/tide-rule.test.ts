import type { PGlite } from '@electric-sql/pglite';
import { BEACH_TIDE_STATIONS, departureFits, type TideRule } from '@mare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureTour, story, type Session } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * A tour's tide rule (issue 40, item 3; migrations 20261202000100 and 20261202000110): exactly
 * one of two shapes, refused otherwise with tide_rule_invalid, and only at a beach with a tide
 * (tide_rule_no_tide); the owner's REST save writes it, a published tour
 * keeps its status when it changes, and the public reads it with the rest of a published tour.
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
const now = fixtureClock;
const published = fixtureTour(1);
const draft = fixtureTour(7);

/** The owner's REST edit of the rule (PostgREST: update ... where id = ..., as `authenticated`). */
const setRule = (s: Session, rule: unknown, tour = published) =>
  s.as(bruno, now, async (tx) => {
    const { rows } = await tx.query<{ status: string; tide_rule: unknown }>(
      `update public.tours set tide_rule = $1::jsonb where id = $2 returning status, tide_rule`,
      [rule === null ? null : JSON.stringify(rule), tour],
    );
    return rows[0];
  });

const refusal = (outcome: { ok: boolean; code?: string; message?: string }) =>
  outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`;

describe('the shape', () => {
  it.each([
    ['an unknown kind', { kind: 'rising' }],
    ['a height without its kind', { metres: 0.5 }],
    ['"below" without a height', { kind: 'below' }],
    ['a height as text', { kind: 'below', metres: '0.5' }],
    ['a negative height', { kind: 'below', metres: -0.1 }],
    ['a height over 3 m', { kind: 'below', metres: 3.01 }],
    ['a height of 0 m', { kind: 'below', metres: 0 }],
    ['millimetres', { kind: 'below', metres: 0.555 }],
    ['an extra key on "below"', { kind: 'below', metres: 0.5, note: 'x' }],
    ['an extra key on "falling"', { kind: 'falling', metres: 0.5 }],
    ['a kind that is not text', { kind: ['falling'] }],
    ['a list', [{ kind: 'falling' }]],
    ['a bare string', 'falling'],
    ['a number', 0.5],
    ['JSON null', 'json-null'],
  ])('refuses %s with tide_rule_invalid', async (_, rule) => {
    await story(db, async (s) => {
      const write =
        rule === 'json-null'
          ? await s.as(bruno, now, (tx) =>
              tx.query(`update public.tours set tide_rule = 'null'::jsonb where id = $1`, [
                published,
              ]),
            )
          : await setRule(s, rule);
      expect(refusal(write)).toMatch(/^P0001 tide_rule_invalid/);
    });
  });

  it.each([
    [{ kind: 'below', metres: 0.8 }],
    [{ kind: 'below', metres: 0.01 }],
    [{ kind: 'below', metres: 3 }],
    [{ kind: 'below', metres: 1.25 }],
    [{ kind: 'falling' }],
    [null],
  ])('accepts %j', async (rule) => {
    await story(db, async (s) => {
      const write = await setRule(s, rule);
      expect(write).toEqual({ ok: true, value: { status: 'published', tide_rule: rule } });
    });
  });

  it('holds for every writer, the service role too', async () => {
    await story(db, async (s) => {
      const service = await s.as({ kind: 'service' }, now, (tx) =>
        tx.query(`update public.tours set tide_rule = '{"kind":"below"}' where id = $1`, [
          published,
        ]),
      );
      expect(refusal(service)).toMatch(/^P0001 tide_rule_invalid/);
    });
  });
});

describe('a beach with a tide', () => {
  it('the database’s list is the domain’s (BEACH_TIDE_STATIONS)', async () => {
    const [row] = await db
      .query<{ beaches: string[] }>(`select private.tide_beaches() as beaches`)
      .then((r) => r.rows);
    expect([...(row?.beaches ?? [])].sort()).toEqual(Object.keys(BEACH_TIDE_STATIONS).sort());
  });

  it.each([
    ['no beach (another place)', null],
    ['a river beach', 'alter-do-chao'],
  ])('refuses a rule for a tour at %s with tide_rule_no_tide', async (_, beach) => {
    await story(db, async (s) => {
      const write = await s.as(bruno, now, (tx) =>
        tx.query(
          `update public.tours set beach_id = $1, place = 'Outro lugar',
             tide_rule = '{"kind":"falling"}' where id = $2`,
          [beach, published],
        ),
      );
      expect(refusal(write)).toMatch(/^P0001 tide_rule_no_tide/);
    });
  });

  it('refuses moving a tour with a rule away from its tide, and allows it without the rule', async () => {
    await story(db, async (s) => {
      await setRule(s, { kind: 'falling' });
      const move = (rule: string | null) =>
        s.as(bruno, now, (tx) =>
          tx.query(
            `update public.tours set beach_id = null, place = 'Outro lugar', tide_rule = $1::jsonb
             where id = $2`,
            [rule, published],
          ),
        );
      expect(refusal(await move('{"kind":"falling"}'))).toMatch(/^P0001 tide_rule_no_tide/);
      expect(refusal(await move(null))).toBe('ok');
    });
  });
});

describe('who writes and reads it', () => {
  it('the owner creates a tour with a rule', async () => {
    await story(db, async (s) => {
      const created = await s.as(bruno, now, async (tx) => {
        const { rows } = await tx.query<{ tide_rule: unknown }>(
          `insert into public.tours (owner_id, slug, title, beach_id, summary, duration_minutes,
             price_adult, price_child, tide_rule)
           values ($1, 'piscinas-naturais-teste', 'Piscinas naturais', 'baia-do-sancho',
                   'Passeio às piscinas naturais na maré baixa.', 180, 15000, 7500,
                   '{"kind":"below","metres":0.4}')
           returning tide_rule`,
          [users.barqueiro.id],
        );
        return rows[0]?.tide_rule;
      });
      expect(created).toEqual({ ok: true, value: { kind: 'below', metres: 0.4 } });
    });
  });

  it('a published tour stays published and on sale when its rule changes, with no review', async () => {
    await story(db, async (s) => {
      expect(await setRule(s, { kind: 'below', metres: 0.5 })).toMatchObject({
        ok: true,
        value: { status: 'published' },
      });
      expect(await setRule(s, { kind: 'falling' })).toMatchObject({
        ok: true,
        value: { status: 'published' },
      });
      const reviews = await s.sql(
        `select 1 from public.audit_logs where target = $1 and action = 'tour.back_to_review'`,
        [`tours/${published}`],
      );
      expect(reviews).toEqual([]);
    });
  });

  it('no one else writes it', async () => {
    await story(db, async (s) => {
      const stranger = await s.as(vera, now, async (tx) => {
        const { rows } = await tx.query(
          `update public.tours set tide_rule = '{"kind":"falling"}' where id = $1 returning id`,
          [published],
        );
        return rows.length;
      });
      expect(stranger).toEqual({ ok: true, value: 0 });
      const anon = await s.as(anonymous, now, (tx) =>
        tx.query(`update public.tours set tide_rule = '{"kind":"falling"}' where id = $1`, [
          published,
        ]),
      );
      expect(refusal(anon)).toMatch(/^42501 /);
    });
  });

  it('the seed: the Baía do Sancho tour only sails below 0,8 m, the others have no rule', async () => {
    await story(db, async (s) => {
      const rows = await s.sql<{ beach_id: string | null; tide_rule: unknown }>(
        `select beach_id, tide_rule from public.tours where tide_rule is not null`,
      );
      expect(rows).toEqual([
        { beach_id: 'baia-do-sancho', tide_rule: { kind: 'below', metres: 0.8 } },
      ]);
    });
  });

  it('the seed: some but not all of the Sancho’s departures fit its rule, by the predictor', async () => {
    await story(db, async (s) => {
      const [tour] = await s.sql<{ tide_rule: TideRule; duration_minutes: number }>(
        `select tide_rule, duration_minutes from public.tours where beach_id = 'baia-do-sancho'`,
      );
      const departures = await s.sql<{ starts_at: string | Date }>(
        `select d.starts_at from public.departures d join public.tours t on t.id = d.tour_id
         where t.beach_id = 'baia-do-sancho'`,
      );
      if (!tour) throw new Error('no Sancho tour in the seed');
      const fit = departures.filter((d) =>
        departureFits(
          tour.tide_rule,
          'baia-do-sancho',
          new Date(d.starts_at),
          tour.duration_minutes,
        ),
      );
      // The demo shows both badges: some departures fit, some do not.
      expect(fit.length).toBeGreaterThan(0);
      expect(fit.length).toBeLessThan(departures.length);
    });
  });

  it('the public reads the rule of a published tour, not of a draft', async () => {
    await story(db, async (s) => {
      await setRule(s, { kind: 'below', metres: 0.8 });
      await s.sql(`update public.tours set beach_id = 'praia-do-forno' where id = $1`, [draft]);
      await setRule(s, { kind: 'falling' }, draft);
      const read = await s.as(anonymous, now, async (tx) => {
        const { rows } = await tx.query<{ id: string; tide_rule: unknown }>(
          `select id, tide_rule from public.tours where id = any($1::uuid[]) order by id`,
          [[published, draft]],
        );
        return rows;
      });
      expect(read).toEqual({
        ok: true,
        value: [{ id: published, tide_rule: { kind: 'below', metres: 0.8 } }],
      });
    });
  });
});
