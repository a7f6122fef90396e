import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_SEED, scheduledArticle, todaysArticles } from '@mare/domain';
import { mergeFeed, newestFirst } from './merge.ts';

const day = todaysArticles(new Date(2026, 10, 21, 10, 30), DEFAULT_ARTICLE_SEED);
const at = (hours: number) =>
  scheduledArticle(new Date(2026, 10, 21, hours, 0), DEFAULT_ARTICLE_SEED);
const ids = (articles: readonly { id: string }[]) => articles.map((article) => article.id);

describe('mergeFeed', () => {
  it('is the day itself when nothing arrived', () => {
    expect(mergeFeed(day, [])).toEqual(day);
  });

  it('puts live arrivals on top, newest first as given', () => {
    const live = [at(13), at(11)];
    expect(ids(mergeFeed(day, live))).toEqual([...ids(live), ...ids(day)]);
  });

  it('shows an article the day already had only once, on top', () => {
    const nine = at(9);
    expect(ids(day)).toContain(nine.id);
    const merged = mergeFeed(day, [nine]);
    expect(merged).toHaveLength(day.length);
    expect(merged[0]?.id).toBe(nine.id);
    expect(ids(merged).filter((id) => id === nine.id)).toHaveLength(1);
  });
});

describe('newestFirst', () => {
  it('sorts by creation, keeping the order of equal moments, without touching its input', () => {
    const input = [...day];
    const sorted = newestFirst(input);
    expect(input).toEqual(day);
    expect(sorted[0]?.id).toBe(at(9).id);
    for (let i = 1; i < sorted.length; i += 1) {
      expect((sorted[i - 1]?.createdAt ?? '') >= (sorted[i]?.createdAt ?? '')).toBe(true);
    }
    const midnight = day.filter((article) => article.id !== at(9).id);
    expect(ids(sorted.slice(1))).toEqual(ids(midnight));
  });
});
