import { describe, expect, it } from 'vitest';
import {
  BEACH_TIDE_STATIONS,
  departureFits,
  hasTideOrRiver,
  RIVER_BEACH_IDS,
  TIDE_BEACH_IDS,
  extremes,
  firstFittingStart,
  firstMiss,
  fitSpanMinutes,
  goodDays,
  riverLevelText,
  riverMonthSentence,
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
    // The limit keeps the centimetres the owner set.
    expect(tideRuleLabel({ kind: 'below', metres: 0.75 })).toBe('só com maré abaixo de 0,75 m');
    expect(tideRuleLabel({ kind: 'below', metres: 1 })).toBe('só com maré abaixo de 1,0 m');
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
    expect(goodDays(BELOW, 'alter-do-chao', '2026-09', 180)).toEqual([]);
    expect(departureFits(BELOW, 'alter-do-chao', new Date('2026-09-01T15:00:00Z'), 180)).toBe(
      false,
    );
  });

  it('finds windows inside the tour hours where the rule holds throughout', () => {
    const windows = ruleWindows(BELOW, 'baia-do-sancho', '2026-01-19');
    expect(windows.length).toBeGreaterThan(0);
    const sixAm = Date.parse('2026-01-19T09:00:00Z');
    const sixPm = Date.parse('2026-01-19T21:00:00Z');
    for (const w of windows) {
      expect(w.start.getTime()).toBeGreaterThanOrEqual(sixAm);
      expect(w.end.getTime()).toBeLessThanOrEqual(sixPm);
      expect(w.end.getTime() - w.start.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
      // The ends are found to 15 s, on the side outside the rule: inside them the rule holds.
      for (let t = w.start.getTime() + 15_000; t < w.end.getTime() - 15_000; t += 60_000)
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
    const loose = goodDays(BELOW, 'baia-do-sancho', '2026-01', 180);
    const strict = goodDays({ kind: 'below', metres: 0.1 }, 'baia-do-sancho', '2026-01', 180);
    expect(loose.length).toBeGreaterThan(strict.length);
    expect(strict.every((d) => loose.includes(d))).toBe(true);
    expect(loose.every((d) => d.startsWith('2026-01-'))).toBe(true);
    // The ebb runs about six hours twice a day: every day has one in daylight.
    expect(goodDays(FALLING, 'jericoacoara', '2026-02', 180)).toHaveLength(28);
    expect(() => goodDays(BELOW, 'baia-do-sancho', '2026-13', 180)).toThrow(RangeError);
  });
});

describe('one policy for a good departure', () => {
  const MINUTE = 60_000;
  const BEACHES = ['baia-do-sancho', 'praia-do-rosa', 'praia-do-forno', 'jericoacoara'];
  const RULES: TideRule[] = [
    BELOW,
    { kind: 'below', metres: 0.75 },
    { kind: 'below', metres: 1.2 },
    FALLING,
  ];
  const DAYS = ['2026-06-10', '2026-11-21'];

  it('needs the rule for the tour’s length, up to two hours, from the departure', () => {
    expect([5, 45, 120, 180, 600].map(fitSpanMinutes)).toEqual([10, 45, 120, 120, 120]);
    // 2026-11-21 at the Sancho: below 0,5 m at 17:40, but not for the two hours after it.
    const at = new Date('2026-11-21T17:40:00-03:00');
    const miss = firstMiss(BELOW, 'baia-do-sancho', at, 180);
    if (ruleMet(BELOW, 'baia-do-sancho', at)) {
      expect(miss).not.toBeNull();
      expect(must(miss).getTime()).toBeGreaterThan(at.getTime());
    }
    expect(departureFits(BELOW, 'baia-do-sancho', at, 180)).toBe(miss === null);
  });

  it('puts every departure that suits the rule inside a window the chart draws', () => {
    let fitting = 0;
    for (const beach of BEACHES)
      for (const rule of RULES)
        for (const day of DAYS) {
          const windows = ruleWindows(rule, beach, day);
          const sixAm = Date.parse(`${day}T06:00:00-03:00`);
          for (let m = 0; m <= 12 * 60; m += 20)
            for (const duration of [30, 180]) {
              const t = sixAm + m * MINUTE;
              if (!departureFits(rule, beach, new Date(t), duration)) continue;
              fitting += 1;
              const inside = windows.some((w) => w.start.getTime() <= t && t <= w.end.getTime());
              expect(inside, `${beach} ${day} ${new Date(t).toISOString()}`).toBe(true);
            }
        }
    expect(fitting).toBeGreaterThan(50);
  });

  it('marks a good day only with a departure time that suits the rule', () => {
    for (const [beach, rule] of [
      ['baia-do-sancho', BELOW],
      ['praia-do-rosa', FALLING],
      ['praia-do-forno', { kind: 'below', metres: 0.75 }],
    ] as const) {
      const good = new Set(goodDays(rule, beach, '2026-11', 180));
      expect(good.size).toBeGreaterThan(0);
      for (let d = 1; d <= 30; d += 1) {
        const day = `2026-11-${String(d).padStart(2, '0')}`;
        const start = firstFittingStart(rule, beach, day, 180);
        expect(start !== null, day).toBe(good.has(day));
        if (start) {
          expect(departureFits(rule, beach, start, 180)).toBe(true);
          expect(start.getTime()).toBeGreaterThanOrEqual(Date.parse(`${day}T06:00:00-03:00`));
          expect(start.getTime()).toBeLessThanOrEqual(Date.parse(`${day}T18:00:00-03:00`));
        }
      }
    }
  });
});

describe('the light lists of beaches', () => {
  it('are the data’s: the stations’ beaches and the river beaches', () => {
    expect([...TIDE_BEACH_IDS].sort()).toEqual(Object.keys(BEACH_TIDE_STATIONS).sort());
    for (const id of RIVER_BEACH_IDS) expect(riverSeasonFor(id)).not.toBeNull();
    expect(riverSeasonFor('alter-do-chao')).not.toBeNull();
    expect(hasTideOrRiver('praia-sem-previsao')).toBe(false);
    expect(hasTideOrRiver('alter-do-chao')).toBe(true);
  });
});

describe('the Tapajós season', () => {
  it('has the published phases of the Santarém gauge and only their published means', () => {
    const season = must(riverSeasonFor('alter-do-chao'));
    expect(season).toBe(TAPAJOS_SEASON);
    expect(season.measured).toBe(false);
    expect(season.months).toHaveLength(12);
    const monthsOf = (phase: string) =>
      season.months.filter((m) => m.phase === phase).map((m) => m.month);
    // Low in October and November, high in May and June (Ruffino 2004; the ANA gauge).
    expect(monthsOf('enchente')).toEqual([1, 2, 3, 4]);
    expect(monthsOf('cheia')).toEqual([5, 6]);
    expect(monthsOf('vazante')).toEqual([7, 8, 9]);
    expect(monthsOf('seca')).toEqual([10, 11, 12]);
    expect(season.months.filter((m) => m.beaches === 'expostas').map((m) => m.month)).toEqual([
      10, 11, 12,
    ]);
    // The two published means (Bentes et al., ANA 2000–2015), and their sources named.
    expect(season.levels).toEqual([
      { phase: 'cheia', metres: 7.77 },
      { phase: 'seca', metres: 2.28 },
    ]);
    expect(season.source).toMatch(/7,77 m na cheia e 2,28 m na seca/);
    expect(season.source).toMatch(/Ruffino/);
    expect(season.source).toMatch(/Bentes/);
    expect(riverLevelText(season, 5)).toBe('7,77 m (média da cheia)');
    expect(riverLevelText(season, 11)).toBe('2,28 m (média da seca)');
    expect(riverLevelText(season, 2)).toBeNull();
    expect(riverMonthSentence(season, 11)).toBe(
      'Em novembro, rio baixo: praias de areia branca à mostra',
    );
    expect(riverSeasonFor('baia-do-sancho')).toBeNull();
  });
});
