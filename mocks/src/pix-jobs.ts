import type { MockBackend } from './backend.ts';
import { repeatJob, type IntervalTimers, type RepeatedJob } from './minute-jobs.ts';

/** How often demo mode runs the Pix jobs (a hosted project: pg_cron, every minute). */
export const PIX_JOBS_INTERVAL_MS = 10_000;

/**
 * What pg_cron + pg_net do on a hosted project, for demo mode: POSTs pix-reconcile (a paid charge
 * whose webhook was lost is confirmed) and then pix-refund (refunds are sent as devoluções and
 * followed), through the same function handlers, now and then on every tick. One run at a time
 * (repeatJob).
 */
export function startPixJobs(
  backend: Pick<MockBackend, 'runPixJobs'>,
  timers: IntervalTimers = globalThis as unknown as IntervalTimers,
  intervalMs = PIX_JOBS_INTERVAL_MS,
): RepeatedJob {
  return repeatJob(() => backend.runPixJobs(), timers, intervalMs);
}
