import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingErrorMessage, type MyBooking } from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import { fetchMyBookings } from './bookings-query.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

/**
 * "Simular pagamento" (demo mode): the mock PSP pays the charge `txid`, and its webhook confirms
 * the booking through the pix-webhook function, the path a real payment takes.
 */
export function useDemoPaymentMutation({
  onSuccess,
  onError,
}: MutationCallbacks<void, string> = {}) {
  const { demoPix } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (txid: string) => {
      if (!demoPix) throw new Error(bookingErrorMessage('unknown'));
      await demoPix.pay(txid);
    },
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
