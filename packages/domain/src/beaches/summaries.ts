import type { StateCode } from '../regions/states.ts';
import { beachImageUrl, type BeachSummary } from './types.ts';

const summary = (id: string, name: string, state: StateCode, city: string): BeachSummary => ({
  id,
  name,
  state,
  city,
  imageUrl: beachImageUrl(id),
});

/**
 * What a card says of each sample beach, in the catalogue's order: the catalogue's beaches are
 * built on these, and the home page's cards need no more (the whole catalogue weighs ten times as
 * much, and the home page is every visitor's first load).
 */
export const SAMPLE_BEACH_SUMMARIES: readonly BeachSummary[] = Object.freeze([
  summary('baia-do-sancho', 'Baía do Sancho', 'PE', 'Fernando de Noronha'),
  summary('jericoacoara', 'Jericoacoara', 'CE', 'Jijoca de Jericoacoara'),
  summary('praia-do-forno', 'Praia do Forno', 'RJ', 'Arraial do Cabo'),
  summary('praia-do-rosa', 'Praia do Rosa', 'SC', 'Imbituba'),
  summary('alter-do-chao', 'Alter do Chão', 'PA', 'Santarém'),
]);

/** A sample beach's summary, for its catalogue entry. */
export function sampleBeachSummary(id: string): BeachSummary {
  const found = SAMPLE_BEACH_SUMMARIES.find((beach) => beach.id === id);
  if (!found) throw new Error(`No sample beach ${id}`);
  return found;
}
