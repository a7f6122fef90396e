import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import type { Article } from './types.ts';
import { generateArticleBatch } from './generate.ts';
import { compareArticles, scheduledArticle, sortArticles, todaysArticles } from './todays.ts';

const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

describe('todaysArticles', () => {
  it('starts the day with the default batch of 6', () => {
    const list = todaysArticles(at(21, 8, 59));
    expect(list).toHaveLength(6);
    expect(new Set(list.map((a) => a.id))).toEqual(
      new Set(generateArticleBatch(at(21, 0), 0x6d617265).map((a) => a.id)),
    );
  });

  it('adds one article per slot already reached', () => {
    expect(todaysArticles(at(21, 9, 0))).toHaveLength(7);
    expect(todaysArticles(at(21, 12, 0))).toHaveLength(8);
    expect(todaysArticles(at(21, 20, 59))).toHaveLength(11);
    expect(todaysArticles(at(21, 23, 59))).toHaveLength(12);
    const ids = todaysArticles(at(21, 23, 59)).map((a) => a.id);
    for (const hour of [9, 11, 13, 15, 17, 21])
      expect(ids).toContain(scheduledArticle(at(21, hour)).id);
  });

  it('gives the same list all day long for the same moment in it', () => {
    expect(todaysArticles(at(21, 10, 5))).toEqual(todaysArticles(at(21, 10, 55)));
    expect(todaysArticles(at(21, 10, 5), 7)).toEqual(todaysArticles(at(21, 10, 5), 7));
  });

  it('changes from one day to the next and with the seed', () => {
    const today = todaysArticles(at(21, 12)).map((a) => a.id);
    const tomorrow = todaysArticles(at(22, 12)).map((a) => a.id);
    expect(today.filter((id) => tomorrow.includes(id))).toEqual([]);
    expect(todaysArticles(at(21, 12), 1)).not.toEqual(todaysArticles(at(21, 12), 2));
  });

  it('lists featured first, then newest', () => {
    const list = todaysArticles(at(21, 23));
    const firstPlain = list.findIndex((a) => !a.featured);
    expect(list.slice(firstPlain).every((a) => !a.featured)).toBe(true);
    for (let i = 1; i < list.length; i += 1) {
      const [prev, next] = [list[i - 1] as Article, list[i] as Article];
      if (prev.featured === next.featured) expect(prev.createdAt >= next.createdAt).toBe(true);
    }
  });

  it('draws scheduled beaches from the beaches handed in', () => {
    const only = [SAMPLE_BEACHES[4] as Beach];
    expect(scheduledArticle(at(21, 9), 1, { beaches: only }).beachId).toBe('alter-do-chao');
    expect(scheduledArticle(at(21, 9), 1, { beaches: [] }).beachId).toBe(
      scheduledArticle(at(21, 9), 1).beachId,
    );
  });
});

describe('sorting', () => {
  const article = (id: string, featured: boolean, createdAt: string) =>
    ({ id, featured, createdAt }) as Article;

  it('orders featured, then newest, then id', () => {
    const sorted = sortArticles([
      article('b', false, '2026-11-21T10:00:00.000Z'),
      article('a', false, '2026-11-21T10:00:00.000Z'),
      article('c', true, '2026-11-21T08:00:00.000Z'),
      article('d', false, '2026-11-21T12:00:00.000Z'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['c', 'd', 'a', 'b']);
    const same = article('x', true, '2026-11-21T10:00:00.000Z');
    expect(compareArticles(same, same)).toBe(0);
  });
});
