import { saoPauloDayBounds, isFalling, tideStationFor } from './beach-tides.ts';
import { formatMetres } from './format.ts';
import { curveBetween, heightAt, type TidePoint } from './predict.ts';
import type { TideStation } from './types.ts';

/** A tour's tide rule: only below a height (natural pools, rocks) or only on the ebb. */
export type TideRule = { kind: 'below'; metres: number } | { kind: 'falling' };

/** "só com maré abaixo de 0,5 m", "na maré vazante". */
export function tideRuleLabel(rule: TideRule): string {
  return rule.kind === 'below'
    ? `só com maré abaixo de ${formatMetres(rule.metres)}`
    : 'na maré vazante';
}

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
  /** Shortest window worth a departure. */
  minMinutes?: number;
  /** Sampling step in minutes, a divisor of 60; a window's ends are accurate to it. */
  stepMinutes?: number;
}

/** A span of time the rule holds, [start, end). */
export interface RuleWindow {
  start: Date;
  end: Date;
}

const DEFAULTS = { from: '06:00', to: '18:00', minMinutes: 60, stepMinutes: 10 };

function minutesOf(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) throw new RangeError(`Not a time (HH:MM): ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
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
  const step = stepMinutes * 60_000;
  const first = midnight.getTime() + minutesOf(from) * 60_000;
  const last = midnight.getTime() + minutesOf(to) * 60_000;
  // One curve for the day (a step beyond each end, for the slope), not a prediction per sample.
  const points = curveBetween(
    found.station,
    new Date(first - step),
    new Date(last + step),
    stepMinutes,
  );
  const windows: RuleWindow[] = [];
  let open: number | null = null;
  for (let i = 1; i < points.length - 1; i += 1) {
    const { time, height } = points[i] as TidePoint;
    const t = time.getTime();
    const met =
      rule.kind === 'below'
        ? height < rule.metres
        : (points[i + 1] as TidePoint).height < (points[i - 1] as TidePoint).height;
    if (met && open === null) open = t;
    if (!met && open !== null) {
      windows.push({ start: new Date(open), end: new Date(t) });
      open = null;
    }
  }
  if (open !== null) windows.push({ start: new Date(open), end: new Date(last) });
  return windows.filter((w) => w.end.getTime() - w.start.getTime() >= minMinutes * 60_000);
}

/** The days of a month ('YYYY-MM') with a window that suits the rule, as 'YYYY-MM-DD'. */
export function goodDays(
  rule: TideRule,
  beachId: string,
  month: string,
  options: RuleWindowOptions = {},
): string[] {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const days = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  const good: string[] = [];
  for (let d = 1; d <= days; d += 1) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (ruleWindows(rule, beachId, day, options).length > 0) good.push(day);
  }
  return good;
}
