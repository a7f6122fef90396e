import fc from 'fast-check';
import type { PriceBands } from './price.ts';
import type { CancellationTier } from './refund.ts';
import type { SeatForChoice, SeatKind } from './seats.ts';

/** Random cases shared by the property tests here and the SQL parity test in supabase/tests. */
export const RUNS = 10_000;

export const priceBands: fc.Arbitrary<PriceBands> = fc
  .record({
    adult: fc.integer({ min: 0, max: 500_000 }),
    child: fc.integer({ min: 0, max: 500_000 }),
    childMaxAge: fc.integer({ min: 1, max: 17 }),
    lap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    boardingFee: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ lap, ...rest }) => ({
    ...rest,
    lapMaxAge: lap === null ? null : Math.min(lap, rest.childMaxAge - 1),
  }));

export const party = fc.record({
  adults: fc.integer({ min: 0, max: 12 }),
  children: fc.integer({ min: 0, max: 12 }),
  laps: fc.integer({ min: 0, max: 12 }),
});

export const tiers: fc.Arbitrary<CancellationTier[]> = fc.array(
  fc.record({
    hoursBefore: fc.integer({ min: 0, max: 168 }),
    percent: fc.integer({ min: 0, max: 100 }),
  }),
  { maxLength: 4 },
);

const base = Date.parse('2026-11-21T13:30:00Z');
const minute = 60_000;

/** A purchase, a start after it, and a cancellation moment anywhere around them (whole seconds). */
export const refundCase = fc
  .record({
    subtotal: fc.integer({ min: 0, max: 2_000_000 }),
    boardingFees: fc.integer({ min: 0, max: 100_000 }),
    tiers,
    purchasedOffset: fc.integer({ min: 0, max: 60 * 24 * 60 }),
    startOffset: fc.integer({ min: 1, max: 60 * 24 * 60 }),
    atSeconds: fc.integer({ min: 0, max: 120 * 24 * 3600 }),
  })
  .map(({ purchasedOffset, startOffset, atSeconds, ...rest }) => {
    const purchasedAt = new Date(base + purchasedOffset * minute);
    return {
      ...rest,
      purchasedAt,
      startsAt: new Date(purchasedAt.getTime() + startOffset * minute),
      at: new Date(base + atSeconds * 1000),
    };
  });

/** A boat layout of 1–4 zones (distinct positions) with seats in a grid, some taken or unsellable. */
export const layout: fc.Arbitrary<SeatForChoice[]> = fc
  .array(
    fc.record({
      rows: fc.integer({ min: 1, max: 5 }),
      cols: fc.integer({ min: 1, max: 5 }),
      cells: fc.array(
        fc.record({
          kind: fc.constantFrom<SeatKind>(
            'passenger',
            'passenger',
            'passenger',
            'accessible',
            'crew',
            'blocked',
          ),
          free: fc.boolean(),
        }),
        { minLength: 25, maxLength: 25 },
      ),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .chain((zones) =>
    fc
      .shuffledSubarray([0, 1, 2, 3], { minLength: zones.length, maxLength: zones.length })
      .map((positions) =>
        zones.flatMap((zone, z) =>
          Array.from({ length: zone.rows * zone.cols }, (_, i) => {
            const cell = zone.cells[i];
            return {
              code: `${'ABCD'[z]}${i + 1}`,
              zone: `zona${'abcd'[z]}`,
              zonePosition: positions[z] ?? z,
              row: z * 10 + Math.floor(i / zone.cols),
              col: i % zone.cols,
              kind: cell?.kind ?? 'passenger',
              free: cell?.free ?? true,
            };
          }),
        ),
      ),
  );

/** Birth dates and trip dates (`YYYY-MM-DD`), leap days included. */
export const isoDate = (min: string, max: string) =>
  fc
    .integer({
      min: Date.parse(`${min}T00:00:00Z`) / 86_400_000,
      max: Date.parse(`${max}T00:00:00Z`) / 86_400_000,
    })
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
