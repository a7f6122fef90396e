import type { StateCode } from '../regions/states.ts';

export interface BeachCharacteristics {
  sand: string;
  sea: string;
  vegetation: string;
  infrastructure: string;
}

/** A built-in sample beach. Text is pt-BR; `state` is the UF code. */
export interface Beach {
  id: string;
  name: string;
  state: StateCode;
  city: string;
  description: string;
  characteristics: BeachCharacteristics;
  nearbyAttractions: readonly string[];
  history: string;
  curiosities: readonly string[];
  /** A local asset served from the site root (packages/ui/public). */
  imageUrl: string;
  latitude: number;
  longitude: number;
}

/** What a card shows of a beach (summaries.ts). */
export type BeachSummary = Pick<Beach, 'id' | 'name' | 'state' | 'city' | 'imageUrl'>;

/** A summary with its state's and its region's names written out, as the home page's cards say them. */
export interface BeachCardFacts extends BeachSummary {
  stateName: string;
  regionName: string;
}

/** Where a beach's illustration is served from. */
export function beachImageUrl(id: string): string {
  return `/images/beaches/${id}.svg`;
}
