import type { Beach } from '../../beaches/types.ts';
import type { PlaceForms } from '../grammar.ts';

/** What a template may use; every choice that needs randomness is made before, by the generator. */
export interface TemplateContext {
  beach: Beach;
  place: PlaceForms;
  stateName: string;
  /** "no Ceará", "em Santa Catarina". */
  inState: string;
  /** ", na região Nordeste", or '' when the state has no region. */
  regionPhrase: string;
  /** Two curiosities, already shuffled. */
  curiosities: readonly [string, string];
  /** Up to three nearby attractions, already shuffled, as "A, B e C". */
  attractions: string;
}

export type Template = (context: TemplateContext) => string;

/** At least one variant per slot, so a pick always succeeds. */
export type Variants = readonly [Template, ...Template[]];
