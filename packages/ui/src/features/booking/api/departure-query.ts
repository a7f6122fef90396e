import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingErrorMessage, type SupabaseClient } from '@mare/domain';
import { call, RequestError, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';

/** A departure and the prices of its tour, for the party picker and the page's heading. */
export async function fetchDeparture(supabase: SupabaseClient, departureId: string) {
  const departure = await call(
    supabase
      .from('departures')
      .select(
        'id, starts_at, status, sales_cutoff_at, tours(id, slug, title, price_adult, price_child, child_max_age, lap_max_age, boarding_fee, minimum_age, duration_minutes)',
      )
      .eq('id', departureId)
      .maybeSingle(),
    bookingErrorMessage,
  );
  // None the person may see: said like the functions' own refusal.
  if (!departure) throw new RequestError(bookingErrorMessage('not_found'), 404, 'not_found');
  return departure;
}

export type DepartureInfo = Awaited<ReturnType<typeof fetchDeparture>>;

export const departureQuery = (supabase: SupabaseClient, departureId: string) =>
  queryOptions({
    queryKey: bookingKeys.departure(departureId),
    queryFn: () => fetchDeparture(supabase, departureId),
  });

export function useDepartureInfo(departureId: string) {
  const { supabase } = useBackend();
  return useQuery(departureQuery(supabase, departureId));
}
