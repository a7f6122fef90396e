import { saoPauloDayBounds, isFalling, tideStationFor } from './beach-tides.ts';
import { heightAt } from './predict.ts';
import { fitSpanMinutes, minutesOf, type TideRule } from './rule-words.ts';
import type { TideStation } from './types.ts';

export type { TideRule } from './rule-words.ts';

function metAt(rule: TideRule, station: TideStation, instant: Date): boolean {
  return rule.kind === 'below'
    ? heightAt(station, instant) < rule.metres
    : isFalling(station, instant);
}

/** Whether the rule holds at the instant; false for a beach without a tide (nothing to check). */
export function ruleMet(rule: TideRule, beachId: string, instant: Date): boolean {
  const found = tideStationFor(beachId);
  return found ? metAt(rule, found.station, instant) : false;
}

export interface RuleWindowOptions {
  /** The part of the day tours run, São Paulo time ("HH:MM"). */
  from?: string;
  to?: string;
  /** Shortest window kept (10 min by default: a departure that suits the rule needs that long). */
  minMinutes?: number;
  /** Sampling step in minutes; a window's ends are then narrowed to 15 s. */
  stepMinutes?: number;
}

/** A span of time the rule holds, [start, end). */
export interface RuleWindow {
  start: Date;
  end: Date;
}

// A chart shades every span the rule holds 10 min or more: any departure that suits the rule then
// lies inside a shaded span (a departure needs the rule for at least that long).
const DEFAULTS = { from: '06:00', to: '18:00', minMinutes: 10, stepMinutes: 10 };

// How closely a window's ends are found between two samples, and the step a departure's span is
// checked at: far finer than a tide's turn, far coarser than the predictor's rounding.
const EDGE_MS = 15_000;
const FIT_STEP_MS = 5 * 60_000;

/**
 * The spans in [first, last] the rule holds: sampled every `step`, each change of state then
 * narrowed to EDGE_MS. A window's ends are the last instant found outside the rule, so an instant
 * inside the rule always lies within its window (tides turn slower than the sampling step).
 */
function windowsBetween(
  rule: TideRule,
  station: TideStation,
  first: number,
  last: number,
  step: number,
): RuleWindow[] {
  const met = (t: number) => metAt(rule, station, new Date(t));
  // The instant, between a sample `from` with state `was` and a later one without it, found
  // outside the rule.
  const edge = (from: number, to: number, was: boolean): number => {
    let [lo, hi] = [from, to];
    while (hi - lo > EDGE_MS) {
      const mid = (lo + hi) / 2;
      if (met(mid) === was) lo = mid;
      else hi = mid;
    }
    return was ? hi : lo;
  };
  const windows: RuleWindow[] = [];
  let open: number | null = met(first) ? first : null;
  let previous = first;
  let was = open !== null;
  for (let t = Math.min(first + step, last); ; t = Math.min(t + step, last)) {
    const now = met(t);
    if (now && !was) open = edge(previous, t, false);
    if (!now && was && open !== null) {
      windows.push({ start: new Date(open), end: new Date(edge(previous, t, true)) });
      open = null;
    }
    [previous, was] = [t, now];
    if (t === last) break;
  }
  if (open !== null) windows.push({ start: new Date(open), end: new Date(last) });
  return windows;
}

/** The spans of a São Paulo day, within the tour hours, when the rule holds long enough. */
export function ruleWindows(
  rule: TideRule,
  beachId: string,
  day: string,
  options: RuleWindowOptions = {},
): RuleWindow[] {
  const found = tideStationFor(beachId);
  if (!found) return [];
  const { from, to, minMinutes, stepMinutes } = { ...DEFAULTS, ...options };
  const { start: midnight } = saoPauloDayBounds(day);
  return windowsBetween(
    rule,
    found.station,
    midnight.getTime() + minutesOf(from) * 60_000,
    midnight.getTime() + minutesOf(to) * 60_000,
    stepMinutes * 60_000,
  ).filter((w) => w.end.getTime() - w.start.getTime() >= minMinutes * 60_000);
}

/**
 * The first instant, from the departure over the span the rule must hold (fitSpanMinutes of the
 * tour's length, checked every 5 min and at its end), when the rule fails; null when it holds
 * throughout. A beach without a tide fails at the departure (nothing to check).
 */
export function firstMiss(
  rule: TideRule,
  beachId: string,
  startsAt: Date,
  durationMinutes: number,
): Date | null {
  const found = tideStationFor(beachId);
  if (!found) return startsAt;
  const start = startsAt.getTime();
  const span = fitSpanMinutes(durationMinutes) * 60_000;
  for (let offset = 0; ; offset = Math.min(offset + FIT_STEP_MS, span)) {
    const instant = new Date(start + offset);
    if (!metAt(rule, found.station, instant)) return instant;
    if (offset === span) return null;
  }
}

/**
 * The one policy for a good time: a departure suits the tour's rule when the rule holds from it
 * for the tour's length, up to two hours. The badge, the chart, the schedule's warnings and the
 * calendar's good days all ask this.
 */
export function departureFits(
  rule: TideRule,
  beachId: string,
  startsAt: Date,
  durationMinutes: number,
): boolean {
  return firstMiss(rule, beachId, startsAt, durationMinutes) === null;
}

/** The part of the day tours run, São Paulo time ("HH:MM"). */
export interface TourHours {
  from?: string;
  to?: string;
}

/**
 * The earliest whole minute of a São Paulo day, within the tour hours, a departure suits the rule
 * (departureFits); null when none does.
 */
export function firstFittingStart(
  rule: TideRule,
  beachId: string,
  day: string,
  durationMinutes: number,
  hours: TourHours = {},
): Date | null {
  const found = tideStationFor(beachId);
  if (!found) return null;
  const { from, to } = { ...DEFAULTS, ...hours };
  const { start: midnight } = saoPauloDayBounds(day);
  const [first, last] = [
    midnight.getTime() + minutesOf(from) * 60_000,
    midnight.getTime() + minutesOf(to) * 60_000,
  ];
  const span = fitSpanMinutes(durationMinutes) * 60_000;
  // The rule must hold past the last start by the span: look that far.
  const windows = windowsBetween(
    rule,
    found.station,
    first,
    last + span,
    DEFAULTS.stepMinutes * 60_000,
  );
  for (const window of windows) {
    const earliest = Math.ceil((window.start.getTime() + EDGE_MS) / 60_000) * 60_000;
    const latest = Math.min(last, window.end.getTime() - span);
    for (let t = Math.max(earliest, first); t <= latest; t += FIT_STEP_MS)
      if (departureFits(rule, beachId, new Date(t), durationMinutes)) return new Date(t);
  }
  return null;
}

/** The days of a month ('YYYY-MM') with a departure time that suits the rule (departureFits). */
export function goodDays(
  rule: TideRule,
  beachId: string,
  month: string,
  durationMinutes: number,
  hours: TourHours = {},
): string[] {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const days = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  const good: string[] = [];
  for (let d = 1; d <= days; d += 1) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (firstFittingStart(rule, beachId, day, durationMinutes, hours)) good.push(day);
  }
  return good;
}
