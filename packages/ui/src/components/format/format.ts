import { lazyFormatter } from '@mare/domain';

/** pt-BR formats the components share: money in reais, dates and times in São Paulo time. */

export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const BRL = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);

/**
 * 123456 cents → "R$ 1.234,56"; cents keep sums exact. Nothing in it is a line-break
 * opportunity: the space after R$ is a no-break space, and a negative amount takes the minus
 * sign (U+2212), which stays with what follows, where Intl's hyphen-minus lets a line end.
 */
export const formatBRL = (cents: number): string =>
  BRL()
    .format(cents / 100)
    .replace(/\s/g, '\u00a0')
    .replace('-', '\u2212');

export type DateTimeStyle = 'date' | 'time' | 'datetime' | 'long-date' | 'weekday-date';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateTimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long-date'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : style === 'weekday-date'
          ? { weekday: 'short', day: '2-digit', month: '2-digit' }
          : {
              ...(style === 'time' ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
              ...(style === 'date' ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
            };
    found = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Brazilian conventions: "05/12/2026", "10h30", "05/12/2026, 10h30", "5 de dezembro de 2026",
 * "sáb., 05/12". Times say "h" as Brazilians write them.
 */
export function formatDateTime(
  value: Date,
  style: DateTimeStyle = 'datetime',
  timeZone: string = SITE_TIME_ZONE,
): string {
  const parts = formatter(style, timeZone).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}h${part('minute')}`;
  if (style === 'time') return time;
  if (style === 'datetime') return `${part('day')}/${part('month')}/${part('year')}, ${time}`;
  return parts.map((candidate) => candidate.value).join('');
}

/** A remaining duration as "mm:ss", or "h:mm:ss" past an hour; never negative. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** "+12,5%", "−3%", "0%": a change with its sign, in pt-BR decimals. */
export function formatChange(percent: number): string {
  const magnitude = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(
    Math.abs(percent),
  );
  if (percent > 0) return `+${magnitude}%`;
  if (percent < 0) return `−${magnitude}%`;
  return `${magnitude}%`;
}
