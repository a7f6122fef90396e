import type { Article } from '../articles/types.ts';
import type { Clock } from '../clock/index.ts';
import { ARTICLE_SLOTS, SCHEDULER } from '../constants.ts';
import { localTimeOfDay, slotKey, slotMoment } from './slots.ts';

/** Remembers which slots already published; the site backs it with localStorage, tests with a Set. */
export interface PublishedSlots {
  has(key: string): boolean;
  add(key: string): unknown;
}

export interface ArticleSchedulerOptions<Handle> {
  /** Where `newArticleGenerated` is dispatched (the window in the site). */
  target: EventTarget;
  clock: Clock;
  setInterval: (tick: () => void, ms: number) => Handle;
  clearInterval: (handle: Handle) => void;
  /** Builds the article of a slot from the slot's local moment. */
  generate: (moment: Date) => Article;
  store: PublishedSlots;
  slots?: readonly string[];
  intervalMs?: number;
}

export interface ArticleScheduler {
  /** Checks at once, then every interval. Calling it twice keeps one timer. */
  start(): void;
  stop(): void;
  /** One check; returns the article it published, if any. */
  check(): Article | null;
  readonly running: boolean;
}

export type NewArticleEvent = CustomEvent<Article>;

/**
 * Publishes one article per slot and day: at start-up and every 60 s it compares the local
 * HH:MM with the slots, and on a match dispatches `newArticleGenerated` once, even if the check runs
 * twice in that minute or the page is opened again (the store remembers the slot).
 */
export function createArticleScheduler<Handle>(
  options: ArticleSchedulerOptions<Handle>,
): ArticleScheduler {
  const {
    target,
    clock,
    generate,
    store,
    slots = ARTICLE_SLOTS,
    intervalMs = SCHEDULER.intervalMs,
  } = options;
  let timer: { handle: Handle } | null = null;

  function check(): Article | null {
    const now = clock();
    const time = localTimeOfDay(now);
    if (!slots.includes(time)) return null;
    const key = slotKey(now);
    if (store.has(key)) return null;
    // Remember before dispatching, so a listener that triggers another check cannot publish twice.
    store.add(key);
    const article = generate(slotMoment(now, time));
    target.dispatchEvent(new CustomEvent<Article>(SCHEDULER.eventName, { detail: article }));
    return article;
  }

  return {
    start() {
      if (timer) return;
      timer = { handle: options.setInterval(check, intervalMs) };
      check();
    },
    stop() {
      if (!timer) return;
      options.clearInterval(timer.handle);
      timer = null;
    },
    check,
    get running() {
      return timer !== null;
    },
  };
}
