import { isValidTime } from '../clock/clock-time.ts';

/**
 * Departures by rule ("every Tuesday and Saturday at 09:00 and 14:00 from 1 Dec to 28 Feb, except
 * 25 Dec"): the dashboard expands the rule into moments here and sends them in one call
 * (public.schedule_departures), so the owner sees every date before saving.
 */
export interface DepartureRule {
  /** First day, `aaaa-mm-dd`, in the tour's local time. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  /** 0 = domingo … 6 = sábado. */
  weekdays: readonly number[];
  /** `hh:mm`, 24 h. */
  times: readonly string[];
  /** Days to skip, `aaaa-mm-dd`. */
  except?: readonly string[];
  /** The local offset; Brazil has had no daylight saving since 2019 (São Paulo is -03:00). */
  utcOffset?: string;
}

export interface DepartureMoment {
  /** The local day, `aaaa-mm-dd`. */
  date: string;
  /** `hh:mm`. */
  time: string;
  /** The instant, ISO 8601 in UTC. */
  startsAt: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since the epoch of a valid `aaaa-mm-dd`, or null. */
export function dayNumber(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return null;
  return ms / DAY_MS;
}

const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function offsetMinutes(offset: string): number {
  const m = OFFSET.exec(offset);
  if (!m) throw new RangeError(`invalid UTC offset: ${offset}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export { isValidTime };

/**
 * Every moment of the rule, in order (day, then time), each once. Dates out of order, invalid
 * dates or times give no moment; callers validate the form first and show why.
 */
export function expandDepartureRule(rule: DepartureRule): DepartureMoment[] {
  const first = dayNumber(rule.from);
  const last = dayNumber(rule.to);
  if (first === null || last === null || last < first) return [];
  const offset = offsetMinutes(rule.utcOffset ?? '-03:00');
  const weekdays = new Set(rule.weekdays);
  const except = new Set(rule.except ?? []);
  const times = [...new Set(rule.times.filter(isValidTime))].sort();
  const moments: DepartureMoment[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = dateOf(day);
    // 1970-01-01 was a Thursday (4).
    if (!weekdays.has((((day + 4) % 7) + 7) % 7) || except.has(date)) continue;
    for (const time of times) {
      const [h, m] = time.split(':').map(Number) as [number, number];
      const utc = day * DAY_MS + (h * 60 + m - offset) * 60_000;
      moments.push({ date, time, startsAt: new Date(utc).toISOString() });
    }
  }
  return moments;
}

/** At most this many departures go in one call (the function refuses more). */
export const MAX_DEPARTURES_PER_RULE = 400;

export const WEEKDAYS = [
  { value: 0, short: 'Dom', label: 'Domingo' },
  { value: 1, short: 'Seg', label: 'Segunda-feira' },
  { value: 2, short: 'Ter', label: 'Terça-feira' },
  { value: 3, short: 'Qua', label: 'Quarta-feira' },
  { value: 4, short: 'Qui', label: 'Quinta-feira' },
  { value: 5, short: 'Sex', label: 'Sexta-feira' },
  { value: 6, short: 'Sáb', label: 'Sábado' },
] as const;
