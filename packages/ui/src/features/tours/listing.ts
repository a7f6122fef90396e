import {
  REGION_FILTER_OPTIONS,
  SAMPLE_BEACHES,
  findBeach,
  regionOfState,
  type RegionFilter,
  type RegionKey,
  type CancellationTierRow,
  type ListedTour,
} from '@mare/domain';
import { regionSlug } from '../../public-page/filters.ts';
import { BEACH_PARAM } from '../../public-page/tour-paths.ts';

/** The search parameters that keep the listing's filters in the URL (`/passeios?praia=…`). */
export const TOUR_PARAMS = {
  beach: BEACH_PARAM,
  region: 'regiao',
  date: 'data',
  maxPrice: 'ate',
  duration: 'duracao',
  covered: 'coberto',
  sort: 'ordem',
  page: 'pagina',
} as const;

export type DurationFilter = '' | 'ate-2h' | '2-4h' | 'mais-4h';
export type TourSort = 'data' | 'menor-preco' | 'maior-preco' | 'populares' | 'avaliacao';

export interface TourFilters {
  beach: string;
  region: RegionFilter;
  /** A São Paulo day, `aaaa-mm-dd`, or ''. */
  date: string;
  /** Whole reais, the all-in price per adult; null for any. */
  maxPrice: number | null;
  duration: DurationFilter;
  covered: boolean;
  sort: TourSort;
}

export const NO_FILTERS: TourFilters = {
  beach: '',
  region: 'all',
  date: '',
  maxPrice: null,
  duration: '',
  covered: false,
  sort: 'data',
};

export const BEACH_OPTIONS = SAMPLE_BEACHES.map((beach) => ({
  value: beach.id,
  label: beach.name,
}));
export const TOUR_REGION_OPTIONS = REGION_FILTER_OPTIONS.filter(
  (option) => option.value !== 'all' && option.value !== 'undefined',
).map((option) => ({ value: regionSlug(option.value), label: option.label }));
export const PRICE_OPTIONS = [100, 150, 200, 300].map((reais) => ({
  value: String(reais),
  label: `Até R$ ${reais}`,
}));
export const DURATION_OPTIONS: { value: Exclude<DurationFilter, ''>; label: string }[] = [
  { value: 'ate-2h', label: 'Até 2 horas' },
  { value: '2-4h', label: 'De 2 a 4 horas' },
  { value: 'mais-4h', label: 'Mais de 4 horas' },
];
export const SORT_OPTIONS: { value: TourSort; label: string }[] = [
  { value: 'data', label: 'Próxima saída' },
  { value: 'menor-preco', label: 'Menor preço' },
  { value: 'maior-preco', label: 'Maior preço' },
  { value: 'populares', label: 'Mais procurados' },
  { value: 'avaliacao', label: 'Mais bem avaliados' },
];

// Only the regions the form offers: a region is its beaches, and "undefined" has none.
const REGION_BY_SLUG = new Map(
  REGION_FILTER_OPTIONS.filter(
    (option) => option.value !== 'all' && option.value !== 'undefined',
  ).map((option) => [regionSlug(option.value), option.value]),
);
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Reads untrusted URL parameters: anything unknown means "no filter". */
export function parseTourFilters(params: URLSearchParams): TourFilters {
  const beach = params.get(TOUR_PARAMS.beach) ?? '';
  const date = params.get(TOUR_PARAMS.date) ?? '';
  const price = Number(params.get(TOUR_PARAMS.maxPrice));
  const duration = params.get(TOUR_PARAMS.duration) ?? '';
  const sort = params.get(TOUR_PARAMS.sort) ?? '';
  return {
    beach: findBeach(beach) ? beach : '',
    region: REGION_BY_SLUG.get(params.get(TOUR_PARAMS.region) ?? '') ?? 'all',
    date: isDay(date) ? date : '',
    maxPrice: Number.isInteger(price) && price > 0 ? price : null,
    duration: DURATION_OPTIONS.some((option) => option.value === duration)
      ? (duration as DurationFilter)
      : '',
    covered: params.get(TOUR_PARAMS.covered) === '1',
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as TourSort) : 'data',
  };
}

/** The listing's page from the URL: a whole number from 1, else the first. */
export function parseTourPage(params: URLSearchParams): number {
  const page = Number(params.get(TOUR_PARAMS.page));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only the filters in use, so the unfiltered listing keeps a clean `/passeios`. */
export function tourFiltersToParams(filters: TourFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.beach) params.set(TOUR_PARAMS.beach, filters.beach);
  if (filters.region !== 'all') params.set(TOUR_PARAMS.region, regionSlug(filters.region));
  if (filters.date) params.set(TOUR_PARAMS.date, filters.date);
  if (filters.maxPrice !== null) params.set(TOUR_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.duration) params.set(TOUR_PARAMS.duration, filters.duration);
  if (filters.covered) params.set(TOUR_PARAMS.covered, '1');
  if (filters.sort !== 'data') params.set(TOUR_PARAMS.sort, filters.sort);
  return params;
}

/** Whether anything narrows the list (the order does not). */
export const hasTourFilters = (filters: TourFilters): boolean =>
  tourFiltersToParams({ ...filters, sort: 'data' }).size > 0;

export function tourRegion(tour: Pick<ListedTour, 'beach_id'>): RegionKey {
  const beach = tour.beach_id ? findBeach(tour.beach_id) : undefined;
  return beach ? regionOfState(beach.state) : 'undefined';
}

/** Where a tour happens, for its card: the beach and its city, or the free place. */
export function tourPlace(tour: Pick<ListedTour, 'beach_id' | 'place'>): string {
  const beach = tour.beach_id ? findBeach(tour.beach_id) : undefined;
  if (beach) return `${beach.name}, ${beach.city} (${beach.state})`;
  return tour.place ?? '';
}

/** The all-in price per adult: the taxa de embarque is never a surprise later. */
export const adultTotal = (tour: Pick<ListedTour, 'price_adult' | 'boarding_fee'>): number =>
  tour.price_adult + tour.boarding_fee;

/** Cards per page of `/passeios`: four rows of three. */
export const TOURS_PAGE_SIZE = 12;

const SORT_ARGUMENT: Record<TourSort, string> = {
  data: 'date',
  'menor-preco': 'price_asc',
  'maior-preco': 'price_desc',
  populares: 'popular',
  // The best average first, then the most reviewed; tours without reviews last.
  avaliacao: 'rating',
};
const DURATION_BOUNDS: Record<DurationFilter, { min_minutes?: number; max_minutes?: number }> = {
  '': {},
  'ate-2h': { max_minutes: 120 },
  '2-4h': { min_minutes: 121, max_minutes: 240 },
  'mais-4h': { min_minutes: 241 },
};

/** The arguments of public.tour_listing_page (without the moment) for the filters and page. */
export interface ListingQuery {
  beach_ids?: string[];
  day?: string;
  max_price?: number;
  min_minutes?: number;
  max_minutes?: number;
  covered?: boolean;
  sort: string;
  page: number;
  page_size: number;
}

/**
 * What the database filters, orders and pages by: a region is its beaches (the beaches live in
 * @mare/domain), a price is in centavos, a duration is bounds in minutes.
 */
export function listingQuery(
  filters: TourFilters,
  page = 1,
  pageSize = TOURS_PAGE_SIZE,
): ListingQuery {
  const query: ListingQuery = { sort: SORT_ARGUMENT[filters.sort], page, page_size: pageSize };
  if (filters.beach || filters.region !== 'all')
    query.beach_ids = SAMPLE_BEACHES.filter(
      (beach) =>
        (!filters.beach || beach.id === filters.beach) &&
        (filters.region === 'all' || regionOfState(beach.state) === filters.region),
    ).map((beach) => beach.id);
  if (filters.date) query.day = filters.date;
  if (filters.maxPrice !== null) query.max_price = filters.maxPrice * 100;
  Object.assign(query, DURATION_BOUNDS[filters.duration]);
  if (filters.covered) query.covered = true;
  return query;
}

export type Availability =
  { kind: 'sold-out'; left: 0 } | { kind: 'almost'; left: number } | { kind: 'open'; left: number };

/** Few seats left: at most 5, or at most a fifth of the boat. */
export function availability(left: number, total: number): Availability {
  if (left <= 0) return { kind: 'sold-out', left: 0 };
  if (left <= 5 || left * 5 <= total) return { kind: 'almost', left };
  return { kind: 'open', left };
}

export const seatsLabel = (left: number): string => (left === 1 ? '1 lugar' : `${left} lugares`);

/** "4 horas", "1 hora", "2 h 20 min", "45 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return hours === 1 ? '1 hora' : `${hours} horas`;
  return `${hours} h ${rest} min`;
}

/** The longest notice still giving everything back, e.g. 24 for "até 24 h antes"; null if none. */
export function freeCancellationHours(tiers: readonly CancellationTierRow[]): number | null {
  const full = tiers.filter((tier) => tier.percent >= 100).map((tier) => tier.hours_before);
  return full.length > 0 ? Math.min(...full) : null;
}

export const freeCancellationLabel = (hours: number): string =>
  `Cancelamento grátis até ${hours} h antes`;
