import { describe, expect, it } from 'vitest';
import { localDay, localTimeOfDay, slotKey, slotMoment } from './slots.ts';

describe('slot helpers', () => {
  const moment = new Date(2026, 0, 5, 9, 7, 42);

  it('formats local time, day and key with zero padding', () => {
    expect(localTimeOfDay(moment)).toBe('09:07');
    expect(localDay(moment)).toBe('2026-01-05');
    expect(slotKey(moment)).toBe('2026-01-05T09:07');
  });

  it('builds the local moment of a slot on a given day', () => {
    expect(slotMoment(moment, '21:00')).toEqual(new Date(2026, 0, 5, 21, 0));
    expect(slotMoment(moment, '00:00')).toEqual(new Date(2026, 0, 5));
  });
});
