/** A tour's review status (public.tours.status): the database's text, one union for every screen. */
export const TOUR_STATUSES = ['draft', 'in_review', 'published', 'suspended'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** A departure's status (public.departures.status). */
export const DEPARTURE_STATUSES = [
  'scheduled',
  'confirmed',
  'closed',
  'cancelled',
  'departed',
] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** Narrows a text column to its union at the boundary, instead of trusting it with a cast. */
export const isTourStatus = (value: string): value is TourStatus =>
  TOUR_STATUSES.some((status) => status === value);

export const isDepartureStatus = (value: string): value is DepartureStatus =>
  DEPARTURE_STATUSES.some((status) => status === value);
