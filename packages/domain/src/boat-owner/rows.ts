import type { Tables } from '../database.ts';
import { narrow } from '../narrow.ts';
import type { TideRule } from '../tides/rules.ts';
import {
  isDepartureStatus,
  isTourStatus,
  readCancellationTiers,
  readItinerary,
  readMeetingPoint,
  readStrings,
  readTideRule,
  type CancellationTierRow,
  type DepartureStatus,
  type ItineraryStop,
  type MeetingPoint,
  type TourStatus,
} from '../tours/index.ts';

/**
 * What the boat owner's screens read from the database: rows of boats, tours and departures with
 * their text unions and `jsonb` columns narrowed here, at the boundary, and the `jsonb` answers
 * of the owner's functions (returns/boat-owner.ts puts them in the typed client).
 */

export const BOAT_KINDS = ['escuna', 'lancha', 'catamara', 'saveiro', 'jangada', 'outro'] as const;
export type BoatKind = (typeof BOAT_KINDS)[number];
export const BOAT_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type BoatStatus = (typeof BOAT_STATUSES)[number];
/** public.boats.verification: the team's check of a boat. */
export const VERIFICATIONS = ['pending', 'approved', 'refused'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export const isBoatKind = (value: string): value is BoatKind =>
  BOAT_KINDS.some((kind) => kind === value);
export const isBoatStatus = (value: string): value is BoatStatus =>
  BOAT_STATUSES.some((status) => status === value);
export const isVerification = (value: string): value is Verification =>
  VERIFICATIONS.some((verification) => verification === value);

type BoatRow = Pick<
  Tables<'boats'>,
  | 'id'
  | 'name'
  | 'kind'
  | 'registration'
  | 'capacity'
  | 'photos'
  | 'amenities'
  | 'status'
  | 'verification'
  | 'refusal_reason'
>;

export type Boat = Omit<BoatRow, 'kind' | 'photos' | 'amenities' | 'status' | 'verification'> & {
  kind: BoatKind;
  photos: string[];
  amenities: string[];
  status: BoatStatus;
  verification: Verification;
};

export type BoatInput = Pick<Boat, 'name' | 'kind' | 'registration' | 'capacity'> & {
  photos: string[];
  amenities: string[];
  status?: BoatStatus;
};

export const boatOf = (row: BoatRow): Boat => ({
  ...row,
  kind: narrow(row.kind, isBoatKind, 'boats.kind'),
  photos: readStrings(row.photos),
  amenities: readStrings(row.amenities),
  status: narrow(row.status, isBoatStatus, 'boats.status'),
  verification: narrow(row.verification, isVerification, 'boats.verification'),
});

type TourRow = Pick<
  Tables<'tours'>,
  | 'id'
  | 'beach_id'
  | 'place'
  | 'slug'
  | 'title'
  | 'summary'
  | 'itinerary'
  | 'included'
  | 'not_included'
  | 'meeting_point'
  | 'what_to_bring'
  | 'duration_minutes'
  | 'minimum_age'
  | 'price_adult'
  | 'price_child'
  | 'child_max_age'
  | 'lap_max_age'
  | 'boarding_fee'
  | 'cancellation_tiers'
  | 'photos'
  | 'status'
  | 'default_boat_id'
  | 'tide_rule'
>;

type TourJsonColumn =
  | 'itinerary'
  | 'included'
  | 'not_included'
  | 'meeting_point'
  | 'what_to_bring'
  | 'cancellation_tiers'
  | 'photos'
  | 'tide_rule';

/** A tour as its owner edits it: the row with its `jsonb` columns in their shapes. */
export type Tour = Omit<TourRow, TourJsonColumn | 'status'> & {
  itinerary: ItineraryStop[];
  included: string[];
  not_included: string[];
  meeting_point: MeetingPoint;
  what_to_bring: string[];
  cancellation_tiers: CancellationTierRow[];
  photos: string[];
  status: TourStatus;
  tide_rule: TideRule | null;
};

/** What the tour form writes: plain JSON in the `jsonb` columns (the shapes are types). */
export type TourInput = Omit<Tour, 'id' | 'status'>;

export const tourOf = (row: TourRow): Tour => ({
  ...row,
  itinerary: readItinerary(row.itinerary),
  included: readStrings(row.included),
  not_included: readStrings(row.not_included),
  meeting_point: readMeetingPoint(row.meeting_point),
  what_to_bring: readStrings(row.what_to_bring),
  cancellation_tiers: readCancellationTiers(row.cancellation_tiers),
  photos: readStrings(row.photos),
  status: narrow(row.status, isTourStatus, 'tours.status'),
  tide_rule: readTideRule(row.tide_rule),
});

type DepartureRow = Pick<
  Tables<'departures'>,
  | 'id'
  | 'tour_id'
  | 'boat_id'
  | 'starts_at'
  | 'status'
  | 'cancel_reason'
  | 'sales_cutoff_at'
  | 'min_passengers'
  | 'note'
> & {
  tour: Pick<Tables<'tours'>, 'title'> | null;
  boat: Pick<Tables<'boats'>, 'name' | 'capacity'> | null;
  bookings: Pick<Tables<'bookings'>, 'seat_count' | 'lap_count' | 'status'>[];
};

/** A departure of the owner's list, with its tour's title, its boat and its bookings' sizes. */
export type Departure = Omit<DepartureRow, 'status'> & { status: DepartureStatus };

export const departureOf = (row: DepartureRow): Departure => ({
  ...row,
  status: narrow(row.status, isDepartureStatus, 'departures.status'),
});

/** People on board (held, awaiting payment or confirmed), lap children included. */
export const onBoard = (departure: Pick<Departure, 'bookings'>) =>
  departure.bookings
    .filter((b) => ['held', 'awaiting_payment', 'confirmed'].includes(b.status))
    .reduce((n, b) => n + b.seat_count + b.lap_count, 0);

/** What the departure form changes (public.departures). */
export type DeparturePatch = Pick<
  Tables<'departures'>,
  'sales_cutoff_at' | 'min_passengers' | 'note'
>;

/** public.owner_awaiting_payments: bookings of the owner's departures waiting for their Pix. */
export interface AwaitingBooking {
  id: string;
  code: string;
  seat_count: number;
  total: number | null;
  hold_expires_at: string;
  starts_at: string;
  tour_title: string;
}

/** public.schedule_departures: how many were created, and how many already existed. */
export interface ScheduledDepartures {
  created: number;
  skipped: number;
}

/** public.set_departure_sales. */
export interface DepartureSales {
  departure_id: string;
  status: DepartureStatus;
}

/** public.change_departure_boat. */
export interface BoatChange {
  departure_id: string;
  boat_id: string;
  seats_moved: number;
}

/** public.submit_tour_for_review and withdraw_tour_from_review. */
export interface TourStatusChange {
  tour_id: string;
  status: TourStatus;
}

/** public.set_passenger_check_in. */
export interface CheckInAnswer {
  passenger_id: string;
  checked_in_at: string | null;
}

/** public.cancel_departure: every booking cancelled, the paid ones refunded in full. */
export interface DepartureCancellation {
  departure_id: string;
  status: 'cancelled';
  bookings_cancelled: number;
  refunded_total: number;
  /** cancel_departure_with_reason: the reason picked from the list. */
  reason_code?: 'weather' | 'maintenance' | 'minimum_not_met' | 'other';
}

/** public.set_booking_no_show. */
export interface NoShowAnswer {
  booking_id: string;
  status: 'no_show' | 'confirmed';
}

/** One row of public.my_review_notes: what an admin said about a tour, boat or service. */
export interface ReviewNote {
  kind: 'tour' | 'boat' | 'service';
  subject_id: string;
  subject_name: string;
  decision: 'publish' | 'send_back' | 'suspend' | 'approved' | 'refused';
  comments: string | null;
  created_at: string;
  /** The latest word on something that still waits for the owner. */
  open: boolean;
}
