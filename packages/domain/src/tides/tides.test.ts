import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/index.ts';
import {
  BEACH_TIDE_STATIONS,
  TIDE_STATIONS,
  curve,
  extremeLabel,
  extremes,
  extremesBetween,
  formatMetres,
  saoPauloDay,
  saoPauloDayBounds,
  tideAt,
  tideStationFor,
} from './index.ts';

/** The value, or a failed test (instead of a non-null assertion). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const TIDE_BEACHES = ['baia-do-sancho', 'praia-do-rosa', 'praia-do-forno', 'jericoacoara'];

/** A random São Paulo day between 2020 and 2035. */
const anyDay = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('stations', () => {
  it('chooses the nearest database station for each sea beach, and none for Alter do Chão', () => {
    expect(
      Object.fromEntries(
        Object.entries(BEACH_TIDE_STATIONS).map(([beach, s]) => [
          beach,
          [s.stationId, s.distanceKm],
        ]),
      ),
    ).toEqual({
      'baia-do-sancho': ['ticon/fer_de_noronha-203b-bra-uhslc_rq', 5.4],
      'praia-do-rosa': ['ticon/imbituba-718a-bra-uhslc_rq', 11.1],
      'praia-do-forno': ['ticon/macae-719a-bra-uhslc_rq', 98.8],
      jericoacoara: ['ticon/luis_correia-711a-bra-uhslc_rq', 129],
    });
    expect(tideStationFor('alter-do-chao')).toBeNull();
    expect(tideStationFor('nowhere')).toBeNull();
  });

  it('keeps the distances in step with the beaches’ coordinates', () => {
    const rad = Math.PI / 180;
    for (const beach of SAMPLE_BEACHES) {
      const found = tideStationFor(beach.id);
      if (!found) continue;
      const { station } = found;
      const h =
        Math.sin(((station.latitude - beach.latitude) * rad) / 2) ** 2 +
        Math.cos(beach.latitude * rad) *
          Math.cos(station.latitude * rad) *
          Math.sin(((station.longitude - beach.longitude) * rad) / 2) ** 2;
      expect(found.distanceKm).toBeCloseTo(2 * 6371 * Math.asin(Math.sqrt(h)), 0);
    }
  });

  it('carries what the UI must show: a pt-BR name, the datum and the attribution', () => {
    const { station } = must(tideStationFor('praia-do-forno'));
    expect(station.label).toBe('Macaé');
    expect(station.chartDatum).toBe('MLWS');
    expect(station.attribution).toMatch(/TICON-4.*CC BY 4\.0/);
    for (const s of Object.values(TIDE_STATIONS)) expect(s.constituents.length).toBeGreaterThan(30);
  });
});

describe('a day of tides', () => {
  it('alternates highs and lows, within the station’s astronomical range (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIDE_BEACHES), anyDay, (beach, day) => {
        const { station } = must(tideStationFor(beach));
        const found = must(extremes(beach, day));
        // About 4 a day; micro-tidal Imbituba has diurnal days of 1, and days of up to 8 when
        // its shallow-water constituents add 1–5 cm wiggles (real output, kept as predicted).
        expect(found.length).toBeGreaterThanOrEqual(1);
        if (beach === 'baia-do-sancho' || beach === 'jericoacoara')
          expect(found.length).toBeLessThanOrEqual(5);
        found.slice(1).forEach((e, i) => expect(e.kind).not.toBe(must(found[i]).kind));
        for (const e of found) {
          expect(e.height).toBeGreaterThanOrEqual(station.range.lowest - 0.05);
          expect(e.height).toBeLessThanOrEqual(station.range.highest + 0.05);
          expect(saoPauloDay(e.time)).toBe(day);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('loses no extreme at the edges of days: two days equal one two-day span (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIDE_BEACHES), anyDay, (beach, day) => {
        const { start } = saoPauloDayBounds(day);
        const nextDay = saoPauloDay(new Date(start.getTime() + 36 * 3600_000));
        const { end } = saoPauloDayBounds(nextDay);
        const both = [...must(extremes(beach, day)), ...must(extremes(beach, nextDay))];
        const span = extremesBetween(must(tideStationFor(beach)).station, start, end);
        expect(both).toEqual(span);
      }),
      { numRuns: 150 },
    );
  });

  it('alternates over fourteen months at once (and the day cache recycles)', () => {
    const { station } = must(tideStationFor('praia-do-forno'));
    const found = extremesBetween(
      station,
      new Date('2026-01-01T03:00:00Z'),
      new Date('2027-03-01T03:00:00Z'),
    );
    // Two highs and two lows a lunar day (24 h 50 min): about 1,640 in 424 days.
    expect(found.length).toBeGreaterThan(1550);
    found.slice(1).forEach((e, i) => expect(e.kind).not.toBe(must(found[i]).kind));
  });

  it('puts a low near midnight on its São Paulo day, not its UTC day', () => {
    // 2026-01-05T02:26:44Z is 23:26 of 4 January in São Paulo (UTC−3).
    const jan4 = must(extremes('baia-do-sancho', '2026-01-04'));
    const last = must(jan4.at(-1));
    expect(last.kind).toBe('low');
    expect(last.time.toISOString().slice(0, 16)).toBe('2026-01-05T02:26');
    expect(extremeLabel(last)).toBe('Maré baixa, -0,2 m às 23:27');
    const jan5 = must(extremes('baia-do-sancho', '2026-01-05'));
    expect(jan5.every((e) => e.time.getTime() >= Date.parse('2026-01-05T03:00:00Z'))).toBe(true);
  });

  it('draws a curve from midnight to midnight that passes through the extremes', () => {
    const points = must(curve('praia-do-rosa', '2026-12-10', 30));
    expect(points).toHaveLength(49);
    expect(must(points[0]).time.toISOString()).toBe('2026-12-10T03:00:00.000Z');
    expect(must(points.at(-1)).time.toISOString()).toBe('2026-12-11T03:00:00.000Z');
    const fine = must(curve('praia-do-rosa', '2026-12-10', 1));
    for (const e of must(extremes('praia-do-rosa', '2026-12-10'))) {
      const near = must(fine.find((p) => Math.abs(p.time.getTime() - e.time.getTime()) <= 30_000));
      expect(near.height).toBeCloseTo(e.height, 3);
    }
    expect(curve('praia-do-rosa', '2026-12-10')).toHaveLength(97);
    expect(() => curve('praia-do-rosa', '2026-12-10', 0)).toThrow(RangeError);
  });

  it('refuses a malformed day and has no tide for a river beach', () => {
    expect(() => extremes('baia-do-sancho', '2026-02-30')).toThrow(RangeError);
    expect(extremes('alter-do-chao', '2026-09-01')).toBeNull();
    expect(curve('alter-do-chao', '2026-09-01')).toBeNull();
    expect(tideAt('alter-do-chao', new Date())).toBeNull();
  });
});

describe('the tide at an instant', () => {
  it('is falling between a high and the next low, rising after, and names the nearest', () => {
    const day = must(extremes('baia-do-sancho', '2026-03-15'));
    const high = must(day.find((e) => e.kind === 'high'));
    const low = must(day.find((e) => e.kind === 'low' && e.time > high.time));
    const between = new Date((high.time.getTime() + low.time.getTime()) / 2);
    const now = must(tideAt('baia-do-sancho', between));
    expect(now.trend).toBe('falling');
    expect(now.height).toBeLessThan(high.height);
    expect(now.height).toBeGreaterThan(low.height);
    const soonAfterLow = must(tideAt('baia-do-sancho', new Date(low.time.getTime() + 20 * 60_000)));
    expect(soonAfterLow.trend).toBe('rising');
    expect(soonAfterLow.nearest.time.getTime()).toBeCloseTo(low.time.getTime(), -4);
    expect(soonAfterLow.label).toMatch(/^Maré baixa, -?\d+,\d m às \d\d:\d\d$/);
  });

  it('writes heights the pt-BR way', () => {
    expect(formatMetres(0.24)).toBe('0,2 m');
    expect(formatMetres(1.25)).toBe('1,3 m');
    expect(formatMetres(-0.04)).toBe('0,0 m');
    expect(formatMetres(-0.16)).toBe('-0,2 m');
  });
});
