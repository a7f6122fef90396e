import { dayInSaoPaulo, formatDay, parseDay, startOfDayInSaoPaulo } from '../reports/periods.ts';
import { extremeLabel } from './format.ts';
import {
  curveBetween,
  extremesBetween,
  heightAt,
  type TideExtreme,
  type TidePoint,
} from './predict.ts';
import { BEACH_TIDE_STATIONS, TIDE_STATIONS } from './stations.data.ts';
import type { TideStation } from './types.ts';

/** What the UI shows about a beach's station: where the heights come from, with credit. */
export interface BeachTideStation {
  station: TideStation;
  /** Great-circle distance from the beach to the station. */
  distanceKm: number;
}

/** The station a beach reads its tide from; null for a beach without a tide (a river beach). */
export function tideStationFor(beachId: string): BeachTideStation | null {
  const link = BEACH_TIDE_STATIONS[beachId];
  const station = link && TIDE_STATIONS[link.stationId];
  return station ? { station, distanceKm: link.distanceKm } : null;
}

/** The instants a São Paulo day ('YYYY-MM-DD') starts and ends (the next day's start). */
export function saoPauloDayBounds(day: string): { start: Date; end: Date } {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const next = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + 1));
  return {
    start: startOfDayInSaoPaulo(parsed),
    end: startOfDayInSaoPaulo({
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    }),
  };
}

/** The São Paulo day ('YYYY-MM-DD') an instant falls on. */
export function saoPauloDay(instant: Date): string {
  return formatDay(dayInSaoPaulo(instant));
}

/** The highs and lows of a São Paulo day, alternating, in time order; null without a tide. */
export function extremes(beachId: string, day: string): TideExtreme[] | null {
  const found = tideStationFor(beachId);
  if (!found) return null;
  const { start, end } = saoPauloDayBounds(day);
  return extremesBetween(found.station, start, end);
}

/** A São Paulo day's heights from its midnight to the next, every `stepMinutes`, for a chart. */
export function curve(beachId: string, day: string, stepMinutes = 15): TidePoint[] | null {
  const found = tideStationFor(beachId);
  if (!found) return null;
  const { start, end } = saoPauloDayBounds(day);
  return curveBetween(found.station, start, end, stepMinutes);
}

export interface TideNow {
  /** Metres above the station's chart datum. */
  height: number;
  trend: 'rising' | 'falling';
  /** The high or low nearest in time, before or after. */
  nearest: TideExtreme;
  /** The nearest extreme in words: "Maré baixa, 0,2 m às 10:40". */
  label: string;
}

// The slope is read over a minute each side: far shorter than any tide, far longer than rounding.
const SLOPE_MS = 60 * 1000;
// Tides here are semidiurnal (about 6 h 12 min between extremes): 13 h each side always holds one.
const SEARCH_MS = 13 * 60 * 60 * 1000;

/** True when the water is falling at the instant (the ebb, "maré vazante"). */
export function isFalling(station: TideStation, instant: Date): boolean {
  const t = instant.getTime();
  return heightAt(station, new Date(t + SLOPE_MS)) < heightAt(station, new Date(t - SLOPE_MS));
}

/** The tide at an instant: height, rising or falling, and the nearest high or low. */
export function tideAt(beachId: string, instant: Date): TideNow | null {
  const found = tideStationFor(beachId);
  if (!found) return null;
  const { station } = found;
  const t = instant.getTime();
  const around = extremesBetween(station, new Date(t - SEARCH_MS), new Date(t + SEARCH_MS));
  let nearest = around[0] as TideExtreme;
  for (const extreme of around)
    if (Math.abs(extreme.time.getTime() - t) < Math.abs(nearest.time.getTime() - t))
      nearest = extreme;
  return {
    height: heightAt(station, instant),
    trend: isFalling(station, instant) ? 'falling' : 'rising',
    nearest,
    label: extremeLabel(nearest),
  };
}
