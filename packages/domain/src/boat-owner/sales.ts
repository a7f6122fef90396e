import type { DepartureStatus } from '../tours/status.ts';

/** The parts of a departure its status over time depends on. */
export interface TimedDeparture {
  status: DepartureStatus;
  starts_at: string;
  sales_cutoff_at: string;
}

/**
 * A departure's status at `now` as the minute job (private.mark_departed) leaves it: sales close
 * at the cut-off and the departure departs at its start. The owner's screen says so at once,
 * without waiting for the job's next run.
 */
export function departureStatusAt(departure: TimedDeparture, now: Date): DepartureStatus {
  const { status } = departure;
  if (status === 'cancelled' || status === 'departed') return status;
  if (Date.parse(departure.starts_at) <= now.getTime()) return 'departed';
  if (Date.parse(departure.sales_cutoff_at) <= now.getTime()) return 'closed';
  return status;
}

/**
 * What the owner can do with a departure's sales at `now`, as set_departure_sales and its guard
 * allow: close them, reopen them, or nothing but move the cut-off later (`cutoff_passed`: sales
 * ended at the cut-off and reopen only with a later one) — or nothing at all (cancelled, departed).
 */
export type SalesAction = 'close' | 'reopen' | 'cutoff_passed' | 'none';

export function salesActionAt(departure: TimedDeparture, now: Date): SalesAction {
  const status = departureStatusAt(departure, now);
  if (status === 'cancelled' || status === 'departed') return 'none';
  if (Date.parse(departure.sales_cutoff_at) <= now.getTime()) return 'cutoff_passed';
  return status === 'closed' ? 'reopen' : 'close';
}
