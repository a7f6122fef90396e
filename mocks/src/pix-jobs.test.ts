import { expect, it } from 'vitest';
import type { IntervalTimers } from './minute-jobs.ts';
import { PIX_JOBS_INTERVAL_MS, startPixJobs } from './pix-jobs.ts';

it('runs the Pix jobs at once and on every tick, one run at a time, until stopped', async () => {
  const ticks: { run: () => void; ms: number }[] = [];
  const cleared: unknown[] = [];
  const timers: IntervalTimers = {
    setInterval: (run, ms) => ticks.push({ run, ms }),
    clearInterval: (handle) => cleared.push(handle),
  };
  let runs = 0;
  let finish: () => void = () => undefined;
  const backend = {
    runPixJobs: () => {
      runs += 1;
      // The second run hangs until released: a tick meanwhile must not start a third.
      return runs === 2
        ? new Promise<void>((resolve) => {
            finish = resolve;
          })
        : runs === 3
          ? Promise.reject(new Error('PSP down'))
          : Promise.resolve();
    },
  };
  const jobs = startPixJobs(backend, timers);
  await jobs.ranOnce;
  expect(runs).toBe(1);
  expect(ticks.map((t) => t.ms)).toEqual([PIX_JOBS_INTERVAL_MS]);
  ticks[0]?.run();
  ticks[0]?.run();
  expect(runs).toBe(2);
  finish();
  await new Promise((resolve) => setTimeout(resolve, 0));
  ticks[0]?.run(); // fails: retried on the next tick
  await new Promise((resolve) => setTimeout(resolve, 0));
  ticks[0]?.run();
  expect(runs).toBe(4);
  jobs.stop();
  expect(cleared).toEqual([1]);
});
