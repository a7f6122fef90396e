import type { StateCode } from '../regions/states.ts';
import { beachImageUrl, type BeachCardFacts } from './types.ts';

// Each card also names its state and region (sample-beaches.test.ts checks them against the
// regions' tables, which the home page then does without).
const card = (
  id: string,
  name: string,
  state: StateCode,
  city: string,
  stateName: string,
  regionName: string,
): BeachCardFacts => ({
  id,
  name,
  state,
  city,
  imageUrl: beachImageUrl(id),
  stateName,
  regionName,
});

/** What the home page's cards say of each sample beach, in the catalogue's order. */
export const SAMPLE_BEACH_CARDS: readonly BeachCardFacts[] = Object.freeze([
  card('baia-do-sancho', 'Baía do Sancho', 'PE', 'Fernando de Noronha', 'Pernambuco', 'Nordeste'),
  card('jericoacoara', 'Jericoacoara', 'CE', 'Jijoca de Jericoacoara', 'Ceará', 'Nordeste'),
  card('praia-do-forno', 'Praia do Forno', 'RJ', 'Arraial do Cabo', 'Rio de Janeiro', 'Sudeste'),
  card('praia-do-rosa', 'Praia do Rosa', 'SC', 'Imbituba', 'Santa Catarina', 'Sul'),
  card('alter-do-chao', 'Alter do Chão', 'PA', 'Santarém', 'Pará', 'Norte'),
]);
