import { afterEach, describe, expect, it, vi } from 'vitest';
import { realSleep } from './context.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('realSleep', () => {
  it('resolves only once the time has passed', async () => {
    vi.useFakeTimers();
    let done = false;
    const sleeping = realSleep(1_500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(done).toBe(true);
  });
});
