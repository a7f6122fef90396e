import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import { ARTICLE } from '../constants.ts';
import {
  hashString,
  mulberry32,
  pickOne,
  randomInt,
  type RandomFactory,
  type RandomSource,
} from '../random/prng.ts';
import { REGION_NAMES, regionOfState } from '../regions/regions.ts';
import { stateName } from '../regions/states.ts';
import { articleId, minuteStamp, normaliseSeed, toMinute } from './article-id.ts';
import { inState, listInPortuguese, placeForms } from './grammar.ts';
import {
  BODY_VARIANTS,
  CLOSING_VARIANTS,
  SUMMARY_CALL_TO_ACTION,
  TITLE_VARIANTS,
  type TemplateContext,
} from './templates/index.ts';
import type { Article } from './types.ts';

export interface ArticleOptions {
  /** The seeded random source; mulberry32 unless a test hands another. */
  random?: RandomFactory;
}

export interface BatchOptions extends ArticleOptions {
  count?: number;
  beaches?: readonly Beach[];
}

/** Tags every article carries besides its beach's name, state and city. */
export const ARTICLE_FIXED_TAGS = ['praias', 'viagem', 'turismo'] as const;

/** The seed the site uses when none is given. */
export const DEFAULT_ARTICLE_SEED = 0x6d617265;

function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function summaryOf(firstParagraph: string): string {
  const characters = Array.from(firstParagraph);
  const opening = characters.slice(0, ARTICLE.summaryLength).join('').trimEnd();
  const cut = characters.length > ARTICLE.summaryLength ? '...' : '';
  return `${opening}${cut} ${SUMMARY_CALL_TO_ACTION}`;
}

function contextFor(beach: Beach, random: RandomSource): TemplateContext {
  const region = regionOfState(beach.state);
  const [first = '', second = ''] = shuffled(random, beach.curiosities);
  return {
    beach,
    place: placeForms(beach.name),
    stateName: stateName(beach.state),
    inState: inState(beach.state),
    regionPhrase: region === 'undefined' ? '' : `, na região ${REGION_NAMES[region]}`,
    curiosities: [first, second],
    attractions: listInPortuguese(
      shuffled(random, beach.nearbyAttractions)
        .slice(0, 3)
        .map((name) => placeForms(name).the),
    ),
  };
}

/**
 * One article, fully determined by (beach, minute of `moment`, seed): the same inputs give the
 * same article on any device, which is what lets `/blog/{id}` rebuild it.
 */
export function generateArticle(
  beach: Beach,
  moment: Date,
  seed: number,
  options: ArticleOptions = {},
): Article {
  if (Number.isNaN(moment.getTime())) throw new RangeError('generateArticle: invalid moment');
  const minute = toMinute(moment);
  const articleSeed = normaliseSeed(seed);
  const makeRandom = options.random ?? mulberry32;
  const random = makeRandom(hashString(`${beach.id}|${minuteStamp(minute)}|${articleSeed}`));
  // Views and featured first, so template changes never move them.
  const views = randomInt(random, 0, ARTICLE.maxViews);
  const featured = random() < ARTICLE.featuredProbability;
  const context = contextFor(beach, random);
  const title = pickOne(random, TITLE_VARIANTS)(context);
  const content = [...BODY_VARIANTS, ...CLOSING_VARIANTS].map((variants) =>
    pickOne(random, variants)(context),
  );
  const region = regionOfState(beach.state);
  const tags = [
    ...new Set([beach.name, stateName(beach.state), beach.city, ...ARTICLE_FIXED_TAGS]),
  ];
  return {
    id: articleId(beach.id, minute, articleSeed),
    beachId: beach.id,
    title,
    summary: summaryOf(content[0] ?? ''),
    content,
    imageUrl: beach.imageUrl,
    createdAt: minute.toISOString(),
    tags,
    views,
    featured,
    region,
    regionName: REGION_NAMES[region],
    state: beach.state,
    city: beach.city,
  };
}

/**
 * A batch (6 by default) for one moment: the beaches in a seeded order, repeating when the batch is
 * larger than the sample beaches; each article gets its own seed so ids never clash.
 */
export function generateArticleBatch(
  moment: Date,
  seed: number,
  options: BatchOptions = {},
): Article[] {
  const { count = ARTICLE.batchSize, beaches = SAMPLE_BEACHES } = options;
  if (beaches.length === 0 || count <= 0) return [];
  const makeRandom = options.random ?? mulberry32;
  const batchSeed = normaliseSeed(seed);
  const order = shuffled(
    makeRandom(hashString(`batch|${minuteStamp(toMinute(moment))}|${batchSeed}`)),
    beaches,
  );
  return Array.from({ length: count }, (_, index) =>
    generateArticle(
      order[index % order.length] as Beach,
      moment,
      hashString(`${batchSeed}|${index}`),
      options,
    ),
  );
}
