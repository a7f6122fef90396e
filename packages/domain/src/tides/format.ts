import type { TideExtreme } from './predict.ts';
import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { lazyFormatter } from '../intl.ts';

const metres = lazyFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

const clockTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: SAO_PAULO_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "0,2 m", "-0,1 m"; never "-0,0 m" (a height that rounds to zero has no sign). */
export function formatMetres(height: number): string {
  const rounded = Math.round(height * 10) / 10;
  return `${metres().format(rounded === 0 ? 0 : rounded)} m`;
}

/** "10:40", São Paulo time, to the nearest minute (the formatter alone would cut the seconds). */
export function formatClock(instant: Date): string {
  return clockTime().format(new Date(Math.round(instant.getTime() / 60_000) * 60_000));
}

/** "Maré baixa, 0,2 m às 10:40". */
export function extremeLabel(extreme: TideExtreme): string {
  const kind = extreme.kind === 'high' ? 'Maré alta' : 'Maré baixa';
  return `${kind}, ${formatMetres(extreme.height)} às ${formatClock(extreme.time)}`;
}
