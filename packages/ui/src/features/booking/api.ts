import {
  bookingErrorMessage,
  CHECK_VIOLATION_MESSAGE,
  isBookingErrorCode,
  type SupabaseClient,
} from '@mare/domain';

/** What the booking functions answer (supabase/migrations/20261124000400, 20261125000500). */
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

export interface SeatMap {
  departure_id: string;
  status: string;
  starts_at: string;
  sales_cutoff_at: string;
  zones: SeatMapZone[];
  seats: SeatMapSeat[];
}

export interface CancellationTierRow {
  hours_before: number;
  percent: number;
}

export interface MeetingPoint {
  address?: string;
  instructions?: string;
  latitude?: number;
  longitude?: number;
}

export interface TourPricing {
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

export interface DepartureInfo {
  id: string;
  starts_at: string;
  status: string;
  sales_cutoff_at: string;
  tours: TourPricing;
}

export interface Hold {
  booking_id: string;
  code: string;
  status: string;
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
}

export interface PaymentRow {
  txid: string;
  br_code: string | null;
  amount: number;
  expires_at: string;
  status: 'pending' | 'paid' | 'expired' | 'cancelled';
  paid_at: string | null;
  provider: string;
}

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
  departure: { id: string; starts_at: string; status: string; cancel_reason: string | null };
  tour: TourPricing;
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
}

export interface CheckoutAnswer {
  booking_id: string;
  code: string;
  status: string;
  subtotal: number;
  boarding_fees: number;
  total: number;
  /** Null when the total is zero: the booking is confirmed at once. */
  payment: { txid: string; br_code: string | null; amount: number; expires_at: string } | null;
}

export interface PassengerInput {
  full_name: string;
  cpf?: string;
  birth_date: string;
}

export interface ContactInput {
  name: string;
  email: string;
  phone?: string;
}

/**
 * A refusal or failure of a booking call, with its pt-BR message. `code` is the database's
 * machine code (seat_taken, hold_expired, …), 'auth' for "sign in first", or 'network'.
 */
export class BookingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

interface WireError {
  code?: string;
  message?: string;
  details?: string | null;
}

const parseDetail = (details: string | null | undefined): Record<string, unknown> | null => {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export function toBookingError(error: WireError): BookingError {
  const message = error.message ?? '';
  if (error.code === 'P0001' && isBookingErrorCode(message)) {
    const detail = parseDetail(error.details);
    return new BookingError(message, bookingErrorMessage(message, detail), detail);
  }
  if (error.code === '42501' || error.code === 'PGRST301')
    return new BookingError('auth', 'Entre na sua conta para continuar a reserva.');
  if (error.code === '23514') {
    // 'new row for relation "passengers" violates check constraint "passengers_full_name_check"'
    const [, table, constraint] = /relation "(\w+)".*constraint "(\w+)"/.exec(message) ?? [];
    return new BookingError('check_violation', CHECK_VIOLATION_MESSAGE, {
      table: table ?? null,
      constraint: constraint ?? null,
    });
  }
  if (!error.code)
    return new BookingError(
      'network',
      'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.',
    );
  return new BookingError('unknown', bookingErrorMessage(message));
}

async function rpc<T>(
  supabase: SupabaseClient,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw toBookingError(error);
  return data as T;
}

const TOUR_COLUMNS =
  'id,slug,title,price_adult,price_child,child_max_age,lap_max_age,boarding_fee,minimum_age,cancellation_tiers,meeting_point,duration_minutes';

/** The booking calls the screens make, over one Supabase client. */
export function bookingApi(supabase: SupabaseClient) {
  return {
    seatMap: (departureId: string) =>
      rpc<SeatMap>(supabase, 'seat_map', { departure_id: departureId }),
    async departure(departureId: string): Promise<DepartureInfo> {
      const { data, error } = await supabase
        .from('departures')
        .select(`id,starts_at,status,sales_cutoff_at,tours(${TOUR_COLUMNS})`)
        .eq('id', departureId)
        .maybeSingle();
      if (error) throw toBookingError(error);
      if (!data) throw new BookingError('not_found', bookingErrorMessage('not_found'));
      return data as unknown as DepartureInfo;
    },
    hold: (departureId: string, seats: string[], laps: number) =>
      rpc<Hold>(supabase, 'hold_seats', {
        departure_id: departureId,
        seat_codes: seats,
        lap_children: laps,
      }),
    myBookings: (bookingId?: string) =>
      rpc<MyBooking[]>(supabase, 'my_bookings', bookingId ? { booking_id: bookingId } : {}),
    checkout: (bookingId: string, contact: ContactInput, passengers: PassengerInput[]) =>
      rpc<CheckoutAnswer>(supabase, 'checkout', { booking_id: bookingId, contact, passengers }),
    demoPay: (bookingId: string) =>
      rpc<{ booking_id: string; status: string; payment: string }>(
        supabase,
        'demo_confirm_payment',
        { booking_id: bookingId },
      ),
    cancel: (bookingId: string) =>
      rpc<{ booking_id: string; status: string; refund: { amount: number; rule: string } }>(
        supabase,
        'cancel_booking',
        { booking_id: bookingId },
      ),
  };
}

export type BookingApi = ReturnType<typeof bookingApi>;
