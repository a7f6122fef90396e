import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGION_FILTER_OPTIONS,
  REGION_NAMES,
  matchesRegionFilter,
  parseRegionFilter,
  regionName,
  regionOfState,
  type RegionKey,
} from './regions.ts';
import { BRAZILIAN_STATES, stateName, toStateCode, type StateCode } from './states.ts';

const expected: Record<StateCode, RegionKey> = {
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
  MG: 'undefined',
  PR: 'south',
  SC: 'south',
  RS: 'south',
  PA: 'north',
  AP: 'north',
  AM: 'undefined',
  AC: 'undefined',
  RO: 'undefined',
  RR: 'undefined',
  TO: 'undefined',
  DF: 'undefined',
  GO: 'undefined',
  MT: 'undefined',
  MS: 'undefined',
};

describe('state → region map', () => {
  it.each(Object.entries(expected))('%s → %s', (code, region) => {
    expect(regionOfState(code)).toBe(region);
    expect(regionOfState(BRAZILIAN_STATES[code as StateCode])).toBe(region);
  });

  it('covers all 27 federative units', () => {
    expect(Object.keys(BRAZILIAN_STATES).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each([
    ['pe', 'northeast'],
    [' Ceara ', 'northeast'],
    ['CEARÁ', 'northeast'],
    ['sao paulo', 'southeast'],
    ['São  Paulo', 'southeast'],
    ['espirito santo', 'southeast'],
    ['PARA', 'north'],
    ['amapa', 'north'],
    ['rio grande do sul', 'south'],
    ['Rio Grande do Norte', 'northeast'],
    ['Mato Grosso do Sul', 'undefined'],
    ['', 'undefined'],
    ['Atlântida', 'undefined'],
    ['XX', 'undefined'],
  ])('reads %j as %s', (input, region) => {
    expect(regionOfState(input)).toBe(region);
  });

  it('answers a region for any text without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Object.keys(REGION_NAMES)).toContain(regionOfState(text));
      }),
    );
  });
});

describe('region names and filters', () => {
  it('names every region in pt-BR', () => {
    expect(REGION_NAMES).toEqual({
      northeast: 'Nordeste',
      southeast: 'Sudeste',
      south: 'Sul',
      north: 'Norte',
      undefined: 'Não Definida',
    });
    expect(regionName('north')).toBe('Norte');
    expect(regionName('undefined')).toBe('Não Definida');
  });

  it('offers every region plus "all" as filter options', () => {
    expect(REGION_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      'all',
      'northeast',
      'southeast',
      'south',
      'north',
      'undefined',
    ]);
    expect(REGION_FILTER_OPTIONS[0]?.label).toBe('Todas as regiões');
    expect(REGION_FILTER_OPTIONS.find((o) => o.value === 'south')?.label).toBe('Sul');
  });

  it('matches items to a filter', () => {
    expect(matchesRegionFilter({ region: 'north' }, 'all')).toBe(true);
    expect(matchesRegionFilter({ region: 'north' }, 'north')).toBe(true);
    expect(matchesRegionFilter({ region: 'north' }, 'south')).toBe(false);
  });

  it('parses a filter from untrusted text', () => {
    expect(parseRegionFilter('northeast')).toBe('northeast');
    expect(parseRegionFilter('undefined')).toBe('undefined');
    expect(parseRegionFilter('toString')).toBe('all');
    expect(parseRegionFilter(null)).toBe('all');
    expect(parseRegionFilter(undefined)).toBe('all');
    expect(parseRegionFilter('')).toBe('all');
  });
});

describe('state names', () => {
  it('turns codes and loose names into the official name', () => {
    expect(toStateCode('para')).toBe('PA');
    expect(toStateCode('Goiás')).toBe('GO');
    expect(toStateCode('Gotham')).toBeUndefined();
    expect(stateName('sc')).toBe('Santa Catarina');
    expect(stateName('pernambuco')).toBe('Pernambuco');
    expect(stateName('Gotham')).toBe('Gotham');
  });
});
