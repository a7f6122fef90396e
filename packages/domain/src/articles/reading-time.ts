import { ARTICLE } from '../constants.ts';

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** Minutes to read at 200 words a minute, rounded up, at least 1. */
export function readingTimeMinutes(content: string | readonly string[]): number {
  const words = (typeof content === 'string' ? [content] : content).reduce(
    (sum, paragraph) => sum + countWords(paragraph),
    0,
  );
  return Math.max(1, Math.ceil(words / ARTICLE.wordsPerMinute));
}
