/** Product constants from the spec (§9). One place, so screens and tests agree. */

export const TOAST = {
  position: 'top-right',
  durationMs: 4_000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 20,
} as const;
