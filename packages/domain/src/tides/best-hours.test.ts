import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '../beaches/sample-beaches.ts';
import { beachVisit } from '../beaches/visit.ts';
import {
  bestHours,
  bestOfWeek,
  dayAfter,
  extremes,
  riverSeasonFor,
  saoPauloDay,
  tideStationFor,
} from './index.ts';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe("the week's best hours by tide", () => {
  it('counts calendar days across a month and a year', () => {
    expect(dayAfter('2026-11-27', 0)).toBe('2026-11-27');
    expect(dayAfter('2026-11-27', 4)).toBe('2026-12-01');
    expect(dayAfter('2026-12-30', 3)).toBe('2027-01-02');
    expect(() => dayAfter('2026-13-01', 1)).toThrow(RangeError);
  });

  it('gives each day its lowest daylight low, one of the day’s own extremes', () => {
    const week = bestHours('baia-do-sancho', '2026-11-27', 'low');
    if (!week) throw new Error('Sancho has a tide');
    expect(week.length).toBeGreaterThanOrEqual(6);
    expect(new Set(week.map((hour) => hour.day)).size).toBe(week.length);
    for (const { day, extreme } of week) {
      expect(day >= '2026-11-27' && day <= '2026-12-03').toBe(true);
      expect(saoPauloDay(extreme.time)).toBe(day);
      const time = clock.format(extreme.time);
      expect(time >= '06:00' && time <= '18:00').toBe(true);
      expect(extreme.kind).toBe('low');
      const lows = (extremes('baia-do-sancho', day) ?? []).filter((other) => {
        const at = clock.format(other.time);
        return other.kind === 'low' && at >= '06:00' && at <= '18:00';
      });
      expect(lows).toContainEqual(extreme);
      for (const other of lows) expect(extreme.height).toBeLessThanOrEqual(other.height);
    }
  });

  it('keeps to the visiting hours asked for, leaving out a day without a low inside them', () => {
    // Two hours a day cannot hold a low every day: lows come about 50 minutes later each day.
    const narrow = bestHours('jericoacoara', '2026-11-27', 'low', {
      days: 14,
      from: '09:00',
      to: '11:00',
    });
    if (!narrow) throw new Error('Jericoacoara has a tide');
    expect(narrow.length).toBeGreaterThan(0);
    expect(narrow.length).toBeLessThan(14);
    for (const { extreme } of narrow) {
      const time = clock.format(extreme.time);
      expect(time >= '09:00' && time <= '11:00').toBe(true);
    }
  });

  it('picks highs when the high tide suits the beach', () => {
    const week = bestHours('praia-do-rosa', '2026-11-27', 'high', { days: 3 }) ?? [];
    expect(week.length).toBeGreaterThan(0);
    for (const { extreme } of week) expect(extreme.kind).toBe('high');
  });

  it('names the week’s lowest low (the earliest on a tie), and nothing for an empty week', () => {
    const week = bestHours('praia-do-forno', '2026-11-27', 'low') ?? [];
    const best = bestOfWeek(week, 'low');
    expect(best).not.toBeNull();
    for (const hour of week) expect(best?.extreme.height).toBeLessThanOrEqual(hour.extreme.height);
    const tie = week.slice(0, 2).map((hour) => ({
      ...hour,
      extreme: { ...hour.extreme, height: 0.3 },
    }));
    expect(bestOfWeek(tie, 'low')).toBe(tie[0]);
    expect(bestOfWeek(tie, 'high')).toBe(tie[0]);
    expect(bestOfWeek([], 'low')).toBeNull();
  });

  it('has nothing for a river beach, and refuses hours that are not HH:MM', () => {
    expect(bestHours('alter-do-chao', '2026-11-27', 'low')).toBeNull();
    expect(() => bestHours('jericoacoara', '2026-11-27', 'low', { from: '6h' })).toThrow(
      RangeError,
    );
  });
});

describe('what to know before going (the "Antes de ir" facts)', () => {
  it('covers every sample beach, with something to bring and how to get there', () => {
    for (const beach of SAMPLE_BEACHES) {
      const visit = beachVisit(beach.id);
      if (!visit) throw new Error(`no visit facts for ${beach.id}`);
      expect(visit.bring.length).toBeGreaterThan(0);
      expect(visit.fees.length).toBeGreaterThan(0);
      for (const text of [visit.season, visit.sea, visit.wind, visit.accessibility])
        expect(text.length).toBeGreaterThan(20);
    }
    expect(beachVisit('praia-inventada')).toBeNull();
  });

  it('asks for a tide only where there is one, and names no fee value (they change yearly)', () => {
    for (const beach of SAMPLE_BEACHES) {
      const visit = beachVisit(beach.id);
      if (visit?.tide) expect(tideStationFor(beach.id)).not.toBeNull();
      if (riverSeasonFor(beach.id)) expect(visit?.tide).toBeNull();
      for (const fee of visit?.fees ?? []) {
        expect(fee.text).not.toMatch(/R\$\s*\d/);
        if (fee.url) expect(fee.url).toMatch(/^https:\/\/www\.([a-z]+\.)?(pe\.)?gov\.br\//);
      }
    }
    const noronha = beachVisit('baia-do-sancho')?.fees.map((fee) => fee.name) ?? [];
    expect(noronha).toContain('Taxa de Preservação Ambiental (TPA)');
  });
});
