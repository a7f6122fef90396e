/** Article ids: `<beachId>-<yyyymmddhhmm>-<seed in base 36>`, the moment in UTC to the minute. */

const MAX_ID_LENGTH = 128;
const ID_SHAPE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{12})-([0-9a-z]{1,7})$/;
const MAX_SEED = 0xffffffff;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The moment, floored to its minute. */
export function toMinute(moment: Date): Date {
  return new Date(Math.floor(moment.getTime() / 60_000) * 60_000);
}

export function minuteStamp(moment: Date): string {
  return [
    pad(moment.getUTCFullYear(), 4),
    pad(moment.getUTCMonth() + 1),
    pad(moment.getUTCDate()),
    pad(moment.getUTCHours()),
    pad(moment.getUTCMinutes()),
  ].join('');
}

/** Seeds are unsigned 32-bit integers; anything else is folded into that range. */
export function normaliseSeed(seed: number): number {
  return seed >>> 0;
}

export function articleId(beachId: string, moment: Date, seed: number): string {
  return `${beachId}-${minuteStamp(moment)}-${normaliseSeed(seed).toString(36)}`;
}

export interface ParsedArticleId {
  beachId: string;
  moment: Date;
  seed: number;
}

/** The parts of a canonical id, or null: wrong shape, impossible date, seed out of range. */
export function parseArticleId(id: unknown): ParsedArticleId | null {
  if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) return null;
  const match = ID_SHAPE.exec(id);
  if (!match) return null;
  const [, beachId = '', stamp = '', seedText = ''] = match;
  const moment = new Date(
    Date.UTC(
      Number(stamp.slice(0, 4)),
      Number(stamp.slice(4, 6)) - 1,
      Number(stamp.slice(6, 8)),
      Number(stamp.slice(8, 10)),
      Number(stamp.slice(10, 12)),
    ),
  );
  // Date.UTC rolls 2026-02-31 over to March: only a stamp that round-trips is a real minute.
  if (Number.isNaN(moment.getTime()) || minuteStamp(moment) !== stamp) return null;
  const seed = Number.parseInt(seedText, 36);
  if (seed > MAX_SEED || seed.toString(36) !== seedText) return null;
  return { beachId, moment, seed };
}
