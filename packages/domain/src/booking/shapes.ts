import type { ReviewStamp } from '../reviews/shapes.ts';
import type { CancellationTierRow, DepartureStatus, MeetingPoint } from '../tours/index.ts';

/**
 * What the booking functions answer (supabase/schema.sql: seat_map, hold_seats, my_bookings,
 * checkout, demo_confirm_payment, cancel_booking), declared once: returns/booking.ts puts them in
 * the typed client, and the screens read them from there.
 */

export type SeatState = 'free' | 'held' | 'taken' | 'blocked';

export interface SeatMapZone {
  code: string;
  name: string;
  covered: boolean;
  hints: string[];
  position: number;
}

export interface SeatMapSeat {
  code: string;
  zone: string;
  row: number;
  col: number;
  accessible: boolean;
  state: SeatState;
}

/** public.seat_map. */
export interface SeatMap {
  departure_id: string;
  status: DepartureStatus;
  starts_at: string;
  sales_cutoff_at: string;
  zones: SeatMapZone[];
  seats: SeatMapSeat[];
}

/** public.hold_seats: the seats held for the buyer until `hold_expires_at`. */
export interface Hold {
  booking_id: string;
  code: string;
  status: 'held';
  hold_expires_at: string;
  seats: string[];
  lap_children: number;
}

export type BookingStatus =
  'held' | 'awaiting_payment' | 'confirmed' | 'cancelled' | 'expired' | 'no_show';

export interface RefundRow {
  amount: number;
  reason: 'buyer_cancelled' | 'withdrawal' | 'departure_cancelled' | 'paid_after_expiry';
  rule: string;
  created_at: string;
  /**
   * Where the money is: pending (not yet sent to the PSP), sent (the devolução is being paid),
   * done (DEVOLVIDO), refused (NAO_REALIZADO: an admin takes it from there).
   */
  status: RefundStatus;
  sent_at: string | null;
  done_at: string | null;
}

export type RefundStatus = 'pending' | 'sent' | 'done' | 'refused';

export interface PaymentRow {
  txid: string;
  br_code: string | null;
  amount: number;
  expires_at: string;
  status: 'pending' | 'paid' | 'expired' | 'cancelled';
  paid_at: string | null;
  provider: string;
}

/** The tour of a booking, with the prices, bands and tiers the buyer accepted (frozen). */
export interface BookingTour {
  id: string;
  slug: string;
  title: string;
  price_adult: number;
  price_child: number;
  child_max_age: number;
  lap_max_age: number | null;
  boarding_fee: number;
  minimum_age: number;
  cancellation_tiers: CancellationTierRow[];
  meeting_point: MeetingPoint;
  duration_minutes: number;
}

/** One booking of public.my_bookings. */
export interface MyBooking {
  id: string;
  code: string;
  status: BookingStatus;
  hold_expires_at: string;
  seat_count: number;
  lap_count: number;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  subtotal: number | null;
  boarding_fees: number | null;
  total: number | null;
  created_at: string;
  purchased_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  started: boolean;
  seats: string[];
  departure: {
    id: string;
    starts_at: string;
    status: DepartureStatus;
    cancel_reason: string | null;
  };
  tour: BookingTour;
  boat: { name: string; kind: string };
  passengers: {
    full_name: string;
    birth_date: string;
    band: 'adult' | 'child' | 'lap';
    price: number;
    seat: string | null;
  }[];
  payment: PaymentRow | null;
  refunds: RefundRow[];
  refund_preview: { amount: number; rule: string } | null;
  /** The buyer's review of this trip, once written. */
  review: ReviewStamp | null;
  /** Whether the buyer may review it now (the database's rule: after the trip, within 60 days). */
  can_review: boolean;
}

/** public.checkout. */
export interface CheckoutAnswer {
  booking_id: string;
  code: string;
  status: BookingStatus;
  subtotal: number;
  boarding_fees: number;
  total: number;
  /** Null when the total is zero: the booking is confirmed at once. */
  payment: { txid: string; br_code: string | null; amount: number; expires_at: string } | null;
}

/** public.demo_confirm_payment (private.settle_payment's answer). */
export interface SettledPayment {
  booking_id: string;
  status: BookingStatus;
  payment: 'paid' | 'refunded';
}

/** public.cancel_booking: what comes back, and by which rule. */
export interface CancelAnswer {
  booking_id: string;
  status: 'cancelled';
  refund: { amount: number; rule: string };
}

/**
 * What checkout sends (its `contact` and `passengers` are `jsonb`): types, not interfaces, so
 * they are plain JSON to the typed client.
 */
export type PassengerInput = {
  full_name: string;
  cpf?: string;
  birth_date: string;
};

export type ContactInput = {
  name: string;
  email: string;
  phone?: string;
};
