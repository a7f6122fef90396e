import {
  PROVIDER_LANGUAGES,
  REGION_FILTER_OPTIONS,
  SAMPLE_BEACHES,
  findBeach,
  type BusinessType,
  type ProviderSort,
  type RegionFilter,
} from '@mare/domain';
import { BUSINESS_TYPES } from '../../dashboard/business-types.ts';
import { regionSlug } from '../../public-page/filters.ts';
import type { DirectoryArgs } from '../../providers-nearby/directory-call.ts';
import { PROVIDER_BEACH_PARAM } from '../../providers-nearby/paths.ts';

/** The search parameters that keep the directory's filters in the URL (`/prestadores?praia=…`). */
export const PROVIDER_PARAMS = {
  beach: PROVIDER_BEACH_PARAM,
  region: 'regiao',
  type: 'tipo',
  language: 'idioma',
  maxPrice: 'ate',
  sort: 'ordem',
  page: 'pagina',
} as const;

/** The orders as the URL says them. */
export type DirectorySort = 'avaliacao' | 'menor-preco' | 'nome';

export interface DirectoryFilters {
  beach: string;
  region: RegionFilter;
  type: BusinessType | '';
  language: string;
  /** Whole reais, the cheapest service's price; null for any. */
  maxPrice: number | null;
  sort: DirectorySort;
}

export const NO_DIRECTORY_FILTERS: DirectoryFilters = {
  beach: '',
  region: 'all',
  type: '',
  language: '',
  maxPrice: null,
  sort: 'avaliacao',
};

export const BEACH_OPTIONS = SAMPLE_BEACHES.map((beach) => ({
  value: beach.id,
  label: beach.name,
}));

// Only the regions with beaches: "undefined" has none.
const REGIONS = REGION_FILTER_OPTIONS.filter(
  (option) => option.value !== 'all' && option.value !== 'undefined',
);
export const REGION_OPTIONS = REGIONS.map((option) => ({
  value: regionSlug(option.value),
  label: option.label,
}));
const REGION_BY_SLUG = new Map(REGIONS.map((option) => [regionSlug(option.value), option.value]));

export const TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({
  value: type.value,
  label: type.label,
}));
export const LANGUAGE_OPTIONS = PROVIDER_LANGUAGES.map((language) => ({
  value: language.value,
  label: language.label,
}));
export const PRICE_OPTIONS = [100, 200, 300, 500].map((reais) => ({
  value: String(reais),
  label: `Até R$ ${reais}`,
}));
export const SORT_OPTIONS: { value: DirectorySort; label: string }[] = [
  { value: 'avaliacao', label: 'Mais bem avaliados' },
  { value: 'menor-preco', label: 'Menor preço' },
  { value: 'nome', label: 'Nome (A–Z)' },
];

const SORT_ARGUMENT: Record<DirectorySort, ProviderSort> = {
  avaliacao: 'rating',
  'menor-preco': 'price',
  nome: 'name',
};

const isType = (value: string): value is BusinessType =>
  TYPE_OPTIONS.some((option) => option.value === value);

/** Reads untrusted URL parameters: anything unknown means "no filter". */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const beach = params.get(PROVIDER_PARAMS.beach) ?? '';
  const type = params.get(PROVIDER_PARAMS.type) ?? '';
  const language = params.get(PROVIDER_PARAMS.language) ?? '';
  const price = Number(params.get(PROVIDER_PARAMS.maxPrice));
  const sort = params.get(PROVIDER_PARAMS.sort) ?? '';
  return {
    beach: findBeach(beach) ? beach : '',
    region: REGION_BY_SLUG.get(params.get(PROVIDER_PARAMS.region) ?? '') ?? 'all',
    type: isType(type) ? type : '',
    language: LANGUAGE_OPTIONS.some((option) => option.value === language) ? language : '',
    maxPrice: Number.isInteger(price) && price > 0 ? price : null,
    sort: SORT_OPTIONS.some((option) => option.value === sort)
      ? (sort as DirectorySort)
      : 'avaliacao',
  };
}

/** The directory's page from the URL: a whole number from 1, else the first. */
export function parseDirectoryPage(params: URLSearchParams): number {
  const page = Number(params.get(PROVIDER_PARAMS.page));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only the filters in use, so the unfiltered directory keeps a clean `/prestadores`. */
export function directoryFiltersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.beach) params.set(PROVIDER_PARAMS.beach, filters.beach);
  if (filters.region !== 'all') params.set(PROVIDER_PARAMS.region, regionSlug(filters.region));
  if (filters.type) params.set(PROVIDER_PARAMS.type, filters.type);
  if (filters.language) params.set(PROVIDER_PARAMS.language, filters.language);
  if (filters.maxPrice !== null) params.set(PROVIDER_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.sort !== 'avaliacao') params.set(PROVIDER_PARAMS.sort, filters.sort);
  return params;
}

/** Whether anything narrows the list (the order does not). */
export const hasDirectoryFilters = (filters: DirectoryFilters): boolean =>
  directoryFiltersToParams({ ...filters, sort: 'avaliacao' }).size > 0;

/** Cards per page of `/prestadores`: four rows of three. */
export const DIRECTORY_PAGE_SIZE = 12;

/**
 * The arguments of public.provider_directory for the filters and page: a price in centavos, the
 * page as an offset. Unused filters are left out (the function's defaults: no filter).
 */
export function directoryArgs(
  filters: DirectoryFilters,
  page = 1,
  pageSize = DIRECTORY_PAGE_SIZE,
): DirectoryArgs {
  const args: DirectoryArgs = {
    p_sort: SORT_ARGUMENT[filters.sort],
    p_limit: pageSize,
    p_offset: (page - 1) * pageSize,
  };
  if (filters.beach) args.p_beach = filters.beach;
  if (filters.region !== 'all') args.p_region = filters.region;
  if (filters.type) args.p_type = filters.type;
  if (filters.language) args.p_language = filters.language;
  if (filters.maxPrice !== null) args.p_max_price = filters.maxPrice * 100;
  return args;
}
