import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../../backend/index.ts';
import { bookingApi, type BookingApi } from './api.ts';

export const bookingKeys = {
  seatMap: (departureId: string) => ['booking', 'seat-map', departureId] as const,
  departure: (departureId: string) => ['booking', 'departure', departureId] as const,
  mine: (userId: string | undefined) => ['booking', 'mine', userId] as const,
  one: (bookingId: string) => ['booking', 'one', bookingId] as const,
};

export function useBookingApi(): BookingApi {
  const { supabase } = useBackend();
  return useMemo(() => bookingApi(supabase), [supabase]);
}

/** How often an open seat map asks again, so seats taken meanwhile show up. */
export const SEAT_MAP_REFRESH_MS = 15_000;

export function useSeatMap(departureId: string, live: boolean) {
  const api = useBookingApi();
  return useQuery({
    queryKey: bookingKeys.seatMap(departureId),
    queryFn: () => api.seatMap(departureId),
    staleTime: 0,
    refetchOnWindowFocus: live ? 'always' : false,
    refetchInterval: live ? SEAT_MAP_REFRESH_MS : false,
  });
}

export function useDepartureInfo(departureId: string) {
  const api = useBookingApi();
  return useQuery({
    queryKey: bookingKeys.departure(departureId),
    queryFn: () => api.departure(departureId),
  });
}
