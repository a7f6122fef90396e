/** The shapes the tour pages read (supabase/DATA-MODEL.md, "Booking"); money in centavos. */

export interface CancellationTierRow {
  hours_before: number;
  percent: number;
}

/** The departure a card shows (public.tour_listing_page): on sale at the listing's moment. */
export interface ListedDeparture {
  id: string;
  starts_at: string;
  status: 'scheduled' | 'confirmed';
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
}

/** One page of public.tour_listing_page: `total` match the filters, `published` in all. */
export interface TourListingPage {
  total: number;
  published: number;
  page: number;
  page_size: number;
  tours: ListedTour[];
}

export interface ItineraryStop {
  title: string;
  description?: string;
  minutes?: number;
}

export interface MeetingPoint {
  address?: string;
  latitude?: number;
  longitude?: number;
  instructions?: string;
}

/** A tour row as the tour page selects it. */
export interface TourDetail {
  id: string;
  slug: string;
  title: string;
  summary: string;
  beach_id: string | null;
  place: string | null;
  itinerary: ItineraryStop[];
  included: string[];
  not_included: string[];
  meeting_point: MeetingPoint;
  what_to_bring: string[];
  duration_minutes: number;
  minimum_age: number;
  languages: string[];
  price_adult: number;
  price_child: number;
  child_max_age: number;
  lap_max_age: number | null;
  boarding_fee: number;
  cancellation_tiers: CancellationTierRow[];
  photos: string[];
  status: string;
}

export type DepartureStatus = 'scheduled' | 'confirmed' | 'closed' | 'cancelled' | 'departed';

/** One row of public.tour_departures. */
export interface TourDepartureRow {
  id: string;
  starts_at: string;
  status: DepartureStatus;
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
