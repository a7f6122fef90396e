import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedTour, SupabaseClient, TourListingPage } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { pageDataKey, usePageData } from '../../../hydration/index.ts';
import { NO_FILTERS, listingQuery, type ListingQuery } from '../listing.ts';
import { toursKeys } from './keys.ts';
import { toursErrorMessage } from './messages.ts';
import { usePageMoment } from './page-moment.ts';

/** The listing's first page the build read for `/passeios` (its seats are not shown). */
export const TOUR_LISTING_DATA = pageDataKey<TourListingPage>('tour-listing');

/** The unfiltered listing's first page, soonest departure first: what the build draws. */
export const FIRST_PAGE: ListingQuery = listingQuery(NO_FILTERS);

/** One page of the published tours at `from`, filtered and ordered (public.tour_listing_page). */
export const fetchTourListing = (
  supabase: SupabaseClient,
  from: string,
  query: ListingQuery = FIRST_PAGE,
) =>
  call(
    supabase.rpc('tour_listing_page', { from_time: from, ...query }),
    toursErrorMessage('listing'),
  );

/** Every published tour, a page at a time (the build prerenders each one's page). */
export async function fetchAllListedTours(supabase: SupabaseClient, from: string) {
  const tours: ListedTour[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchTourListing(supabase, from, { ...FIRST_PAGE, page, page_size: 48 });
    tours.push(...answer.tours);
    if (answer.page < page || page * answer.page_size >= answer.total) return tours;
  }
}

const isFirstPage = (query: ListingQuery) => JSON.stringify(query) === JSON.stringify(FIRST_PAGE);

/**
 * One page of the listing at the page's moment. On a prerendered page the build's first page
 * shows until this answers (`built`); another page or filter keeps the cards shown until its
 * own answer comes.
 */
export const tourListingQuery = (
  backend: () => Promise<Backend>,
  from: string,
  query: ListingQuery,
  built: TourListingPage | undefined,
) =>
  queryOptions({
    queryKey: toursKeys.listing(from, query),
    queryFn: async () => fetchTourListing((await backend()).supabase, from, query),
    placeholderData: isFirstPage(query) && built ? built : keepPreviousData,
  });

/** The listing's page; `built` while the build's copy shows (its tours, never its seats). */
export function useTourListing(query: ListingQuery = FIRST_PAGE) {
  const backend = useBackendPromise();
  const from = usePageMoment();
  const built = usePageData(TOUR_LISTING_DATA);
  const result = useQuery(tourListingQuery(backend, from, query, built));
  return { ...result, built: built !== undefined && result.data === built };
}
