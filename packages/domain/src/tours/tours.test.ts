import { describe, expect, it } from 'vitest';
import {
  isDepartureStatus,
  isTourStatus,
  readCancellationTiers,
  readItinerary,
  readMeetingPoint,
  readStrings,
  readTideRule,
  toTourDetail,
  type TourPageRow,
} from './index.ts';

describe('tour and departure statuses', () => {
  it('narrows the database text to its union and refuses anything else', () => {
    expect(isTourStatus('published')).toBe(true);
    expect(isTourStatus('archived')).toBe(false);
    expect(isDepartureStatus('departed')).toBe(true);
    expect(isDepartureStatus('published')).toBe(false);
  });
});

describe('the jsonb columns of public.tours', () => {
  it('keeps the items that have their shape, as they came', () => {
    const tier = { percent: 100, hours_before: 24 };
    expect(readCancellationTiers([tier, { percent: '50' }, null, 3])[0]).toBe(tier);
    expect(readCancellationTiers([tier, { percent: '50' }, null, 3])).toHaveLength(1);
    expect(readStrings(['pt-BR', 1, 'es'])).toEqual(['pt-BR', 'es']);
    expect(
      readItinerary([
        { title: 'Praia do Forno', minutes: 40, description: 'Banho' },
        { title: 'Gruta' },
        { title: 'Ilha', minutes: 'muito' },
        { minutes: 10 },
      ]),
    ).toEqual([{ title: 'Praia do Forno', minutes: 40, description: 'Banho' }, { title: 'Gruta' }]);
  });

  it('reads anything but an array as no items, and a malformed meeting point as none', () => {
    expect(readStrings({ a: 'b' })).toEqual([]);
    expect(readCancellationTiers(null)).toEqual([]);
    expect(readMeetingPoint({ address: 'Cais', latitude: -22.97 })).toEqual({
      address: 'Cais',
      latitude: -22.97,
    });
    expect(readMeetingPoint({ address: 42 })).toEqual({});
    expect(readMeetingPoint(['Cais'])).toEqual({});
    expect(readMeetingPoint('Cais')).toEqual({});
  });

  it('gives a tour row its shapes, keeping every other column', () => {
    const row: TourPageRow = {
      id: 't1',
      slug: 'escuna',
      title: 'Escuna',
      summary: 'Praias',
      beach_id: null,
      place: 'Arraial',
      itinerary: [{ title: 'Saída' }],
      included: ['Colete'],
      not_included: ['Almoço'],
      meeting_point: { address: 'Cais' },
      what_to_bring: ['Toalha'],
      duration_minutes: 240,
      minimum_age: 0,
      languages: ['pt-BR'],
      price_adult: 10000,
      price_child: 5000,
      child_max_age: 11,
      lap_max_age: null,
      boarding_fee: 1000,
      cancellation_tiers: [{ hours_before: 24, percent: 100 }],
      photos: 'not a list',
      status: 'published',
      tide_rule: null,
    };
    expect(toTourDetail(row)).toEqual({ ...row, photos: [] });
  });

  it("reads a tour's tide rule: one of the two shapes, anything else is no rule", () => {
    expect(readTideRule({ kind: 'below', metres: 0.8 })).toEqual({ kind: 'below', metres: 0.8 });
    expect(readTideRule({ kind: 'falling' })).toEqual({ kind: 'falling' });
    expect(readTideRule(null)).toBeNull();
    expect(readTideRule({ kind: 'below' })).toBeNull();
    expect(readTideRule({ kind: 'below', metres: '0.8' })).toBeNull();
    expect(readTideRule({ kind: 'rising' })).toBeNull();
    expect(readTideRule([{ kind: 'falling' }])).toBeNull();
    // As the database checks it: above 0, up to 3 m, centimetres, no other key.
    expect(readTideRule({ kind: 'below', metres: 0 })).toBeNull();
    expect(readTideRule({ kind: 'below', metres: 3.01 })).toBeNull();
    expect(readTideRule({ kind: 'below', metres: 0.555 })).toBeNull();
    expect(readTideRule({ kind: 'below', metres: 3 })).toEqual({ kind: 'below', metres: 3 });
    expect(readTideRule({ kind: 'below', metres: 0.07 })).toEqual({ kind: 'below', metres: 0.07 });
    expect(readTideRule({ kind: 'below', metres: 0.5, note: 'x' })).toBeNull();
    expect(readTideRule({ kind: 'falling', metres: 0.5 })).toBeNull();
    expect(readTideRule('falling')).toBeNull();
  });
});
