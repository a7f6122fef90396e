import { createTidePredictor, type TidePrediction } from '@neaps/tide-predictor';
import type { TideStation } from './types.ts';

/** A high or low water: height in metres above the station's chart datum. */
export interface TideExtreme {
  time: Date;
  height: number;
  kind: 'high' | 'low';
}

/** One point of a tide curve, in metres above the chart datum. */
export interface TidePoint {
  time: Date;
  height: number;
}

// Building a predictor parses 50 constituents: once per station, not once per call.
const predictors = new WeakMap<TideStation, TidePrediction>();

function predictorFor(station: TideStation): TidePrediction {
  let predictor = predictors.get(station);
  if (!predictor) {
    // The constituents oscillate about mean sea level; the offset puts heights above the datum.
    predictor = createTidePredictor([...station.constituents], {
      offset: station.mslAboveDatum,
    });
    predictors.set(station, predictor);
  }
  return predictor;
}

/** The height at an instant (to the second), in metres above the chart datum. */
export function heightAt(station: TideStation, instant: Date): number {
  // Not getWaterLevelAtTime: in 0.11.0 it snaps the instant to a 10-minute grid.
  const [point] = predictorFor(station).getTimelinePrediction({
    start: instant,
    end: new Date(instant.getTime() + 1000),
    timeFidelity: 1,
  });
  return (point as { level: number }).level;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// The predictor finds an extreme only between samples around it, and its filters look at the
// neighbours inside the span asked for: so the span changes the answer at its edges. Extremes
// are therefore computed per fixed UTC day, each with the same 12 h margin either side, and a
// request is cut from those days: the same instant gets the same answer whatever was asked.
const MARGIN_MS = 12 * 60 * 60 * 1000;
const chunks = new WeakMap<TideStation, Map<number, TideExtreme[]>>();

function chunk(station: TideStation, dayNumber: number): TideExtreme[] {
  let cache = chunks.get(station);
  if (!cache) chunks.set(station, (cache = new Map()));
  let found = cache.get(dayNumber);
  if (!found) {
    const from = dayNumber * DAY_MS;
    found = predictorFor(station)
      .getExtremesPrediction({
        start: new Date(from - MARGIN_MS),
        end: new Date(from + DAY_MS + MARGIN_MS),
      })
      .filter((e) => e.time.getTime() >= from && e.time.getTime() < from + DAY_MS)
      .map((e): TideExtreme => ({ time: e.time, height: e.level, kind: e.high ? 'high' : 'low' }));
    // A month of calendar days stays cached; older ones go first (Map keeps insertion order).
    if (cache.size >= 400) cache.delete(cache.keys().next().value as number);
    cache.set(dayNumber, found);
  }
  return found;
}

/**
 * Keeps highs and lows alternating. The predictor drops a dip shallower than 1 cm between two
 * highs (micro-tidal Imbituba has such stands) but keeps both highs; a visitor sees one high
 * there, so of two neighbours of a kind the more extreme stays.
 */
function alternate(found: readonly TideExtreme[]): TideExtreme[] {
  const kept: TideExtreme[] = [];
  for (const extreme of found) {
    const last = kept.at(-1);
    if (!last || last.kind !== extreme.kind) kept.push(extreme);
    else if (extreme.kind === 'high' ? extreme.height > last.height : extreme.height < last.height)
      kept[kept.length - 1] = extreme;
  }
  return kept;
}

/** Highs and lows with `start <= time < end`, in time order, alternating. */
export function extremesBetween(station: TideStation, start: Date, end: Date): TideExtreme[] {
  // A day beyond each end, so the merging of neighbours starts and ends in the same place.
  const first = Math.floor(start.getTime() / DAY_MS) - 1;
  const last = Math.floor(end.getTime() / DAY_MS) + 1;
  const found: TideExtreme[] = [];
  for (let day = first; day <= last; day += 1) found.push(...chunk(station, day));
  return alternate(found).filter(
    (e) => e.time.getTime() >= start.getTime() && e.time.getTime() < end.getTime(),
  );
}

/**
 * Heights from `start` to `end` inclusive, every `stepMinutes` (a divisor of 60). The predictor
 * puts its samples on multiples of the step since 1970; a step dividing an hour keeps them on
 * São Paulo's whole hours (its offsets have always been whole hours), so a day starts at 00:00.
 */
export function curveBetween(
  station: TideStation,
  start: Date,
  end: Date,
  stepMinutes: number,
): TidePoint[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0 || 60 % stepMinutes !== 0)
    throw new RangeError(`stepMinutes must divide 60, got ${stepMinutes}`);
  return predictorFor(station)
    .getTimelinePrediction({ start, end, timeFidelity: stepMinutes * 60 })
    .filter((p) => p.time.getTime() >= start.getTime() && p.time.getTime() <= end.getTime())
    .map((p) => ({ time: p.time, height: p.level }));
}
