import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoStartupStore } from './demo-startup.ts';

describe('demo start-up indicator state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a quick start', () => {
    const store = createDemoStartupStore(400);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().status));
    store.progress(0);
    vi.advanceTimersByTime(300);
    store.progress(1);
    store.settle(true);
    vi.advanceTimersByTime(1000);
    expect(store.get()).toEqual({ status: 'idle' });
    expect(seen).toEqual([]);
  });

  it('follows a slow start with its progress, then steps aside', () => {
    const store = createDemoStartupStore(400);
    store.progress(0);
    store.progress(0.2);
    expect(store.get()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(400);
    expect(store.get()).toEqual({ status: 'loading', fraction: 0.2 });
    store.progress(0.6);
    expect(store.get()).toEqual({ status: 'loading', fraction: 0.6 });
    store.settle(true);
    expect(store.get()).toEqual({ status: 'ready' });
  });

  it('reports a failure at once, even before it would have shown', () => {
    const store = createDemoStartupStore(400);
    store.progress(0);
    store.settle(false);
    expect(store.get()).toEqual({ status: 'failed' });
    vi.advanceTimersByTime(1000);
    store.progress(0.5);
    expect(store.get()).toEqual({ status: 'failed' });
  });

  it('steps aside when a page tries the failed start again and it succeeds', () => {
    const store = createDemoStartupStore(400);
    store.progress(0);
    store.settle(false);
    store.settle(false);
    expect(store.get()).toEqual({ status: 'failed' });
    store.settle(true);
    expect(store.get()).toEqual({ status: 'ready' });
    store.settle(false);
    expect(store.get()).toEqual({ status: 'ready' });
  });
});
