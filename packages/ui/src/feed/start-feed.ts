import {
  DEFAULT_ARTICLE_SEED,
  articleFromId,
  createArticleScheduler,
  scheduledArticle,
  type Article,
  type PublishedSlots,
} from '@mare/domain';

// Loaded on its own after mount, so the generator and its templates stay out of every page's
// first chunk; so do the slot store and the toast announcing an article.
export { announceArticle } from './announce.tsx';
export { createSlotStore } from './slot-store.ts';

/** Any script can dispatch the event: only an id this generator makes becomes an article. */
export function articleOf(event: Event): Article | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const id = typeof detail === 'object' && detail !== null ? (detail as { id?: unknown }).id : null;
  return articleFromId(id);
}

export interface SchedulerOptions {
  target: EventTarget;
  clock: () => Date;
  store: PublishedSlots;
  /** The generator's seed; its default when not given. */
  seed?: number;
}

/** Starts the article scheduler (its first check may publish); returns its stop. */
export function startScheduler({
  target,
  clock,
  store,
  seed = DEFAULT_ARTICLE_SEED,
}: SchedulerOptions): () => void {
  const scheduler = createArticleScheduler({
    target,
    clock,
    setInterval: (tick, ms) => window.setInterval(tick, ms),
    clearInterval: (handle) => window.clearInterval(handle),
    generate: (moment) => scheduledArticle(moment, seed),
    store,
  });
  scheduler.start();
  return () => scheduler.stop();
}
