import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_SEED, todaysArticles, type Article } from '@mare/domain';
import {
  filterArticles,
  filtersToParams,
  hasFilters,
  normalizeText,
  parseFilters,
  tagOptions,
  type BlogFilters,
} from './filters.ts';

const day = todaysArticles(new Date(2026, 10, 21, 10, 30), DEFAULT_ARTICLE_SEED);
const none: BlogFilters = { region: 'all', tag: '', query: '' };
const titles = (articles: readonly Article[]) => articles.map((article) => article.title);

describe('filters in the URL', () => {
  it('reads pt-BR slugs and falls back to no filter on anything unknown', () => {
    expect(parseFilters(new URLSearchParams('regiao=nordeste&tag=Ceará&busca=dunas'))).toEqual({
      region: 'northeast',
      tag: 'Ceará',
      query: 'dunas',
    });
    expect(parseFilters(new URLSearchParams('regiao=nao-definida'))).toMatchObject({
      region: 'undefined',
    });
    expect(parseFilters(new URLSearchParams('regiao=northeast&tag=%20%20'))).toEqual(none);
    expect(parseFilters(new URLSearchParams('regiao=__proto__'))).toEqual(none);
    expect(parseFilters(new URLSearchParams(''))).toEqual(none);
  });

  it('writes only the filters in use, and reads back what it wrote', () => {
    expect(filtersToParams(none).toString()).toBe('');
    expect(filtersToParams({ region: 'all', tag: '', query: '   ' }).toString()).toBe('');
    const filters: BlogFilters = { region: 'south', tag: 'Santa Catarina', query: 'rosa baleias' };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('regiao=sul&tag=Santa+Catarina&busca=rosa+baleias');
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('knows when any filter is on', () => {
    expect(hasFilters(none)).toBe(false);
    expect(hasFilters({ ...none, query: '  ' })).toBe(false);
    expect(hasFilters({ ...none, region: 'north' })).toBe(true);
    expect(hasFilters({ ...none, tag: 'viagem' })).toBe(true);
    expect(hasFilters({ ...none, query: 'mar' })).toBe(true);
  });
});

describe('filtering the day', () => {
  it('keeps the order and every article without filters', () => {
    expect(filterArticles(day, none)).toEqual(day);
  });

  it('keeps only the region asked for', () => {
    const northeast = filterArticles(day, { ...none, region: 'northeast' });
    expect(northeast.length).toBeGreaterThan(0);
    expect(northeast.every((article) => article.region === 'northeast')).toBe(true);
    expect(northeast.length).toBe(day.filter((article) => article.region === 'northeast').length);
    expect(filterArticles(day, { ...none, region: 'undefined' })).toEqual([]);
  });

  it('matches a tag whatever its case or accents', () => {
    const ceara = filterArticles(day, { ...none, tag: 'ceara' });
    expect(ceara.length).toBeGreaterThan(0);
    expect(ceara.every((article) => article.tags.includes('Ceará'))).toBe(true);
  });

  it('needs every word of the search somewhere in the article, accents ignored', () => {
    const found = filterArticles(day, { ...none, query: '  NORONHA   baia ' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((article) => article.city === 'Fernando de Noronha')).toBe(true);
    expect(filterArticles(day, { ...none, query: 'noronha pinguim' })).toEqual([]);
  });

  it('combines filters', () => {
    const found = filterArticles(day, { region: 'south', tag: 'Praia do Rosa', query: 'imbituba' });
    expect(titles(found)).toEqual(
      titles(day.filter((article) => article.beachId === 'praia-do-rosa')),
    );
    expect(filterArticles(day, { region: 'north', tag: 'Praia do Rosa', query: '' })).toEqual([]);
  });
});

describe('normalizeText', () => {
  it('folds case, accents and spaces', () => {
    expect(normalizeText('  São   PAULO\tÁgua ')).toBe('sao paulo agua');
  });
});

describe('tagOptions', () => {
  it('lists each tag once, in pt-BR order, keeping a tag from a shared link', () => {
    const tags = tagOptions(day, '');
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual([...tags].sort(new Intl.Collator('pt-BR').compare));
    expect(tags).toContain('Ceará');
    expect(tagOptions(day, 'Bahia')).toContain('Bahia');
    expect(tagOptions([], '')).toEqual([]);
  });
});
