import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduledArticle, todaysArticles } from '../articles/todays.ts';
import type { Article } from '../articles/types.ts';
import { createArticleScheduler, type NewArticleEvent } from './scheduler.ts';
import { localTimeOfDay, slotKey } from './slots.ts';

/** 21 Nov 2026 in the machine's own time zone: the scheduler works in local time. */
const at = (hours: number, minutes = 0, seconds = 0) =>
  new Date(2026, 10, 21, hours, minutes, seconds);

function setUp(store: Set<string> = new Set()) {
  const target = new EventTarget();
  const events: { at: Date; article: Article }[] = [];
  target.addEventListener('newArticleGenerated', (event) => {
    events.push({ at: new Date(), article: (event as NewArticleEvent).detail });
  });
  const generate = vi.fn((moment: Date) => scheduledArticle(moment));
  const clearTimer = vi.fn((handle: ReturnType<typeof setInterval>) => clearInterval(handle));
  const scheduler = createArticleScheduler({
    target,
    clock: () => new Date(),
    setInterval: (tick, ms) => setInterval(tick, ms),
    clearInterval: clearTimer,
    generate,
    store,
  });
  return { scheduler, events, generate, clearTimer, store };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('article scheduler', () => {
  it('publishes exactly 6 articles in a simulated day, at the slots', () => {
    vi.setSystemTime(at(0, 0, 30));
    const { scheduler, events } = setUp();
    scheduler.start();
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 - 60_000);
    scheduler.stop();
    expect(events.map((e) => localTimeOfDay(e.at))).toEqual([
      '09:00',
      '11:00',
      '13:00',
      '15:00',
      '17:00',
      '21:00',
    ]);
    expect(events.map((e) => e.article.createdAt)).toEqual(
      [9, 11, 13, 15, 17, 21].map((h) => at(h).toISOString()),
    );
  });

  it('checks at start-up', () => {
    vi.setSystemTime(at(9, 0, 15));
    const { scheduler, events, generate } = setUp();
    scheduler.start();
    expect(events).toHaveLength(1);
    expect(generate).toHaveBeenCalledWith(at(9));
    expect(events[0]?.article).toEqual(scheduledArticle(at(9)));
    scheduler.stop();
  });

  it('does not publish outside the slots', () => {
    vi.setSystemTime(at(9, 1));
    const { scheduler, events } = setUp();
    expect(scheduler.check()).toBeNull();
    vi.setSystemTime(at(10));
    expect(scheduler.check()).toBeNull();
    expect(events).toHaveLength(0);
  });

  it('publishes once when the check runs twice in the slot minute', () => {
    vi.setSystemTime(at(13, 0, 5));
    const { scheduler, events, store } = setUp();
    expect(scheduler.check()).not.toBeNull();
    vi.setSystemTime(at(13, 0, 55));
    expect(scheduler.check()).toBeNull();
    expect(events).toHaveLength(1);
    expect([...store]).toEqual([slotKey(at(13))]);
    expect(slotKey(at(13))).toBe('2026-11-21T13:00');
  });

  it('publishes nothing again when the page is reopened in the same minute', () => {
    const store = new Set<string>();
    vi.setSystemTime(at(15, 0, 2));
    const first = setUp(store);
    first.scheduler.start();
    first.scheduler.stop();
    vi.setSystemTime(at(15, 0, 40));
    const reopened = setUp(store);
    reopened.scheduler.start();
    expect(first.events).toHaveLength(1);
    expect(reopened.events).toHaveLength(0);
    // The reopened page still publishes the next slot, once.
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(reopened.events.map((e) => localTimeOfDay(e.at))).toEqual(['17:00']);
    reopened.scheduler.stop();
  });

  it('publishes the same slot again on another day', () => {
    vi.setSystemTime(at(21, 0, 1));
    const { scheduler, events } = setUp();
    scheduler.start();
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    scheduler.stop();
    expect(events.map((e) => slotKey(e.at))).toEqual([
      '2026-11-21T21:00',
      '2026-11-22T09:00',
      '2026-11-22T11:00',
      '2026-11-22T13:00',
      '2026-11-22T15:00',
      '2026-11-22T17:00',
      '2026-11-22T21:00',
    ]);
  });

  it('stop() clears its timer, start() keeps a single one', () => {
    vi.setSystemTime(at(8, 0, 30));
    const { scheduler, events, clearTimer } = setUp();
    scheduler.start();
    scheduler.start();
    expect(vi.getTimerCount()).toBe(1);
    expect(scheduler.running).toBe(true);
    scheduler.stop();
    expect(clearTimer).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(scheduler.running).toBe(false);
    scheduler.stop();
    expect(clearTimer).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(events).toHaveLength(0);
  });

  it('checks every 60 s', () => {
    vi.setSystemTime(at(8, 58, 30));
    const { scheduler, events } = setUp();
    scheduler.start();
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(1);
    expect(localTimeOfDay(events[0]?.at ?? new Date(0))).toBe('09:00');
    scheduler.stop();
  });

  it('publishes what the blog lists for the day', () => {
    vi.setSystemTime(at(0, 0, 30));
    const { scheduler, events } = setUp();
    scheduler.start();
    vi.advanceTimersByTime(12 * 60 * 60 * 1000);
    scheduler.stop();
    const listed = todaysArticles(new Date()).map((a) => a.id);
    expect(events).toHaveLength(2);
    for (const { article } of events) expect(listed).toContain(article.id);
  });

  it('accepts its own slots and interval', () => {
    vi.setSystemTime(at(6, 59, 50));
    const target = new EventTarget();
    const seen: string[] = [];
    target.addEventListener('newArticleGenerated', () => seen.push(localTimeOfDay(new Date())));
    const scheduler = createArticleScheduler({
      target,
      clock: () => new Date(),
      setInterval: (tick, ms) => setInterval(tick, ms),
      clearInterval: (handle) => clearInterval(handle),
      generate: (moment) => scheduledArticle(moment),
      store: new Set(),
      slots: ['07:00'],
      intervalMs: 10_000,
    });
    scheduler.start();
    vi.advanceTimersByTime(70_000);
    scheduler.stop();
    expect(seen).toEqual(['07:00']);
  });
});
