import {
  REGION_FILTER_OPTIONS,
  SAMPLE_BEACHES,
  findBeach,
  regionOfState,
  type RegionFilter,
  type RegionKey,
} from '@mare/domain';
import { SITE_TIME_ZONE } from '../../components/format/format.ts';
import { regionSlug } from '../blog/filters.ts';
import { BEACH_PARAM } from './tour-paths.ts';
import type { CancellationTierRow, ListedDeparture, ListedTour } from './tour-types.ts';

/** The search parameters that keep the listing's filters in the URL (`/passeios?praia=…`). */
export const TOUR_PARAMS = {
  beach: BEACH_PARAM,
  region: 'regiao',
  date: 'data',
  maxPrice: 'ate',
  duration: 'duracao',
  covered: 'coberto',
  sort: 'ordem',
} as const;

export type DurationFilter = '' | 'ate-2h' | '2-4h' | 'mais-4h';
export type TourSort = 'data' | 'menor-preco' | 'maior-preco' | 'populares';

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
];

const REGION_BY_SLUG = new Map(
  REGION_FILTER_OPTIONS.filter((option) => option.value !== 'all').map((option) => [
    regionSlug(option.value),
    option.value,
  ]),
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

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The São Paulo day of a moment, `aaaa-mm-dd`. */
export const saoPauloDay = (iso: string): string => dayFormat.format(new Date(iso));

/** The departure a card shows: the first on the chosen day, or the next one. */
export function shownDeparture(tour: ListedTour, date: string): ListedDeparture | undefined {
  return date
    ? tour.departures.find((departure) => saoPauloDay(departure.starts_at) === date)
    : tour.departures[0];
}

function matchesDuration(minutes: number, duration: DurationFilter): boolean {
  switch (duration) {
    case 'ate-2h':
      return minutes <= 120;
    case '2-4h':
      return minutes > 120 && minutes <= 240;
    case 'mais-4h':
      return minutes > 240;
    default:
      return true;
  }
}

const collator = new Intl.Collator('pt-BR');
const nextStart = (tour: ListedTour, date: string) => {
  const departure = shownDeparture(tour, date);
  return departure ? Date.parse(departure.starts_at) : Number.POSITIVE_INFINITY;
};

/** The tours that pass every filter, in the chosen order (ties by title). */
export function filterTours(tours: readonly ListedTour[], filters: TourFilters): ListedTour[] {
  const matching = tours.filter(
    (tour) =>
      (!filters.beach || tour.beach_id === filters.beach) &&
      (filters.region === 'all' || tourRegion(tour) === filters.region) &&
      (!filters.date || shownDeparture(tour, filters.date) !== undefined) &&
      (filters.maxPrice === null || adultTotal(tour) <= filters.maxPrice * 100) &&
      matchesDuration(tour.duration_minutes, filters.duration) &&
      (!filters.covered || tour.covered),
  );
  const byKey = (a: ListedTour, b: ListedTour): number => {
    switch (filters.sort) {
      case 'menor-preco':
        return adultTotal(a) - adultTotal(b);
      case 'maior-preco':
        return adultTotal(b) - adultTotal(a);
      case 'populares':
        return b.seats_sold - a.seats_sold;
      default: {
        const [x, y] = [nextStart(a, filters.date), nextStart(b, filters.date)];
        return x === y ? 0 : x < y ? -1 : 1;
      }
    }
  };
  return [...matching].sort((a, b) => byKey(a, b) || collator.compare(a.title, b.title));
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
