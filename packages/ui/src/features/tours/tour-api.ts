import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { useBackendPromise } from '../../backend/index.ts';
import { useClock } from '../../clock/index.ts';
import { pageDataKey, usePageData } from '../../hydration/index.ts';
import { RequestError } from '../../backend/request-error.ts';
import { NO_FILTERS, listingQuery, type ListingQuery } from './listing.ts';
import type { ListedTour, TourDepartureRow, TourDetail, TourListingPage } from './tour-types.ts';

export const LISTING_ERROR = 'Não foi possível carregar os passeios. Tente novamente.';
export const TOUR_ERROR = 'Não foi possível carregar este passeio. Tente novamente.';
export const DEPARTURES_ERROR = 'Não foi possível carregar as próximas saídas. Tente novamente.';

/** The tour page's columns: never the owner, never the review status fields it does not show. */
const TOUR_COLUMNS =
  'id, slug, title, summary, beach_id, place, itinerary, included, not_included, meeting_point, ' +
  'what_to_bring, duration_minutes, minimum_age, languages, price_adult, price_child, ' +
  'child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status';

/**
 * The moment the page is drawn at, from the injected clock, fixed for the page's life: the
 * departures on sale are those whose cut-off is after it (stories and tests fix the clock).
 */
export function usePageMoment(): string {
  const clock = useClock();
  const [moment] = useState(() => clock().toISOString());
  return moment;
}

/** The listing's first page the build read for `/passeios` (its seats are not shown). */
export const TOUR_LISTING_DATA = pageDataKey<TourListingPage>('tour-listing');
/** The tour the build read for a prerendered tour page. */
export const TOUR_DATA = pageDataKey<TourDetail>('tour');

/** The unfiltered listing's first page, soonest departure first: what the build draws. */
export const FIRST_PAGE: ListingQuery = listingQuery(NO_FILTERS);

/** One page of the published tours at `from`, filtered and ordered (public.tour_listing_page). */
export async function fetchTourListing(
  supabase: SupabaseClient,
  from: string,
  query: ListingQuery = FIRST_PAGE,
) {
  const { data, error, status } = await supabase.rpc('tour_listing_page', {
    from_time: from,
    ...query,
  });
  if (error) throw new RequestError(LISTING_ERROR, status);
  return data as TourListingPage;
}

/** Every published tour, a page at a time (the build prerenders each one's page). */
export async function fetchAllListedTours(supabase: SupabaseClient, from: string) {
  const tours: ListedTour[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchTourListing(supabase, from, { ...FIRST_PAGE, page, page_size: 48 });
    tours.push(...answer.tours);
    if (answer.page < page || page * answer.page_size >= answer.total) return tours;
  }
}

/** The tour of a slug; null when there is none the caller may see. */
export async function fetchTour(supabase: SupabaseClient, slug: string) {
  const { data, error, status } = await supabase
    .from('tours')
    .select(TOUR_COLUMNS)
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw new RequestError(TOUR_ERROR, status);
  return data as TourDetail | null;
}

const isFirstPage = (query: ListingQuery) => JSON.stringify(query) === JSON.stringify(FIRST_PAGE);

/**
 * One page of the listing. On a prerendered page the build's first page shows until this answers
 * (`built`): its tours, never its seats, which are old. Another page or filter keeps the cards
 * shown until its own answer comes.
 */
export function useTourListing(query: ListingQuery = FIRST_PAGE) {
  const backend = useBackendPromise();
  const from = usePageMoment();
  const built = usePageData(TOUR_LISTING_DATA);
  const result = useQuery({
    queryKey: ['tour-listing', from, query],
    queryFn: async () => fetchTourListing((await backend()).supabase, from, query),
    placeholderData: isFirstPage(query) && built ? built : keepPreviousData,
  });
  return { ...result, built: built !== undefined && result.data === built };
}

/** The tour of a slug; on its prerendered page, the build's copy until this answers. */
export function useTour(slug: string) {
  const backend = useBackendPromise();
  const built = usePageData(TOUR_DATA);
  return useQuery({
    queryKey: ['tour', slug],
    queryFn: async () => fetchTour((await backend()).supabase, slug),
    placeholderData: built?.slug === slug ? built : undefined,
  });
}

/** A tour's departures from the page's moment on (public.tour_departures). */
export function useTourDepartures(tourId: string | undefined) {
  const backend = useBackendPromise();
  const from = usePageMoment();
  return useQuery({
    queryKey: ['tour-departures', tourId, from],
    enabled: Boolean(tourId),
    queryFn: async (): Promise<TourDepartureRow[]> => {
      const { supabase } = await backend();
      const { data, error, status } = await supabase.rpc('tour_departures', {
        tour_id: tourId,
        from_time: from,
      });
      if (error) throw new RequestError(DEPARTURES_ERROR, status);
      return data as TourDepartureRow[];
    },
  });
}

/**
 * How to reach the tour's operator (public.tour_contact): their WhatsApp in international digits,
 * or null when the boat owner gave none.
 */
export function useTourContact(tourId: string) {
  const backend = useBackendPromise();
  return useQuery({
    queryKey: ['tour-contact', tourId],
    queryFn: async (): Promise<{ whatsapp: string | null }> => {
      const { supabase } = await backend();
      const { data, error, status } = await supabase.rpc('tour_contact', { tour_id: tourId });
      if (error) throw new RequestError(TOUR_ERROR, status);
      return data as { whatsapp: string | null };
    },
  });
}
