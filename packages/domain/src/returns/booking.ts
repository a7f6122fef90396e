import type {
  CancelAnswer,
  CheckoutAnswer,
  Hold,
  MyBooking,
  SeatMap,
  SettledPayment,
} from '../booking/shapes.ts';

/**
 * The shapes of the `jsonb` the booking feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface BookingReturns {
  seat_map: SeatMap;
  hold_seats: Hold;
  hold_seats_for_me: Hold;
  my_bookings: MyBooking[];
  checkout: CheckoutAnswer;
  demo_confirm_payment: SettledPayment;
  cancel_booking: CancelAnswer;
}
