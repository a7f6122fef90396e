import { formatDateTime, SITE_TIME_ZONE, type DateTimeStyle } from '../format/format.ts';

/** A date or time as Brazilians write it, in São Paulo time, machine-readable in `dateTime`. */
export function DateTime({
  value,
  format = 'datetime',
  timeZone = SITE_TIME_ZONE,
}: {
  value: Date | string;
  format?: DateTimeStyle;
  timeZone?: string;
}) {
  const date = typeof value === 'string' ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, format, timeZone)}</time>;
}
