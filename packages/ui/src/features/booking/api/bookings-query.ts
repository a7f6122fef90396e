import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingErrorMessage, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { refundInFlight } from '../booking-format.ts';
import { bookingKeys } from './keys.ts';

/** The signed-in person's bookings (public.my_bookings), or the one asked for. */
export const fetchMyBookings = (supabase: SupabaseClient, bookingId?: string) =>
  call(
    supabase.rpc('my_bookings', bookingId ? { booking_id: bookingId } : {}),
    bookingErrorMessage,
  );

/** "Minhas reservas": every booking of the person. */
export const myBookingsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.mine(userId),
    queryFn: () => fetchMyBookings(supabase),
    enabled: Boolean(userId),
    // A refund on its way is asked about again until the bank has settled it.
    refetchInterval: (query) => (query.state.data?.some(refundInFlight) ? PAYMENT_POLL_MS : false),
  });

export function useMyBookings(userId: string | undefined) {
  const { supabase } = useBackend();
  return useQuery(myBookingsQuery(supabase, userId));
}

/** How often a booking awaiting its Pix asks whether the payment arrived. */
export const PAYMENT_POLL_MS = 5_000;

/** One booking of the person; null when it is not theirs or does not exist. */
export const bookingQuery = (supabase: SupabaseClient, bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.one(bookingId),
    queryFn: async () => (await fetchMyBookings(supabase, bookingId))[0] ?? null,
    refetchInterval: (query) => {
      const booking = query.state.data;
      return booking && (booking.status === 'awaiting_payment' || refundInFlight(booking))
        ? PAYMENT_POLL_MS
        : false;
    },
  });

export function useBooking(bookingId: string) {
  const { supabase } = useBackend();
  return useQuery(bookingQuery(supabase, bookingId));
}
