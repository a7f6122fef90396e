import type { TideRule } from '@mare/domain';
import {
  departureFits,
  riverSeasonFor,
  saoPauloDay,
  tideAt,
  tideStationFor,
} from '@mare/domain/tides';

/**
 * One departure's tide in words: the nearest high or low ("Maré baixa, 0,2 m às 10:40"), or on a
 * river beach the river's month ("Rio baixo: …"); null where Maré has neither.
 */
export function departureTideText(beachId: string, instant: Date): string | null {
  const tide = tideAt(beachId, instant);
  if (tide) return tide.label;
  const river = riverSeasonFor(beachId);
  const month = Number(saoPauloDay(instant).slice(5, 7));
  return river?.months.find((entry) => entry.month === month)?.label ?? null;
}

/**
 * Whether a departure suits the tour's tide rule (departureFits: the rule holds from it for the
 * tour's length, up to two hours); null when there is no rule or no tide.
 */
export function departureMeetsRule(
  rule: TideRule | null | undefined,
  beachId: string,
  instant: Date,
  durationMinutes: number,
): boolean | null {
  if (!rule || !tideStationFor(beachId)) return null;
  return departureFits(rule, beachId, instant, durationMinutes);
}
