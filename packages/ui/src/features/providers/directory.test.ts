import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_PAGE_SIZE,
  NO_DIRECTORY_FILTERS,
  directoryArgs,
  directoryFiltersToParams,
  hasDirectoryFilters,
  parseDirectoryFilters,
  parseDirectoryPage,
  type DirectoryFilters,
} from './directory.ts';

const url = (query: string) => new URLSearchParams(query);

describe('the directory filters in the URL', () => {
  it('round-trips every filter with its pt-BR parameter', () => {
    const filters: DirectoryFilters = {
      beach: 'praia-do-forno',
      region: 'southeast',
      type: 'guia',
      language: 'en',
      maxPrice: 200,
      sort: 'menor-preco',
    };
    const params = directoryFiltersToParams(filters);
    expect(params.toString()).toBe(
      'praia=praia-do-forno&regiao=sudeste&tipo=guia&idioma=en&ate=200&ordem=menor-preco',
    );
    expect(parseDirectoryFilters(params)).toEqual(filters);
  });

  it('keeps the unfiltered directory at a clean address', () => {
    expect(directoryFiltersToParams(NO_DIRECTORY_FILTERS).toString()).toBe('');
    expect(hasDirectoryFilters(NO_DIRECTORY_FILTERS)).toBe(false);
    // The order alone narrows nothing.
    expect(hasDirectoryFilters({ ...NO_DIRECTORY_FILTERS, sort: 'nome' })).toBe(false);
    expect(hasDirectoryFilters({ ...NO_DIRECTORY_FILTERS, language: 'es' })).toBe(true);
  });

  it('reads anything unknown as no filter', () => {
    expect(
      parseDirectoryFilters(
        url('praia=copacabana&regiao=marte&tipo=astronauta&idioma=xx&ate=-5&ordem=aleatoria'),
      ),
    ).toEqual(NO_DIRECTORY_FILTERS);
    expect(parseDirectoryFilters(url('ate=12.5')).maxPrice).toBeNull();
    expect(parseDirectoryFilters(url('ate=abc')).maxPrice).toBeNull();
    // A region with no beach is not offered, so not read either.
    expect(parseDirectoryFilters(url('regiao=nao-definida')).region).toBe('all');
  });

  it('reads the page as a whole number from 1', () => {
    expect(parseDirectoryPage(url(''))).toBe(1);
    expect(parseDirectoryPage(url('pagina=3'))).toBe(3);
    expect(parseDirectoryPage(url('pagina=0'))).toBe(1);
    expect(parseDirectoryPage(url('pagina=-2'))).toBe(1);
    expect(parseDirectoryPage(url('pagina=2.5'))).toBe(1);
  });
});

describe('the directory filters as public.provider_directory arguments', () => {
  it('leaves out the filters not in use and pages by offset', () => {
    expect(directoryArgs(NO_DIRECTORY_FILTERS)).toEqual({
      p_sort: 'rating',
      p_limit: DIRECTORY_PAGE_SIZE,
      p_offset: 0,
    });
    expect(directoryArgs(NO_DIRECTORY_FILTERS, 3)).toMatchObject({
      p_offset: 2 * DIRECTORY_PAGE_SIZE,
    });
  });

  it('sends a region as its key, a price in centavos and the order by name', () => {
    expect(
      directoryArgs({
        beach: 'jericoacoara',
        region: 'northeast',
        type: 'transfer',
        language: 'es',
        maxPrice: 300,
        sort: 'nome',
      }),
    ).toEqual({
      p_beach: 'jericoacoara',
      p_region: 'northeast',
      p_type: 'transfer',
      p_language: 'es',
      p_max_price: 30_000,
      p_sort: 'name',
      p_limit: DIRECTORY_PAGE_SIZE,
      p_offset: 0,
    });
    expect(directoryArgs({ ...NO_DIRECTORY_FILTERS, sort: 'menor-preco' }).p_sort).toBe('price');
  });
});
