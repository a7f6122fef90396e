import { describe, expect, it } from 'vitest';
import { addDays, addMonths, fullDate, monthName, monthWeeks, weekdayOf } from './month.ts';

describe('month calendar arithmetic', () => {
  it('lays a month out in weeks from domingo', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday; 30 days fill five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]?.slice(0, 2)).toEqual(['2026-11-29', '2026-11-30']);
    expect(weeks[4]?.[2]).toBeNull();
    const december = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(december[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(december.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves across months and years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-21')).toBe(6);
  });

  it('names days and months in pt-BR', () => {
    expect(fullDate('2026-11-21')).toBe('sábado, 21 de novembro de 2026');
    expect(monthName('2026-03')).toBe('Março de 2026');
  });
});
