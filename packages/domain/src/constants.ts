/** Product constants from the spec (§9). One place, so screens and tests agree. */

export const TOAST = {
  position: 'top-right',
  durationMs: 4_000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 20,
} as const;

/** Local times (HH:MM) at which the scheduler publishes one article (§9). */
export const ARTICLE_SLOTS = ['09:00', '11:00', '13:00', '15:00', '17:00', '21:00'] as const;
export type ArticleSlot = (typeof ARTICLE_SLOTS)[number];

export const ARTICLE = {
  /** Articles in a default batch. */
  batchSize: 6,
  templatedParagraphs: 6,
  closingParagraphs: 3,
  /** Characters of the first paragraph that open the summary. */
  summaryLength: 120,
  featuredProbability: 0.3,
  maxViews: 999,
  /** Reading speed used for "x min de leitura". */
  wordsPerMinute: 200,
} as const;

export const ARTICLE_BATCH_SIZE = ARTICLE.batchSize;

export const SCHEDULER = {
  intervalMs: 60_000,
  eventName: 'newArticleGenerated',
} as const;

/** The sample-data picker's fixed number of beaches. */
export const SAMPLE_BEACH_COUNT = 5;

export const MASTER_ADMIN = {
  name: 'Administrador Master',
  /** Wait after `create_admin_user` before reading the role again. */
  waitMs: 1_500,
} as const;

export const SIGN_OUT_REDIRECT_MS = 500;

/** Session handling of the auth client (§9); supabase-js uses the same numbers. */
export const SESSION = {
  autoRefreshTickMs: 30_000,
  autoRefreshTickThreshold: 3,
  /** Refresh once this little time is left: 3 ticks. */
  refreshMarginMs: 90_000,
  jwksCacheMs: 600_000,
  refreshRetryBaseMs: 200,
  /** Refresh retries stop once their total delay would pass this. */
  refreshRetryMaxTotalMs: 30_000,
} as const;

/** TanStack Query settings (§9); `query/policy.ts` turns them into options. */
export const QUERY = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
  mutationRetries: 1,
} as const;
