import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { toursKeys } from './keys.ts';
import { toursErrorMessage } from './messages.ts';

/** A tour's departures from `from` on (public.tour_departures). */
export const fetchTourDepartures = (supabase: SupabaseClient, tourId: string, from: string) =>
  call(
    supabase.rpc('tour_departures', { tour_id: tourId, from_time: from }),
    toursErrorMessage('departures'),
  );

export const tourDeparturesQuery = (
  backend: () => Promise<Backend>,
  tourId: string | undefined,
  from: string,
) =>
  queryOptions({
    queryKey: toursKeys.departures(tourId, from),
    // Waits for the tour: no id, no request.
    queryFn: tourId
      ? async () => fetchTourDepartures((await backend()).supabase, tourId, from)
      : skipToken,
  });

/**
 * A tour's departures from `from` on: the page's moment (`usePageMoment`), taken once by the page
 * and handed to each part that asks, so they all share one cached request.
 */
export function useTourDepartures(tourId: string | undefined, from: string) {
  const backend = useBackendPromise();
  return useQuery(tourDeparturesQuery(backend, tourId, from));
}
