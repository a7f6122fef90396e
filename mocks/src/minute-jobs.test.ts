import { afterAll, expect, it } from 'vitest';
import { createMockBackend } from './backend.ts';
import './node.ts';
import { MINUTE_JOBS_INTERVAL_MS, startMinuteJobs, type IntervalTimers } from './minute-jobs.ts';

const backend = createMockBackend();
afterAll(() => backend.close());

const lapsedOpenHolds = async () =>
  (
    await backend.fixtures.sql<{ n: number }>(
      `select count(*)::int as n from public.bookings
       where status in ('held', 'awaiting_payment') and hold_expires_at <= now()`,
    )
  )[0]?.n;

it('runs the minute job at once and every minute on the timers it is handed, until stopped', async () => {
  // The seed's holds sit days in the past of the real clock: lapsed, still open.
  expect(await lapsedOpenHolds()).toBeGreaterThan(0);
  const ticks: { run: () => void; ms: number }[] = [];
  const cleared: unknown[] = [];
  const timers: IntervalTimers = {
    setInterval: (run, ms) => ticks.push({ run, ms }),
    clearInterval: (handle) => cleared.push(handle),
  };
  const jobs = startMinuteJobs(backend, timers);
  await jobs.ranOnce;
  expect(await lapsedOpenHolds()).toBe(0);
  const [first] = await backend.fixtures.sql<{ status: string }>(
    `select status from public.departures where starts_at <= now() order by starts_at limit 1`,
  );
  expect(['departed', 'cancelled']).toContain(first?.status);

  expect(ticks.map((t) => t.ms)).toEqual([MINUTE_JOBS_INTERVAL_MS]);
  // A hold that lapses after the first run (no seats: only its status is looked at).
  await backend.fixtures.sql(
    `insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count)
     select 'ZZZZZZ', b.departure_id, b.buyer_id, 'held', now() - interval '1 minute', 1
     from public.bookings b limit 1`,
  );
  expect(await lapsedOpenHolds()).toBe(1);
  ticks[0]?.run();
  await expect.poll(lapsedOpenHolds).toBe(0);

  jobs.stop();
  expect(cleared).toEqual([1]);
}, 60_000);
