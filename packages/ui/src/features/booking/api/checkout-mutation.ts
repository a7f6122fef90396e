import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingErrorMessage,
  type CheckoutAnswer,
  type ContactInput,
  type PassengerInput,
  type SupabaseClient,
} from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

export interface CheckoutVariables {
  bookingId: string;
  contact: ContactInput;
  passengers: PassengerInput[];
}

/** Sends the passengers and the contact of a held booking (public.checkout): the Pix charge. */
export const checkout = (
  supabase: SupabaseClient,
  { bookingId, contact, passengers }: CheckoutVariables,
) =>
  call(
    supabase.rpc('checkout', { booking_id: bookingId, contact, passengers }),
    bookingErrorMessage,
  );

export function useCheckoutMutation({
  onSuccess,
  onError,
}: MutationCallbacks<CheckoutAnswer, CheckoutVariables> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CheckoutVariables) => checkout(supabase, variables),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      // The booking now awaits its payment (or is confirmed): done once it is read again.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.bookings() });
    },
    onError,
  });
}
