import { queryOptions, useQuery } from '@tanstack/react-query';
import { toTourDetail, type SupabaseClient, type TourDetail } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { pageDataKey, usePageData } from '../../../hydration/index.ts';
import { toursKeys } from './keys.ts';
import { toursErrorMessage } from './messages.ts';

/** The tour the build read for a prerendered tour page. */
export const TOUR_DATA = pageDataKey<TourDetail>('tour');

/** The tour of a slug; null when there is none the caller may see. */
export async function fetchTour(supabase: SupabaseClient, slug: string) {
  const row = await call(
    supabase
      .from('tours')
      // The page's columns: never the owner, never the review fields it does not show.
      .select(
        'id, slug, title, summary, beach_id, place, itinerary, included, not_included, meeting_point, what_to_bring, duration_minutes, minimum_age, languages, price_adult, price_child, child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status, tide_rule',
      )
      .eq('slug', slug)
      .maybeSingle(),
    toursErrorMessage('tour'),
  );
  return row && toTourDetail(row);
}

export const tourQuery = (
  backend: () => Promise<Backend>,
  slug: string,
  built: TourDetail | undefined,
) =>
  queryOptions({
    queryKey: toursKeys.tour(slug),
    queryFn: async () => fetchTour((await backend()).supabase, slug),
    // The build's copy as the query's data, dated long ago so it is asked again at once: when the
    // answer is the same tour (it nearly always is) the data keeps its identity and the page does
    // not render again (a placeholder would be replaced, re-rendering the whole page, tide chart
    // included, in one task).
    ...(built?.slug === slug ? { initialData: built, initialDataUpdatedAt: 0 } : {}),
  });

/** The tour of a slug; on its prerendered page, the build's copy until this answers. */
export function useTour(slug: string) {
  const backend = useBackendPromise();
  const built = usePageData(TOUR_DATA);
  return useQuery(tourQuery(backend, slug, built));
}
