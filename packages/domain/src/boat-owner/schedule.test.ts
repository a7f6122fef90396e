import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, expandDepartureRule } from './schedule.ts';

describe('expandDepartureRule', () => {
  it('gives each chosen weekday and time in the range, in São Paulo time, skipping exceptions', () => {
    const moments = expandDepartureRule({
      from: '2026-12-01',
      to: '2026-12-12',
      weekdays: [2, 6],
      times: ['14:00', '09:00'],
      except: ['2026-12-05'],
    });
    expect(moments.map((m) => `${m.date} ${m.time}`)).toEqual([
      '2026-12-01 09:00',
      '2026-12-01 14:00',
      '2026-12-08 09:00',
      '2026-12-08 14:00',
      '2026-12-12 09:00',
      '2026-12-12 14:00',
    ]);
    expect(moments[0]?.startsAt).toBe('2026-12-01T12:00:00.000Z');
  });

  it('crosses months and years and handles late times past midnight UTC', () => {
    const moments = expandDepartureRule({
      from: '2026-12-31',
      to: '2027-01-01',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['22:30'],
    });
    expect(moments.map((m) => m.startsAt)).toEqual([
      '2027-01-01T01:30:00.000Z',
      '2027-01-02T01:30:00.000Z',
    ]);
  });

  it('gives nothing for a range backwards, an invalid date, no weekday or no valid time', () => {
    const base = { weekdays: [1], times: ['09:00'] };
    expect(expandDepartureRule({ ...base, from: '2026-12-10', to: '2026-12-01' })).toEqual([]);
    expect(expandDepartureRule({ ...base, from: '2026-02-30', to: '2026-03-10' })).toEqual([]);
    expect(
      expandDepartureRule({ ...base, weekdays: [], from: '2026-12-01', to: '2026-12-31' }),
    ).toEqual([]);
    expect(
      expandDepartureRule({ ...base, times: ['25:00'], from: '2026-12-01', to: '2026-12-31' }),
    ).toEqual([]);
  });

  it('property: every moment is on a chosen weekday, inside the range, unique and sorted', () => {
    const day = fc.integer({
      min: dayNumber('2026-01-01') ?? 0,
      max: dayNumber('2028-12-31') ?? 0,
    });
    const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.array(fc.constantFrom('06:00', '09:30', '14:00', '17:45'), { maxLength: 4 }),
        (start, length, weekdays, times) => {
          const moments = expandDepartureRule({
            from: iso(start),
            to: iso(start + length),
            weekdays,
            times,
          });
          const starts = moments.map((m) => m.startsAt);
          expect(new Set(starts).size).toBe(starts.length);
          expect([...starts].sort()).toEqual(starts);
          for (const m of moments) {
            expect(weekdays).toContain(new Date(`${m.date}T12:00:00Z`).getUTCDay());
            expect(m.date >= iso(start) && m.date <= iso(start + length)).toBe(true);
          }
          expect(moments.length).toBe(
            Array.from({ length: length + 1 }, (_, i) =>
              new Date((start + i) * 86_400_000).getUTCDay(),
            ).filter((d) => weekdays.includes(d)).length * new Set(times).size,
          );
        },
      ),
    );
  });
});
