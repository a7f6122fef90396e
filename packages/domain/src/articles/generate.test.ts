import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import {
  ARTICLE_FIXED_TAGS,
  DEFAULT_ARTICLE_SEED,
  generateArticle,
  generateArticleBatch,
} from './generate.ts';
import { SUMMARY_CALL_TO_ACTION } from './templates/closing.ts';

const [sancho, jeri, forno, rosa, alter] = SAMPLE_BEACHES as [Beach, Beach, Beach, Beach, Beach];
const moment = new Date('2026-11-21T12:34:56.789Z');

describe('generateArticle', () => {
  it('fills every field of the spec', () => {
    const article = generateArticle(sancho, moment, 42);
    expect(Object.keys(article).sort()).toEqual(
      [
        'id',
        'beachId',
        'title',
        'summary',
        'content',
        'imageUrl',
        'createdAt',
        'tags',
        'views',
        'featured',
        'region',
        'regionName',
        'state',
        'city',
      ].sort(),
    );
    expect(article).toMatchObject({
      id: 'baia-do-sancho-202611211234-16',
      beachId: 'baia-do-sancho',
      imageUrl: '/images/beaches/baia-do-sancho.svg',
      createdAt: '2026-11-21T12:34:00.000Z',
      region: 'northeast',
      regionName: 'Nordeste',
      state: 'PE',
      city: 'Fernando de Noronha',
    });
    expect(article.title).toContain('Baía do Sancho');
    expect(article.views).toBeGreaterThanOrEqual(0);
    expect(article.views).toBeLessThanOrEqual(999);
    expect(typeof article.featured).toBe('boolean');
  });

  it('writes 6 templated and 3 closing paragraphs', () => {
    const { content } = generateArticle(jeri, moment, 7);
    expect(content).toHaveLength(9);
    for (const paragraph of content) {
      expect(paragraph.length).toBeGreaterThan(60);
      expect(paragraph).not.toMatch(/undefined|\$\{|\s{2}/);
    }
    expect(content[0]).toContain(jeri.description);
    expect(content[3]).toContain(jeri.history.slice(1));
  });

  it('summarises with the first 120 characters of the first paragraph and a call to action', () => {
    const { summary, content } = generateArticle(forno, moment, 3);
    const first120 = (content[0] ?? '').slice(0, 120).trimEnd();
    expect(summary).toBe(`${first120}... ${SUMMARY_CALL_TO_ACTION}`);
  });

  it('tags the beach name, state and city, plus the fixed tags', () => {
    expect(generateArticle(rosa, moment, 1).tags).toEqual([
      'Praia do Rosa',
      'Santa Catarina',
      'Imbituba',
      ...ARTICLE_FIXED_TAGS,
    ]);
    expect(ARTICLE_FIXED_TAGS).toEqual(['praias', 'viagem', 'turismo']);
  });

  it('speaks of each beach with the right grammar', () => {
    const texts = (beach: Beach) =>
      Array.from({ length: 40 }, (_, seed) => generateArticle(beach, moment, seed))
        .flatMap((a) => [a.title, ...a.content])
        .join('\n');
    expect(texts(alter)).toMatch(/no Pará/);
    expect(texts(alter)).not.toMatch(/\b(na|da) Alter do Chão|à Alter do Chão/);
    expect(texts(alter)).toMatch(/\ba Alter do Chão/);
    expect(texts(sancho)).toMatch(/em Pernambuco/);
    expect(texts(sancho)).toMatch(/\b(na|da|à) Baía do Sancho/);
    expect(texts(jeri)).not.toMatch(/\b(na|da) Jericoacoara|à Jericoacoara/);
  });

  it('is deterministic: same beach, minute and seed give the same article', () => {
    const later = new Date(moment.getTime() + 3_000);
    expect(generateArticle(alter, later, 99)).toEqual(generateArticle(alter, moment, 99));
    expect(generateArticle(alter, moment, 100).id).not.toBe(generateArticle(alter, moment, 99).id);
  });

  it('varies the text between seeds: several variants for every paragraph and the title', () => {
    const articles = Array.from({ length: 300 }, (_, seed) => generateArticle(rosa, moment, seed));
    expect(new Set(articles.map((a) => a.title)).size).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < 9; index += 1) {
      expect(new Set(articles.map((a) => a.content[index])).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes about 30 % featured and spreads the views over 0-999', () => {
    const articles = Array.from({ length: 3_000 }, (_, seed) =>
      generateArticle(jeri, moment, seed),
    );
    const featured = articles.filter((a) => a.featured).length / articles.length;
    expect(featured).toBeGreaterThan(0.27);
    expect(featured).toBeLessThan(0.33);
    const views = articles.map((a) => a.views);
    expect(Math.min(...views)).toBeLessThan(20);
    expect(Math.max(...views)).toBeGreaterThan(980);
  });

  it('takes its randomness from the injected source', () => {
    const low = generateArticle(sancho, moment, 1, { random: () => () => 0 });
    expect(low).toMatchObject({ views: 0, featured: true });
    const high = generateArticle(sancho, moment, 1, { random: () => () => 0.999_999 });
    expect(high).toMatchObject({ views: 999, featured: false });
    expect(low.title).not.toBe(high.title);
  });

  it('folds any seed into 32 bits', () => {
    expect(generateArticle(sancho, moment, -1).id).toBe(
      `baia-do-sancho-202611211234-${(2 ** 32 - 1).toString(36)}`,
    );
    expect(generateArticle(sancho, moment, 2 ** 32 + 5)).toEqual(
      generateArticle(sancho, moment, 5),
    );
  });

  it('refuses an invalid moment', () => {
    expect(() => generateArticle(sancho, new Date(Number.NaN), 1)).toThrow(RangeError);
  });

  it('leaves the region out of the text for a state without one', () => {
    const inland: Beach = {
      ...alter,
      id: 'lago-teste',
      name: 'Lago Teste',
      state: 'GO',
      city: 'Goiânia',
    };
    const article = generateArticle(inland, moment, 5);
    expect(article).toMatchObject({ region: 'undefined', regionName: 'Não Definida', state: 'GO' });
    expect(article.content.join(' ')).not.toMatch(/região Não Definida/);
  });
});

describe('generateArticleBatch', () => {
  it('makes 6 articles by default, with distinct ids, covering every beach', () => {
    const batch = generateArticleBatch(moment, DEFAULT_ARTICLE_SEED);
    expect(batch).toHaveLength(6);
    expect(new Set(batch.map((a) => a.id)).size).toBe(6);
    expect(new Set(batch.map((a) => a.beachId))).toEqual(new Set(SAMPLE_BEACHES.map((b) => b.id)));
    for (const article of batch) expect(article.createdAt).toBe('2026-11-21T12:34:00.000Z');
  });

  it('is deterministic and depends on the seed', () => {
    expect(generateArticleBatch(moment, 5)).toEqual(generateArticleBatch(moment, 5));
    expect(generateArticleBatch(moment, 5).map((a) => a.id)).not.toEqual(
      generateArticleBatch(moment, 6).map((a) => a.id),
    );
  });

  it('honours count and beaches', () => {
    expect(generateArticleBatch(moment, 1, { count: 3 })).toHaveLength(3);
    expect(generateArticleBatch(moment, 1, { count: 0 })).toEqual([]);
    expect(generateArticleBatch(moment, 1, { beaches: [] })).toEqual([]);
    const onlyRosa = generateArticleBatch(moment, 1, { beaches: [rosa], count: 4 });
    expect(onlyRosa.map((a) => a.beachId)).toEqual(Array(4).fill('praia-do-rosa'));
    expect(new Set(onlyRosa.map((a) => a.id)).size).toBe(4);
  });

  it('never repeats an id within a batch, whatever the seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, count) => {
        const ids = generateArticleBatch(moment, seed, { count }).map((a) => a.id);
        expect(new Set(ids).size).toBe(count);
      }),
      { numRuns: 200 },
    );
  });
});
