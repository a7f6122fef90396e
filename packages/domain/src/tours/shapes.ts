import type { DepartureStatus } from './status.ts';

/**
 * What the tour pages read from the database (supabase/DATA-MODEL.md, "Booking"); money in
 * centavos. The `jsonb` of public.tour_listing_page, tour_departures and tour_contact is declared
 * here once (returns/tours.ts puts it in the typed client). The shapes of `jsonb` columns are
 * types, not interfaces, so a write can hand them to the typed client as plain JSON.
 */

/** A cancellation tier as the database keeps it (tours.cancellation_tiers, a booking's terms). */
export type CancellationTierRow = {
  hours_before: number;
  percent: number;
};

/** Where a tour boards (tours.meeting_point). */
export type MeetingPoint = {
  address?: string;
  latitude?: number;
  longitude?: number;
  instructions?: string;
};

/** One stop of tours.itinerary. */
export type ItineraryStop = {
  title: string;
  description?: string;
  minutes?: number;
};

/** The departure a card shows (public.tour_listing_page): on sale at the listing's moment. */
export interface ListedDeparture {
  id: string;
  starts_at: string;
  status: Extract<DepartureStatus, 'scheduled' | 'confirmed'>;
  seats_total: number;
  seats_left: number;
}

/** A card of public.tour_listing_page: `photos` holds the first photo only. */
export interface ListedTour {
  id: string;
  slug: string;
  title: string;
  summary: string;
  beach_id: string | null;
  place: string | null;
  duration_minutes: number;
  minimum_age: number;
  languages: string[];
  price_adult: number;
  price_child: number;
  boarding_fee: number;
  cancellation_tiers: CancellationTierRow[];
  photos: string[];
  covered: boolean;
  seats_sold: number;
  /** The next departure on sale, or the first on the chosen day; null when none. */
  next_departure: ListedDeparture | null;
  /** The visible reviews' average, rounded to one decimal by the database; null without any. */
  rating_avg: number | null;
  rating_count: number;
}

/** One page of public.tour_listing_page: `total` match the filters, `published` in all. */
export interface TourListingPage {
  total: number;
  published: number;
  page: number;
  page_size: number;
  tours: ListedTour[];
}

/** One row of public.tour_departures. */
export interface TourDepartureRow {
  id: string;
  starts_at: string;
  status: DepartureStatus;
  /** Why a cancelled departure was cancelled, as people read it (null otherwise). */
  cancel_reason: string | null;
  sales_cutoff_at: string;
  on_sale: boolean;
  boat: { name: string; kind: string; amenities: string[] };
  seats_total: number;
  seats_left: number;
  zones: {
    code: string;
    name: string;
    covered: boolean;
    hints: string[];
    seats_total: number;
    seats_left: number;
  }[];
  prices: {
    adult: number;
    child: number;
    child_max_age: number;
    lap_max_age: number | null;
    boarding_fee: number;
  };
}

/** public.tour_contact: the boat owner's WhatsApp in international digits, or null. */
export interface TourContact {
  whatsapp: string | null;
}
