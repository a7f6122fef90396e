import type { Clock } from '../clock/index.ts';
import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { lazyFormatter } from '../intl.ts';

/** The reports' time zone: every period is a run of whole São Paulo days. */
export const REPORT_TIME_ZONE = SAO_PAULO_TIME_ZONE;

export const PERIOD_PRESETS = [
  { key: 'hoje', label: 'Hoje' },
  { key: 'ontem', label: 'Ontem' },
  { key: '7-dias', label: 'Últimos 7 dias' },
  { key: '30-dias', label: 'Últimos 30 dias' },
  { key: 'este-mes', label: 'Este mês' },
  { key: 'mes-passado', label: 'Mês passado' },
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['key'];

/**
 * A period of whole days: `firstDay` to `lastDay` inclusive ('YYYY-MM-DD', São Paulo), and the
 * half-open instants [from, to) the database functions take.
 */
export interface Period {
  firstDay: string;
  lastDay: string;
  from: string;
  to: string;
}

/** A calendar day as numbers; months 1–12. */
interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Days after (or before) a calendar day, in the calendar (no time zone involved). */
function addDays(date: Day, days: number): Day {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const partsFormat = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: REPORT_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

function wallClock(instant: number) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat().formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The São Paulo calendar day of an instant. */
export function dayInSaoPaulo(instant: Date): Day {
  const { year, month, day } = wallClock(instant.getTime());
  return { year, month, day };
}

/** The instant São Paulo's day begins (asks the zone's rules; no fixed offset assumed). */
export function startOfDayInSaoPaulo(date: Day): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day);
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const wall = wallClock(guess);
    const wallAsUtc = Date.UTC(
      wall.year,
      wall.month - 1,
      wall.day,
      wall.hour,
      wall.minute,
      wall.second,
    );
    guess = asUtc - (wallAsUtc - guess);
  }
  return new Date(guess);
}

/** The period from `first` to `last`, whole São Paulo days, both included. */
export function periodOfDays(first: Day, last: Day): Period {
  return {
    firstDay: formatDay(first),
    lastDay: formatDay(last),
    from: startOfDayInSaoPaulo(first).toISOString(),
    to: startOfDayInSaoPaulo(addDays(last, 1)).toISOString(),
  };
}

/** A preset's period at the clock's moment ("Últimos 7 dias" includes today). */
export function presetPeriod(preset: PeriodPreset, clock: Clock): Period {
  const today = dayInSaoPaulo(clock());
  const firstOfMonth = { ...today, day: 1 };
  switch (preset) {
    case 'hoje':
      return periodOfDays(today, today);
    case 'ontem': {
      const yesterday = addDays(today, -1);
      return periodOfDays(yesterday, yesterday);
    }
    case '7-dias':
      return periodOfDays(addDays(today, -6), today);
    case '30-dias':
      return periodOfDays(addDays(today, -29), today);
    case 'este-mes': {
      const next =
        today.month === 12
          ? { year: today.year + 1, month: 1, day: 1 }
          : { year: today.year, month: today.month + 1, day: 1 };
      return periodOfDays(firstOfMonth, addDays(next, -1));
    }
    case 'mes-passado': {
      const first =
        today.month === 1
          ? { year: today.year - 1, month: 12, day: 1 }
          : { year: today.year, month: today.month - 1, day: 1 };
      return periodOfDays(first, addDays(firstOfMonth, -1));
    }
  }
}

/** The longest custom period the database accepts (it refuses over 732 days). */
export const MAX_PERIOD_DAYS = 731;

export type CustomPeriodError = 'invalid_date' | 'end_before_start' | 'too_long';

/** A custom period from two 'YYYY-MM-DD' fields, both days included. */
export function customPeriod(
  firstDay: string,
  lastDay: string,
): { ok: true; period: Period } | { ok: false; error: CustomPeriodError } {
  const first = parseDay(firstDay);
  const last = parseDay(lastDay);
  if (!first || !last) return { ok: false, error: 'invalid_date' };
  const days =
    (Date.UTC(last.year, last.month - 1, last.day) -
      Date.UTC(first.year, first.month - 1, first.day)) /
      86_400_000 +
    1;
  if (days < 1) return { ok: false, error: 'end_before_start' };
  if (days > MAX_PERIOD_DAYS) return { ok: false, error: 'too_long' };
  return { ok: true, period: periodOfDays(first, last) };
}

export const CUSTOM_PERIOD_MESSAGES: Record<CustomPeriodError, string> = {
  invalid_date: 'Informe datas válidas no formato dd/mm/aaaa.',
  end_before_start: 'A data final deve ser igual ou posterior à inicial.',
  too_long: 'Escolha um período de até 2 anos.',
};

/** The period of the same length just before (what the Painel compares with). */
export function previousPeriod(period: Period): Period {
  const first = parseDay(period.firstDay);
  const last = parseDay(period.lastDay);
  if (!first || !last) throw new Error(`not a period: ${period.firstDay}–${period.lastDay}`);
  const days =
    (Date.UTC(last.year, last.month - 1, last.day) -
      Date.UTC(first.year, first.month - 1, first.day)) /
      86_400_000 +
    1;
  return periodOfDays(addDays(first, -days), addDays(first, -1));
}
