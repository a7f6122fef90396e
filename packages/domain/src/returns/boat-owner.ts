import type {
  AwaitingBooking,
  BoatChange,
  CheckInAnswer,
  DepartureCancellation,
  DepartureSales,
  NoShowAnswer,
  ReviewNote,
  ScheduledDepartures,
  TourStatusChange,
} from '../boat-owner/rows.ts';
import type { ServerLayout } from '../boat-owner/layout.ts';
import type { BoardingList, DepartureManifest } from '../boat-owner/manifest.ts';
import type { OwnerRevenueReport, SalesSummary } from '../reports/figures.ts';

/**
 * The shapes of the `jsonb` the boat-owner feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface BoatOwnerReturns {
  owner_awaiting_payments: AwaitingBooking[];
  owner_boat_layout: ServerLayout;
  save_boat_layout: ServerLayout;
  schedule_departures: ScheduledDepartures;
  set_departure_sales: DepartureSales;
  change_departure_boat: BoatChange;
  submit_tour_for_review: TourStatusChange;
  withdraw_tour_from_review: TourStatusChange;
  departure_manifest: DepartureManifest;
  departure_boarding_list: BoardingList;
  set_passenger_check_in: CheckInAnswer;
  cancel_departure: DepartureCancellation;
  cancel_departure_with_reason: DepartureCancellation;
  set_booking_no_show: NoShowAnswer;
  my_review_notes: ReviewNote[];
  owner_revenue_summary: SalesSummary;
  owner_revenue_report: OwnerRevenueReport;
}
