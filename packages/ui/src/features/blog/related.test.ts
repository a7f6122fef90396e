import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_SEED, todaysArticles } from '@mare/domain';
import { relatedArticles } from './related.ts';

const day = todaysArticles(new Date(2026, 10, 21, 17, 30), DEFAULT_ARTICLE_SEED);

describe('relatedArticles', () => {
  it('never offers the article itself, and gives three', () => {
    for (const current of day) {
      const related = relatedArticles(current, day);
      expect(related).toHaveLength(3);
      expect(related.map((article) => article.id)).not.toContain(current.id);
    }
  });

  it('prefers other beaches of the same region, then other beaches, one per beach first', () => {
    for (const current of day) {
      const related = relatedArticles(current, day);
      const otherBeaches = new Set(
        day.filter((article) => article.beachId !== current.beachId).map((a) => a.beachId),
      );
      const distinct = new Set(related.map((article) => article.beachId));
      expect(distinct.size).toBe(Math.min(3, otherBeaches.size));
      const sameRegionElsewhere = day.some(
        (a) => a.region === current.region && a.beachId !== current.beachId,
      );
      if (sameRegionElsewhere) expect(related[0]?.region).toBe(current.region);
      expect(related[0]?.beachId).not.toBe(current.beachId);
    }
  });

  it('falls back to the same beach when nothing else exists', () => {
    const [current, ...rest] = day.filter((article) => article.beachId === day[0]?.beachId);
    expect(current).toBeDefined();
    if (!current) return;
    expect(relatedArticles(current, [current, ...rest], 2)).toEqual(rest.slice(0, 2));
    expect(relatedArticles(current, [current])).toEqual([]);
  });
});
