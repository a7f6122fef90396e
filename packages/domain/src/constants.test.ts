import { describe, expect, it } from 'vitest';
import {
  ARTICLE,
  ARTICLE_SLOTS,
  MASTER_ADMIN,
  QUERY,
  SCHEDULER,
  SIGN_OUT_REDIRECT_MS,
  TOAST,
} from './constants.ts';

// The product's numbers written out again, so a slip in constants.ts is caught here.
describe('the constants of the spec', () => {
  it('toasts: top-right, 4 s, 3 visible, gap 14 px, 356 px wide, swipe at 20 px', () => {
    expect(TOAST).toEqual({
      position: 'top-right',
      durationMs: 4000,
      visibleToasts: 3,
      gapPx: 14,
      widthPx: 356,
      swipeThresholdPx: 20,
    });
  });

  it('articles: six slots checked every 60 s, batches of 6', () => {
    expect(ARTICLE_SLOTS).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00', '21:00']);
    expect(SCHEDULER).toEqual({ intervalMs: 60000, eventName: 'newArticleGenerated' });
    expect(ARTICLE).toMatchObject({
      batchSize: 6,
      summaryLength: 120,
      featuredProbability: 0.3,
      maxViews: 999,
    });
  });

  it('auth: master admin named and awaited 1.5 s, sign-out redirect after 500 ms', () => {
    expect(MASTER_ADMIN).toEqual({ name: 'Administrador Master', waitMs: 1500 });
    expect(SIGN_OUT_REDIRECT_MS).toBe(500);
  });

  it('queries: fresh 5 min, kept 10 min, 3 retries from 1 s up to 30 s, mutations once', () => {
    expect(QUERY).toEqual({
      staleTimeMs: 300000,
      gcTimeMs: 600000,
      maxRetries: 3,
      retryBaseDelayMs: 1000,
      retryMaxDelayMs: 30000,
      mutationRetries: 1,
    });
  });
});
