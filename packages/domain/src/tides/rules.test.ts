import { describe, expect, it } from 'vitest';
import {
  extremes,
  goodDays,
  riverSeasonFor,
  ruleMet,
  ruleWindows,
  tideAt,
  tideRuleLabel,
  TAPAJOS_SEASON,
  type TideRule,
} from './index.ts';

/** The value, or a failed test (instead of a non-null assertion). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const BELOW: TideRule = { kind: 'below', metres: 0.5 };
const FALLING: TideRule = { kind: 'falling' };

describe('tide rules', () => {
  it('reads as an operator writes it', () => {
    expect(tideRuleLabel(BELOW)).toBe('só com maré abaixo de 0,5 m');
    expect(tideRuleLabel(FALLING)).toBe('na maré vazante');
  });

  it('is met at a low below the limit and not at the high', () => {
    const day = must(extremes('baia-do-sancho', '2026-01-19'));
    const low = must(day.find((e) => e.kind === 'low' && e.height < 0.5));
    const high = must(day.find((e) => e.kind === 'high'));
    expect(ruleMet(BELOW, 'baia-do-sancho', low.time)).toBe(true);
    expect(ruleMet(BELOW, 'baia-do-sancho', high.time)).toBe(false);
  });

  it('"falling" agrees with the tide’s own trend', () => {
    for (let h = 0; h < 24; h += 1) {
      const instant = new Date(Date.parse('2026-06-10T03:00:00Z') + h * 3600_000 + 17 * 60_000);
      const now = must(tideAt('praia-do-rosa', instant));
      expect(ruleMet(FALLING, 'praia-do-rosa', instant)).toBe(now.trend === 'falling');
    }
  });

  it('cannot be met without a tide', () => {
    expect(ruleMet(FALLING, 'alter-do-chao', new Date('2026-09-01T15:00:00Z'))).toBe(false);
    expect(ruleWindows(FALLING, 'alter-do-chao', '2026-09-01')).toEqual([]);
    expect(goodDays(BELOW, 'alter-do-chao', '2026-09')).toEqual([]);
  });

  it('finds windows inside the tour hours where the rule holds throughout', () => {
    const windows = ruleWindows(BELOW, 'baia-do-sancho', '2026-01-19');
    expect(windows.length).toBeGreaterThan(0);
    const sixAm = Date.parse('2026-01-19T09:00:00Z');
    const sixPm = Date.parse('2026-01-19T21:00:00Z');
    for (const w of windows) {
      expect(w.start.getTime()).toBeGreaterThanOrEqual(sixAm);
      expect(w.end.getTime()).toBeLessThanOrEqual(sixPm);
      expect(w.end.getTime() - w.start.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
      // Checked on the 10-minute grid the windows are computed on (their ends are that accurate).
      for (let t = w.start.getTime(); t < w.end.getTime(); t += 10 * 60_000)
        expect(ruleMet(BELOW, 'baia-do-sancho', new Date(t))).toBe(true);
    }
    // A window still open at 18:00 ends there.
    const evening = ruleWindows(FALLING, 'praia-do-rosa', '2026-06-10', {
      from: '00:00',
      to: '23:50',
    });
    expect(evening.length).toBeGreaterThan(0);
    expect(() => ruleWindows(BELOW, 'baia-do-sancho', '2026-01-19', { from: '6h' })).toThrow(
      RangeError,
    );
  });

  it('marks the good days of a month, and fewer for a stricter rule', () => {
    const loose = goodDays(BELOW, 'baia-do-sancho', '2026-01');
    const strict = goodDays({ kind: 'below', metres: 0 }, 'baia-do-sancho', '2026-01');
    expect(loose.length).toBeGreaterThan(strict.length);
    expect(strict.every((d) => loose.includes(d))).toBe(true);
    expect(loose.every((d) => d.startsWith('2026-01-'))).toBe(true);
    // The ebb runs about six hours twice a day: every day has one in daylight.
    expect(goodDays(FALLING, 'jericoacoara', '2026-02')).toHaveLength(28);
    expect(() => goodDays(BELOW, 'baia-do-sancho', '2026-13')).toThrow(RangeError);
  });
});

describe('the Tapajós season', () => {
  it('has the beaches out from August to December and none of it measured', () => {
    const season = must(riverSeasonFor('alter-do-chao'));
    expect(season).toBe(TAPAJOS_SEASON);
    expect(season.measured).toBe(false);
    expect(season.months).toHaveLength(12);
    expect(season.months.filter((m) => m.beaches === 'expostas').map((m) => m.month)).toEqual([
      8, 9, 10, 11, 12,
    ]);
    expect(season.source).toMatch(/HidroWeb/);
    expect(riverSeasonFor('baia-do-sancho')).toBeNull();
  });
});
