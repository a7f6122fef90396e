import { formatDay, parseDay } from '../reports/periods.ts';
import { extremes } from './beach-tides.ts';
import type { TideExtreme } from './predict.ts';
import { minutesOf } from './rule-words.ts';
import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { lazyFormatter } from '../intl.ts';

/** The tide that suits a visit: low (pools, rocks, a wider beach) or high. */
export type PreferredTide = 'low' | 'high';

/** The best tide of one São Paulo day, within the hours people visit. */
export interface BestHour {
  /** 'YYYY-MM-DD', São Paulo. */
  day: string;
  extreme: TideExtreme;
}

export interface BestHoursOptions {
  /** How many days, the first included. */
  days?: number;
  /** The visiting hours, São Paulo time ("HH:MM"); an extreme outside them is not offered. */
  from?: string;
  to?: string;
}

const DEFAULTS = { days: 7, from: '06:00', to: '18:00' };

/** The calendar day `offset` days after `day` ('YYYY-MM-DD'). */
export function dayAfter(day: string, offset: number): string {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const moved = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + offset));
  return formatDay({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

const clockParts = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SAO_PAULO_TIME_ZONE,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Minutes after São Paulo midnight of an instant. */
function saoPauloMinutes(instant: Date): number {
  const parts = clockParts().formatToParts(instant);
  const read = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return read('hour') * 60 + read('minute');
}

/**
 * For each day from `firstDay`, the lowest low (or highest high) inside the visiting hours; a day
 * whose preferred tide falls outside them is left out. Null for a beach without a tide.
 */
export function bestHours(
  beachId: string,
  firstDay: string,
  preferred: PreferredTide,
  options: BestHoursOptions = {},
): BestHour[] | null {
  const { days, from, to } = { ...DEFAULTS, ...options };
  const [start, end] = [minutesOf(from), minutesOf(to)];
  const result: BestHour[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = dayAfter(firstDay, offset);
    const found = extremes(beachId, day);
    if (!found) return null;
    const candidates = found.filter((extreme) => {
      const minutes = saoPauloMinutes(extreme.time);
      return extreme.kind === preferred && minutes >= start && minutes <= end;
    });
    const best = candidates.reduce<TideExtreme | null>(
      (chosen, extreme) =>
        chosen === null ||
        (preferred === 'low' ? extreme.height < chosen.height : extreme.height > chosen.height)
          ? extreme
          : chosen,
      null,
    );
    if (best) result.push({ day, extreme: best });
  }
  return result;
}

/** The best of the days: the lowest low (or highest high); the earliest on a tie. */
export function bestOfWeek(hours: readonly BestHour[], preferred: PreferredTide): BestHour | null {
  return hours.reduce<BestHour | null>(
    (chosen, hour) =>
      chosen === null ||
      (preferred === 'low'
        ? hour.extreme.height < chosen.extreme.height
        : hour.extreme.height > chosen.extreme.height)
        ? hour
        : chosen,
    null,
  );
}
