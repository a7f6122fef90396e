import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import { articleId, minuteStamp, parseArticleId } from './article-id.ts';
import { articleFromId } from './from-id.ts';
import { generateArticle, generateArticleBatch } from './generate.ts';
import { todaysArticles } from './todays.ts';

const moment = new Date('2026-11-21T09:00:00Z');
const beach = fc.constantFrom(...SAMPLE_BEACHES);
const minute = fc
  .integer({ min: Date.UTC(1970, 0, 1) / 60_000, max: Date.UTC(9999, 11, 31, 23, 59) / 60_000 })
  .map((m) => new Date(m * 60_000));

describe('article ids', () => {
  it('encode beach, UTC minute and seed in base 36', () => {
    expect(articleId('praia-do-rosa', new Date('2026-01-02T03:04:59Z'), 35)).toBe(
      'praia-do-rosa-202601020304-z',
    );
    expect(minuteStamp(new Date('0999-12-31T23:59:00Z'))).toBe('099912312359');
  });

  it('parse back what they encode', () => {
    fc.assert(
      fc.property(beach, minute, fc.nat({ max: 0xffffffff }), (b, m, seed) => {
        expect(parseArticleId(articleId(b.id, m, seed))).toEqual({
          beachId: b.id,
          moment: m,
          seed,
        });
      }),
    );
  });
});

describe('articleFromId', () => {
  it('rebuilds any article from its id alone', () => {
    fc.assert(
      fc.property(beach, minute, fc.integer(), (b: Beach, m, seed) => {
        const article = generateArticle(b, m, seed);
        expect(articleFromId(article.id)).toEqual(article);
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilds batch and scheduled articles', () => {
    for (const article of [
      ...generateArticleBatch(moment, 9),
      ...todaysArticles(new Date(2026, 10, 21, 23)),
    ]) {
      expect(articleFromId(article.id)).toEqual(article);
    }
  });

  it.each([
    ['unknown beach', 'praia-de-lugar-nenhum-202611210900-1'],
    ['no seed', 'jericoacoara-202611210900'],
    ['short stamp', 'jericoacoara-20261121090-1'],
    ['month 13', 'jericoacoara-202613210900-1'],
    ['31 February', 'jericoacoara-202602310900-1'],
    ['25 o’clock', 'jericoacoara-202611212500-1'],
    ['minute 60', 'jericoacoara-202611210960-1'],
    ['year before 100', 'jericoacoara-005011210900-1'],
    ['seed over 32 bits', 'jericoacoara-202611210900-1z141z4'],
    ['seed with a leading zero', 'jericoacoara-202611210900-01'],
    ['upper case', 'Jericoacoara-202611210900-1'],
    ['spaces', ' jericoacoara-202611210900-1'],
    ['trailing slash', 'jericoacoara-202611210900-1/'],
    ['empty', ''],
    ['very long', `${'a-'.repeat(200)}202611210900-1`],
  ])('answers null for %s', (_label, id) => {
    expect(articleFromId(id)).toBeNull();
  });

  it('answers null for what is not a string', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('x')])
      expect(articleFromId(value)).toBeNull();
  });

  it('answers null when the beaches handed in lack the beach', () => {
    const id = generateArticle(SAMPLE_BEACHES[0] as Beach, moment, 1).id;
    expect(articleFromId(id, { beaches: [] })).toBeNull();
  });

  it('answers null instead of throwing when generation fails', () => {
    const id = generateArticle(SAMPLE_BEACHES[0] as Beach, moment, 1).id;
    const broken = () => () => {
      throw new Error('random source down');
    };
    expect(articleFromId(id, { random: broken })).toBeNull();
  });

  it('never throws and only accepts ids that rebuild themselves (10 000 random values)', () => {
    const idLike = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('a', 'z', '0', '9', '-', 'j') }),
      fc
        .tuple(
          fc.constantFrom(...SAMPLE_BEACHES.map((b) => b.id), 'x'),
          fc.stringMatching(/^\d{12}$/),
          fc.stringMatching(/^[0-9a-z]{1,8}$/),
        )
        .map((parts) => parts.join('-')),
      fc.anything(),
    );
    fc.assert(
      fc.property(idLike, (id) => {
        const article = articleFromId(id);
        if (article !== null) expect(article.id).toBe(id);
      }),
      { numRuns: 10_000 },
    );
  });
});
