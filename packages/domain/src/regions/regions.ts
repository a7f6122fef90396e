import { toStateCode, type StateCode } from './states.ts';

/** The article regions; 'undefined' is a key, not a missing value. */
export type RegionKey = 'northeast' | 'southeast' | 'south' | 'north' | 'undefined';

export const REGION_NAMES: Readonly<Record<RegionKey, string>> = {
  northeast: 'Nordeste',
  southeast: 'Sudeste',
  south: 'Sul',
  north: 'Norte',
  undefined: 'Não Definida',
};

/** Exactly the spec's map: only Pará and Amapá count as north; the Centre-West and the rest of the North have none. */
export const STATE_REGIONS: Readonly<Partial<Record<StateCode, Exclude<RegionKey, 'undefined'>>>> =
  {
    MA: 'northeast',
    PI: 'northeast',
    CE: 'northeast',
    RN: 'northeast',
    PB: 'northeast',
    PE: 'northeast',
    AL: 'northeast',
    SE: 'northeast',
    BA: 'northeast',
    SP: 'southeast',
    RJ: 'southeast',
    ES: 'southeast',
    PR: 'south',
    SC: 'south',
    RS: 'south',
    PA: 'north',
    AP: 'north',
  };

/** Region of a state given as UF code or full name, any case, with or without accents. */
export function regionOfState(state: string): RegionKey {
  const code = toStateCode(state);
  return (code && STATE_REGIONS[code]) || 'undefined';
}

export function regionName(region: RegionKey): string {
  return REGION_NAMES[region];
}

/** What the blog's region filter offers; 'all' shows every article. */
export type RegionFilter = RegionKey | 'all';

export const REGION_FILTER_OPTIONS: readonly { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'Todas as regiões' },
  { value: 'northeast', label: REGION_NAMES.northeast },
  { value: 'southeast', label: REGION_NAMES.southeast },
  { value: 'south', label: REGION_NAMES.south },
  { value: 'north', label: REGION_NAMES.north },
  { value: 'undefined', label: REGION_NAMES.undefined },
];

export function matchesRegionFilter(item: { region: RegionKey }, filter: RegionFilter): boolean {
  return filter === 'all' || item.region === filter;
}

const REGION_KEYS = new Set<string>(Object.keys(REGION_NAMES));

/** Reads a filter from untrusted text such as a URL parameter; unknown text means 'all'. */
export function parseRegionFilter(value: string | null | undefined): RegionFilter {
  return value && REGION_KEYS.has(value) ? (value as RegionKey) : 'all';
}
