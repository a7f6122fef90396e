const all = ['booking'] as const;

/**
 * The booking feature's query keys, under one root. A tour's departures and the listing (tours
 * feature) are keyed by the moment their page was opened, so a new visit reads the seats afresh:
 * no booking mutation has to reach into them.
 */
export const bookingKeys = {
  all,
  seatMap: (departureId: string) => [...all, 'seat-map', departureId] as const,
  departure: (departureId: string) => [...all, 'departure', departureId] as const,
  /** The person's bookings: the list and each booking's page, changed together. */
  bookings: () => [...all, 'bookings'] as const,
  mine: (userId: string | undefined) => [...all, 'bookings', 'mine', userId] as const,
  one: (bookingId: string) => [...all, 'bookings', 'one', bookingId] as const,
};
