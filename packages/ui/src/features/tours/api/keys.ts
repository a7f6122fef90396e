import type { ListingQuery } from '../listing.ts';

const all = ['tours'] as const;

/**
 * The tours feature's query keys, under one root. The listing and a tour's departures are keyed
 * by the moment their page was opened (usePageMoment): a new visit reads the seats afresh, so
 * the booking feature's mutations never need to reach them. The home page's upcoming tours are
 * this listing's first page.
 */
export const toursKeys = {
  all,
  listing: (from: string, query: ListingQuery) => [...all, 'listing', from, query] as const,
  tour: (slug: string) => [...all, 'tour', slug] as const,
  departures: (tourId: string | undefined, from: string) =>
    [...all, 'departures', tourId, from] as const,
  contact: (tourId: string) => [...all, 'contact', tourId] as const,
};
