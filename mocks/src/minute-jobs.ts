import type { MockBackend } from './backend.ts';

/** The timers the scheduler runs on (the page's or Node's; tests hand in their own). */
export interface IntervalTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const MINUTE_JOBS_INTERVAL_MS = 60_000;

/**
 * The minute job's rules (`public.run_minute_jobs()`) at `$1`, the page's time: the rules read it
 * (mare.now), as every request's do, since a database in a worker does not share the page's.
 */
export const MINUTE_RULES_SQL = `select public.run_minute_jobs()
  from (select pg_catalog.set_config('mare.now', $1, true)) as clock`;

/**
 * What pg_cron does every minute on a hosted project, for the demo's database: runs
 * `public.run_minute_jobs()` (lapsed holds expire, departures whose time came depart, reminders are
 * written) and then delivers the e-mail outbox (pg_cron's call of send-email), now and
 * then every minute, so seats free up even when nobody asks. A failed run is retried on the next
 * tick; `stop()` ends it.
 */
export function startMinuteJobs(
  backend: Pick<MockBackend, 'fixtures' | 'deliverEmails'>,
  timers: IntervalTimers = globalThis as unknown as IntervalTimers,
  now: () => Date = () => new Date(),
): RepeatedJob {
  return repeatJob(
    () =>
      backend.fixtures
        .sql(MINUTE_RULES_SQL, [now().toISOString()])
        // The reminders it wrote (Pix about to expire, the day before) go out at once.
        .then(() => backend.deliverEmails()),
    timers,
    MINUTE_JOBS_INTERVAL_MS,
  );
}

export interface RepeatedJob {
  ranOnce: Promise<void>;
  stop(): void;
}

/**
 * Runs `job` now and then every `intervalMs`, one run at a time (a slow one is never stacked on);
 * a failed run is retried on the next tick.
 */
export function repeatJob(
  job: () => Promise<unknown>,
  timers: IntervalTimers,
  intervalMs: number,
): RepeatedJob {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= job()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ranOnce = run();
  const handle = timers.setInterval(() => void run(), intervalMs);
  return { ranOnce, stop: () => timers.clearInterval(handle) };
}
