import { describe, expect, it } from 'vitest';
import * as tides from '../../tides/tides-module.ts';
import { fieldsOf, metresOf, ruleOf } from './tide-rule-field.ts';
import {
  dayTides,
  goodDaysOf,
  listInWords,
  offRuleOf,
  sameCheck,
  tideBound,
  tideWarnings,
} from './tide-schedule.ts';

const SANCHO = 'baia-do-sancho';
const BELOW = { kind: 'below', metres: 0.8 } as const;
const bound = { rule: BELOW, beachId: SANCHO, durationMinutes: 180 };

/** A departure at a São Paulo date and time, as the schedule form expands its rule. */
const at = (date: string, time: string) => ({
  date,
  time,
  startsAt: new Date(`${date}T${time}:00-03:00`).toISOString(),
});

describe('the tour form’s tide rule', () => {
  it('reads a height as owners type it, within the database’s bounds', () => {
    expect(metresOf('0,8')).toBe(0.8);
    expect(metresOf('0.75')).toBe(0.75);
    expect(metresOf(' 1 ')).toBe(1);
    expect(metresOf('0,5 m')).toBe(0.5);
    expect(metresOf('3')).toBe(3);
    expect(metresOf('3,01')).toBeNull();
    expect(metresOf('0,555')).toBeNull();
    expect(metresOf('-0,5')).toBeNull();
    // The database refuses 0 m: no tide is below it.
    expect(metresOf('0')).toBeNull();
    expect(metresOf('0,00')).toBeNull();
    expect(metresOf('0,01')).toBe(0.01);
    expect(metresOf('meio metro')).toBeNull();
    expect(metresOf('')).toBeNull();
  });

  it('turns the answers into the stored rule and back, keeping the centimetres', () => {
    expect(ruleOf('below', '0,75')).toEqual({ kind: 'below', metres: 0.75 });
    expect(ruleOf('falling', 'ignored')).toEqual({ kind: 'falling' });
    expect(ruleOf('none', '0,5')).toBeNull();
    expect(fieldsOf({ kind: 'below', metres: 0.75 })).toEqual({
      tide_kind: 'below',
      tide_metres: '0,75',
    });
    expect(fieldsOf({ kind: 'falling' })).toEqual({ tide_kind: 'falling', tide_metres: '' });
    expect(fieldsOf(null)).toEqual({ tide_kind: 'none', tide_metres: '' });
  });
});

describe('scheduling a tide-bound tour', () => {
  it('checks only a tour with a rule at a beach with a tide', () => {
    expect(tideBound(tides, { tide_rule: BELOW, beach_id: SANCHO, duration_minutes: 180 })).toEqual(
      bound,
    );
    expect(
      tideBound(tides, { tide_rule: null, beach_id: SANCHO, duration_minutes: 180 }),
    ).toBeNull();
    expect(
      tideBound(tides, { tide_rule: BELOW, beach_id: 'alter-do-chao', duration_minutes: 180 }),
    ).toBeNull();
    expect(
      tideBound(tides, { tide_rule: BELOW, beach_id: null, duration_minutes: 180 }),
    ).toBeNull();
  });

  it('warns for a time above the limit, in plain pt-BR, and not for a time within it', () => {
    // 24/11 at 14:00 the Sancho is near its high (about 1,7 m); 28/11 at 12:00 near its low, and
    // under 0,8 m for the two hours after.
    const high = at('2026-11-24', '14:00');
    const low = at('2026-11-28', '12:00');
    expect(tides.tideAt(SANCHO, new Date(high.startsAt))?.height).toBeGreaterThan(1.2);
    expect(tides.tideAt(SANCHO, new Date(low.startsAt))?.height).toBeLessThan(0.8);
    const warnings = tideWarnings(tides, bound, [high, low]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ date: '2026-11-24', time: '14:00' });
    expect(warnings[0]?.text).toMatch(
      /^Às 14:00 a maré estará em \d,\d m, acima do limite de 0,8 m deste passeio\.$/,
    );
  });

  it('shows the centimetres when ten would read as the limit itself', () => {
    const rule = { kind: 'below', metres: 0.5 } as const;
    // Find a quarter hour within 5 cm above the limit (the curve always crosses it at the Sancho).
    const day = '2026-11-24';
    const near = Array.from({ length: 96 }, (_, i) =>
      at(
        day,
        `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      ),
    ).find((d) => {
      const h = tides.tideAt(SANCHO, new Date(d.startsAt))?.height ?? 0;
      return h >= 0.5 && h < 0.55;
    });
    if (!near) throw new Error('no time just above 0,5 m');
    const [warning] = tideWarnings(tides, { rule, beachId: SANCHO, durationMinutes: 180 }, [near]);
    expect(warning?.text).toMatch(/em 0,5\d m, acima do limite de 0,5 m/);
  });

  it('warns on the flood for an ebb-only tour', () => {
    const rule = { kind: 'falling' } as const;
    const day = tides.extremes(SANCHO, '2026-11-24') ?? [];
    const low = day.find((e) => e.kind === 'low');
    if (!low) throw new Error('no low');
    // An hour after a low the water is rising.
    const rising = new Date(low.time.getTime() + 3_600_000);
    const planned = {
      date: '2026-11-24',
      time: tides.formatClock(rising),
      startsAt: rising.toISOString(),
    };
    const [warning] = tideWarnings(tides, { rule, beachId: SANCHO, durationMinutes: 180 }, [
      planned,
    ]);
    expect(warning?.text).toBe(
      `Às ${planned.time} a maré não estará vazando (${tides.formatMetres(tides.tideAt(SANCHO, rising)?.height ?? 0)}); este passeio só sai na vazante.`,
    );
  });

  it('warns when the rule holds at the time but not for the tour’s first two hours', () => {
    const rule = { kind: 'falling' } as const;
    const high = (tides.extremes(SANCHO, '2026-11-24') ?? []).find((e) => e.kind === 'high');
    if (!high) throw new Error('no high');
    // An hour before a low the water still falls; the flood starts within the two hours.
    const low = (tides.extremes(SANCHO, '2026-11-24') ?? []).find(
      (e) => e.kind === 'low' && e.time > high.time,
    );
    if (!low) throw new Error('no low after the high');
    const late = new Date(low.time.getTime() - 3_600_000);
    const planned = {
      date: '2026-11-24',
      time: tides.formatClock(late),
      startsAt: late.toISOString(),
    };
    const falling = { rule, beachId: SANCHO, durationMinutes: 180 };
    expect(tides.ruleMet(rule, SANCHO, late)).toBe(true);
    expect(offRuleOf(tides, falling, [planned])).toEqual([planned]);
    const [warning] = tideWarnings(tides, falling, [planned]);
    expect(warning?.text).toMatch(
      new RegExp(
        `^Às ${planned.time} a maré estará vazando, mas para de vazar às \\d\\d:\\d\\d, antes de 2 h de passeio; este passeio só sai na vazante\\.$`,
      ),
    );
    // A short tour is back before the low: it fits.
    expect(offRuleOf(tides, { ...falling, durationMinutes: 45 }, [planned])).toEqual([]);
  });

  it('lists a day’s highs and lows and the spans the rule holds', () => {
    const day = dayTides(tides, bound, '2026-11-28');
    expect(day.extremes.length).toBeGreaterThanOrEqual(3);
    expect(day.extremes[0]).toMatch(/^Maré (alta|baixa), -?\d,\d m às \d\d:\d\d$/);
    expect(day.windows.length).toBeGreaterThan(0);
    for (const w of day.windows) expect(w).toMatch(/^das \d\d:\d\d às \d\d:\d\d$/);
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b e c');
    expect(listInWords(['a'])).toBe('a');
  });

  it('tells a new answer of the check from the same one again', () => {
    const a = at('2026-11-24', '13:00');
    const b = at('2026-11-28', '13:00');
    expect(sameCheck(null, null)).toBe(true);
    expect(sameCheck(null, { status: 'pending' })).toBe(false);
    expect(sameCheck({ status: 'pending' }, { status: 'pending' })).toBe(true);
    expect(sameCheck({ status: 'pending' }, { status: 'ready', offRule: [] })).toBe(false);
    expect(
      sameCheck({ status: 'ready', offRule: [a] }, { status: 'ready', offRule: [{ ...a }] }),
    ).toBe(true);
    expect(sameCheck({ status: 'ready', offRule: [a] }, { status: 'ready', offRule: [b] })).toBe(
      false,
    );
    expect(sameCheck({ status: 'ready', offRule: [a] }, { status: 'ready', offRule: [a, b] })).toBe(
      false,
    );
  });

  it('marks the good days of a month: springs yes, neaps not for a strict rule', () => {
    const strict = {
      rule: { kind: 'below', metres: 0.5 } as const,
      beachId: SANCHO,
      durationMinutes: 180,
    };
    const good = goodDaysOf(tides, strict, '2026-11');
    expect(good.size).toBeGreaterThan(5);
    expect(good.size).toBeLessThan(30);
    for (const day of good) expect(day).toMatch(/^2026-11-\d\d$/);
    // The lows of the neap around the 16th stay above 0,5 m; the spring around the 24th does not.
    expect(good.has('2026-11-16')).toBe(false);
    expect(good.has('2026-11-24')).toBe(true);
    // The seed's 0,8 m: the Sancho's lows are under it nearly every day; its times decide.
    expect(goodDaysOf(tides, bound, '2026-11').size).toBeGreaterThan(20);
  });
});
