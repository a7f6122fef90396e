/** The product's fixed numbers. One place, so screens and tests agree. */

export const TOAST = {
  position: 'top-right',
  durationMs: 4_000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 20,
} as const;

/** Local times (HH:MM) at which the scheduler publishes one article. */
export const ARTICLE_SLOTS = ['09:00', '11:00', '13:00', '15:00', '17:00', '21:00'] as const;

export const ARTICLE = {
  /** Articles in a default batch. */
  batchSize: 6,
  /** Characters of the first paragraph that open the summary. */
  summaryLength: 120,
  featuredProbability: 0.3,
  maxViews: 999,
  /** Reading speed used for "x min de leitura". */
  wordsPerMinute: 200,
} as const;

export const SCHEDULER = {
  intervalMs: 60_000,
  eventName: 'newArticleGenerated',
} as const;

export const MASTER_ADMIN = {
  name: 'Administrador Master',
  /** Wait after `create_admin_user` before reading the role again. */
  waitMs: 1_500,
} as const;

export const SIGN_OUT_REDIRECT_MS = 500;

/** TanStack Query settings; `query/policy.ts` turns them into options. */
export const QUERY = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
  mutationRetries: 1,
} as const;
