import type { TourContact, TourDepartureRow, TourListingPage } from '../tours/shapes.ts';

/**
 * The shapes of the `jsonb` the tours feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface ToursReturns {
  tour_listing_page: TourListingPage;
  tour_departures: TourDepartureRow[];
  tour_contact: TourContact;
}
