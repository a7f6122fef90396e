import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import { generateArticle } from './generate.ts';
import { countWords, readingTimeMinutes } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, () => 'praia').join(' ');

describe('reading time', () => {
  it('counts words across spaces and line breaks', () => {
    expect(countWords('  Baía do\nSancho  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('reads 200 words a minute, rounding up, at least 1', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes([])).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes([words(150), words(150)])).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('gives a generated article a few minutes', () => {
    const article = generateArticle(SAMPLE_BEACHES[0] as Beach, new Date('2026-11-21T09:00Z'), 1);
    const minutes = readingTimeMinutes(article.content);
    expect(minutes).toBeGreaterThanOrEqual(2);
    expect(minutes).toBeLessThanOrEqual(5);
  });
});
