import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingErrorMessage, type Hold, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

export interface HoldSeatsVariables {
  departureId: string;
  seats: string[];
  laps: number;
}

/** Holds the chosen seats for the person (public.hold_seats): a booking begins. */
export const holdSeats = (
  supabase: SupabaseClient,
  { departureId, seats, laps }: HoldSeatsVariables,
) =>
  call(
    supabase.rpc('hold_seats', {
      departure_id: departureId,
      seat_codes: seats,
      lap_children: laps,
    }),
    bookingErrorMessage,
  );

export function useHoldSeatsMutation({
  onSuccess,
  onError,
}: MutationCallbacks<Hold, HoldSeatsVariables> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: HoldSeatsVariables) => holdSeats(supabase, variables),
    // Never asked again unbidden: a hold whose answer was lost may have taken the seats already,
    // and the person chooses again on a fresh map.
    retry: false,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      // Read again without holding the answer up: the seats taken, the bookings (one more).
      void queryClient.invalidateQueries({ queryKey: bookingKeys.seatMap(args[1].departureId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.bookings() });
    },
    onError,
  });
}
