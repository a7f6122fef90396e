/** Calendar arithmetic on `aaaa-mm-dd` days and `aaaa-mm` months, free of any time zone. */

import { lazyFormatter } from '@mare/domain';

const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isMonth = (value: string) => MONTH.test(value);

/** The month of a day: "2026-11-21" → "2026-11". */
export const monthOf = (day: string) => day.slice(0, 7);

/** A day moved by `days`. */
export const addDays = (day: string, days: number) => dayOf(utc(day) + days * DAY_MS);

/** A month moved by `months`: "2026-12" + 1 → "2027-01". */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** 0 = domingo … 6 = sábado. */
export const weekdayOf = (day: string) => new Date(utc(day)).getUTCDay();

/** The month's days in weeks from domingo; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const FULL = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const MONTH_NAME = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "sábado, 21 de novembro de 2026". */
export const fullDate = (day: string) => FULL().format(new Date(utc(day)));

/** "Novembro de 2026". */
export function monthName(month: string): string {
  const name = MONTH_NAME().format(new Date(utc(`${month}-01`)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
