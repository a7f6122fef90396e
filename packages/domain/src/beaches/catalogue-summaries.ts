import { SAMPLE_BEACH_CARDS } from './summaries.ts';
import type { BeachSummary } from './types.ts';

/**
 * Each sample beach's summary, in the catalogue's order: the catalogue's beaches are built on
 * these. Apart from the cards (summaries.ts), which the home page shows without the catalogue (it
 * weighs ten times as much, and the home page is every visitor's first load).
 */
export const SAMPLE_BEACH_SUMMARIES: readonly BeachSummary[] = Object.freeze(
  SAMPLE_BEACH_CARDS.map(({ id, name, state, city, imageUrl }) => ({
    id,
    name,
    state,
    city,
    imageUrl,
  })),
);

/** A sample beach's summary, for its catalogue entry. */
export function sampleBeachSummary(id: string): BeachSummary {
  const found = SAMPLE_BEACH_SUMMARIES.find((beach) => beach.id === id);
  if (!found) throw new Error(`No sample beach ${id}`);
  return found;
}
