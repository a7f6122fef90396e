import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { useClock } from '../../../clock/index.ts';
import { providersKeys } from './keys.ts';
import { providersErrorMessage } from './messages.ts';

/** The most tours a provider's page lists. */
export const BEACH_TOURS_LIMIT = 3;

/**
 * The published tours on the provider's beaches, soonest departure first (the tours' own listing,
 * public.tour_listing_page, at the page's moment).
 */
export const beachToursQuery = (
  backend: () => Promise<Backend>,
  beachIds: readonly string[],
  from: string,
) =>
  queryOptions({
    queryKey: providersKeys.beachTours(beachIds, from),
    queryFn: async () =>
      call(
        (await backend()).supabase.rpc('tour_listing_page', {
          from_time: from,
          beach_ids: [...beachIds],
          sort: 'date',
          page: 1,
          page_size: BEACH_TOURS_LIMIT,
        }),
        providersErrorMessage('tours'),
      ),
  });

export function useBeachTours(beachIds: readonly string[]) {
  const backend = useBackendPromise();
  const clock = useClock();
  // Fixed for the page's life: the departures on sale are those after it.
  const [from] = useState(() => clock().toISOString());
  return useQuery({ ...beachToursQuery(backend, beachIds, from), enabled: beachIds.length > 0 });
}
