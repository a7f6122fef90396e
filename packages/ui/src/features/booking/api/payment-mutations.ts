import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingErrorMessage,
  type MyBooking,
  type SettledPayment,
  type SupabaseClient,
} from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { fetchMyBookings } from './bookings-query.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

/** "Simular pagamento": the demo pays the charge itself (public.demo_confirm_payment). */
export const confirmDemoPayment = (supabase: SupabaseClient, bookingId: string) =>
  call(supabase.rpc('demo_confirm_payment', { booking_id: bookingId }), bookingErrorMessage);

export function useDemoPaymentMutation({
  onSuccess,
  onError,
}: MutationCallbacks<SettledPayment, string> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => confirmDemoPayment(supabase, bookingId),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      // Paid: the booking is confirmed, and a full boat confirms its departure.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError,
  });
}

/** "Já paguei": asks the server for the booking now, then shows what it says. */
export function usePaymentCheckMutation({
  onSuccess,
  onError,
}: MutationCallbacks<MyBooking[], string> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => fetchMyBookings(supabase, bookingId),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.one(args[1]) });
    },
    onError,
  });
}
