/** Maré's time zone: every day, hour and period the site shows is São Paulo's. */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** A time of day as Maré's forms and rules write it: "HH:MM", 24-hour clock. */
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isValidTime = (time: string): boolean => CLOCK_TIME.test(time);

/** Minutes after midnight of "HH:MM"; a RangeError for anything else. */
export function minutesOf(clock: string): number {
  const match = CLOCK_TIME.exec(clock);
  if (!match) throw new RangeError(`Not a time (HH:MM): ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
