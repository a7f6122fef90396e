import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERIOD_PRESETS,
  customPeriod,
  presetPeriod,
  previousPeriod,
  startOfDayInSaoPaulo,
  type PeriodPreset,
} from './periods.ts';

const at = (iso: string) => () => new Date(iso);
// The stories' clock: Saturday 21 November 2026, 10:30 in São Paulo.
const storyClock = at('2026-11-21T10:30:00-03:00');

describe('report periods in São Paulo time', () => {
  it.each<[PeriodPreset, string, string, string, string]>([
    ['hoje', '2026-11-21', '2026-11-21', '2026-11-21T03:00:00.000Z', '2026-11-22T03:00:00.000Z'],
    ['ontem', '2026-11-20', '2026-11-20', '2026-11-20T03:00:00.000Z', '2026-11-21T03:00:00.000Z'],
    ['7-dias', '2026-11-15', '2026-11-21', '2026-11-15T03:00:00.000Z', '2026-11-22T03:00:00.000Z'],
    ['30-dias', '2026-10-23', '2026-11-21', '2026-10-23T03:00:00.000Z', '2026-11-22T03:00:00.000Z'],
    [
      'este-mes',
      '2026-11-01',
      '2026-11-30',
      '2026-11-01T03:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
    ],
    [
      'mes-passado',
      '2026-10-01',
      '2026-10-31',
      '2026-10-01T03:00:00.000Z',
      '2026-11-01T03:00:00.000Z',
    ],
  ])('%s → %s to %s', (preset, firstDay, lastDay, from, to) => {
    expect(presetPeriod(preset, storyClock)).toEqual({ firstDay, lastDay, from, to });
  });

  it('takes the day in São Paulo, not in UTC: 23:30 on the 31st is still the 31st', () => {
    const lateNight = at('2026-12-31T23:30:00-03:00'); // 02:30 UTC on 1 January
    expect(presetPeriod('hoje', lateNight).firstDay).toBe('2026-12-31');
    expect(presetPeriod('este-mes', lateNight)).toMatchObject({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
    expect(presetPeriod('mes-passado', at('2027-01-05T12:00:00-03:00'))).toMatchObject({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
    expect(presetPeriod('mes-passado', at('2028-03-10T12:00:00-03:00')).lastDay).toBe('2028-02-29');
  });

  it('finds São Paulo midnight by the zone rules, daylight-saving years included', () => {
    // Brazil had daylight saving time until 2019: midnight was 02:00 UTC in summer.
    expect(startOfDayInSaoPaulo({ year: 2018, month: 12, day: 25 }).toISOString()).toBe(
      '2018-12-25T02:00:00.000Z',
    );
    expect(startOfDayInSaoPaulo({ year: 2026, month: 7, day: 1 }).toISOString()).toBe(
      '2026-07-01T03:00:00.000Z',
    );
  });

  it('every preset is a run of whole days ending today or earlier, the previous one just before it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PERIOD_PRESETS.map((p) => p.key)),
        (now, preset) => {
          const period = presetPeriod(preset, () => now);
          const from = Date.parse(period.from);
          const to = Date.parse(period.to);
          expect(to).toBeGreaterThan(from);
          expect((to - from) % 86_400_000).toBe(0);
          if (preset !== 'este-mes') expect(from).toBeLessThanOrEqual(now.getTime());
          if (preset === 'hoje' || preset === '7-dias' || preset === '30-dias')
            expect(to).toBeGreaterThan(now.getTime());
          const previous = previousPeriod(period);
          expect(previous.to).toBe(period.from);
          expect(Date.parse(previous.to) - Date.parse(previous.from)).toBe(to - from);
        },
      ),
    );
  });

  it('a custom range includes both days and says what is wrong in pt-BR', () => {
    expect(customPeriod('2026-11-01', '2026-11-15')).toEqual({
      ok: true,
      period: {
        firstDay: '2026-11-01',
        lastDay: '2026-11-15',
        from: '2026-11-01T03:00:00.000Z',
        to: '2026-11-16T03:00:00.000Z',
      },
    });
    expect(customPeriod('2026-11-15', '2026-11-15').ok).toBe(true);
    expect(customPeriod('2026-11-15', '2026-11-01')).toEqual({
      ok: false,
      error: 'end_before_start',
    });
    expect(customPeriod('2026-02-30', '2026-03-01')).toEqual({ ok: false, error: 'invalid_date' });
    expect(customPeriod('', '2026-03-01')).toEqual({ ok: false, error: 'invalid_date' });
    expect(customPeriod('2020-01-01', '2026-01-01')).toEqual({ ok: false, error: 'too_long' });
  });
});
