import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingErrorMessage, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';

/** How often an open seat map asks again, so seats taken meanwhile show up. */
export const SEAT_MAP_REFRESH_MS = 15_000;

/** A departure's seats and their states (public.seat_map); `live` while the person chooses. */
export const seatMapQuery = (supabase: SupabaseClient, departureId: string, live: boolean) =>
  queryOptions({
    queryKey: bookingKeys.seatMap(departureId),
    queryFn: () =>
      call(supabase.rpc('seat_map', { departure_id: departureId }), bookingErrorMessage),
    staleTime: 0,
    refetchOnWindowFocus: live ? 'always' : false,
    refetchInterval: live ? SEAT_MAP_REFRESH_MS : false,
  });

export function useSeatMap(departureId: string, live: boolean) {
  const { supabase } = useBackend();
  return useQuery(seatMapQuery(supabase, departureId, live));
}
