import { describe, expect, it } from 'vitest';
import { departureStatusAt, salesActionAt, type TimedDeparture } from './sales.ts';

// Starts at 12:00 in São Paulo, sales until 11:00.
const at = (status: TimedDeparture['status']): TimedDeparture => ({
  status,
  starts_at: '2026-11-21T15:00:00Z',
  sales_cutoff_at: '2026-11-21T14:00:00Z',
});
const before = new Date('2026-11-21T13:59:00Z');
const cutoff = new Date('2026-11-21T14:00:00Z');
const start = new Date('2026-11-21T15:00:00Z');

describe('departureStatusAt', () => {
  it('keeps the stored status before the cut-off', () => {
    for (const status of ['scheduled', 'confirmed', 'closed', 'cancelled', 'departed'] as const)
      expect(departureStatusAt(at(status), before)).toBe(status);
  });

  it('closes sales from the cut-off on and departs from the start, as the minute job does', () => {
    expect(departureStatusAt(at('scheduled'), cutoff)).toBe('closed');
    expect(departureStatusAt(at('confirmed'), cutoff)).toBe('closed');
    expect(departureStatusAt(at('closed'), cutoff)).toBe('closed');
    expect(departureStatusAt(at('scheduled'), start)).toBe('departed');
    expect(departureStatusAt(at('closed'), start)).toBe('departed');
  });

  it('never brings a cancelled departure back', () => {
    expect(departureStatusAt(at('cancelled'), cutoff)).toBe('cancelled');
    expect(departureStatusAt(at('cancelled'), start)).toBe('cancelled');
  });
});

describe('salesActionAt', () => {
  it('offers closing on sale and reopening closed sales before the cut-off', () => {
    expect(salesActionAt(at('scheduled'), before)).toBe('close');
    expect(salesActionAt(at('confirmed'), before)).toBe('close');
    expect(salesActionAt(at('closed'), before)).toBe('reopen');
  });

  it('offers no reopening after the cut-off (the database refuses it: cutoff_passed)', () => {
    expect(salesActionAt(at('closed'), cutoff)).toBe('cutoff_passed');
    expect(salesActionAt(at('scheduled'), cutoff)).toBe('cutoff_passed');
  });

  it('offers nothing once started, cancelled or departed', () => {
    expect(salesActionAt(at('scheduled'), start)).toBe('none');
    expect(salesActionAt(at('cancelled'), before)).toBe('none');
    expect(salesActionAt(at('departed'), before)).toBe('none');
  });

  it('offers reopening again once the cut-off is moved later', () => {
    const later = { ...at('closed'), sales_cutoff_at: '2026-11-21T14:30:00Z' };
    expect(salesActionAt(later, cutoff)).toBe('reopen');
  });
});
