import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingErrorMessage, type CancelAnswer, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

/** Cancels a booking or lets a hold go (public.cancel_booking): what comes back, by which rule. */
export const cancelBooking = (supabase: SupabaseClient, bookingId: string) =>
  call(supabase.rpc('cancel_booking', { booking_id: bookingId }), bookingErrorMessage);

export function useCancelBookingMutation({
  onSuccess,
  onError,
}: MutationCallbacks<CancelAnswer, string> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(supabase, bookingId),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      // The seats are free again and the booking changed: everything booking is read again.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError,
  });
}
