import { ARTICLE_SLOTS } from '../constants.ts';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import { hashString, mulberry32, pickOne } from '../random/prng.ts';
import type { Beach } from '../beaches/types.ts';
import { slotMoment } from '../scheduler/slots.ts';
import { minuteStamp, normaliseSeed, toMinute } from './article-id.ts';
import {
  DEFAULT_ARTICLE_SEED,
  generateArticle,
  generateArticleBatch,
  type BatchOptions,
} from './generate.ts';
import type { Article } from './types.ts';

/** The article published at a slot: the beach is drawn from the moment, so every device agrees. */
export function scheduledArticle(
  moment: Date,
  seed: number = DEFAULT_ARTICLE_SEED,
  options: BatchOptions = {},
): Article {
  const beaches: readonly Beach[] = options.beaches?.length ? options.beaches : SAMPLE_BEACHES;
  const makeRandom = options.random ?? mulberry32;
  const random = makeRandom(
    hashString(`slot|${minuteStamp(toMinute(moment))}|${normaliseSeed(seed)}`),
  );
  const beach = pickOne(random, beaches as [Beach, ...Beach[]]);
  return generateArticle(beach, moment, seed, options);
}

/** Featured first, then newest, then by id so equal articles keep one order. */
export function compareArticles(a: Article, b: Article): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortArticles(articles: readonly Article[]): Article[] {
  return [...articles].sort(compareArticles);
}

/**
 * The blog of a day: the default batch (created at local midnight) plus one article for every slot
 * already reached. The same day always gives the same list.
 */
export function todaysArticles(
  now: Date,
  seed: number = DEFAULT_ARTICLE_SEED,
  options: BatchOptions = {},
): Article[] {
  const midnight = slotMoment(now, '00:00');
  const batch = generateArticleBatch(midnight, seed, options);
  const published = ARTICLE_SLOTS.map((slot) => slotMoment(now, slot))
    .filter((moment) => moment.getTime() <= now.getTime())
    .map((moment) => scheduledArticle(moment, seed, options));
  return sortArticles([...batch, ...published]);
}
