import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicReviewsPage, ReviewSubject, SupabaseClient } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../backend/index.ts';
import { pageDataKey, usePageData } from '../../hydration/index.ts';
import { reviewsKeys } from './keys.ts';
import { reviewReadError } from './messages.ts';

/** How many reviews a page shows, and each "Ver mais avaliações" adds. */
export const REVIEWS_PAGE_SIZE = 5;

/** What a tour or provider nobody may see (or without reviews) shows: no figures, no review. */
export const NO_REVIEWS: PublicReviewsPage = {
  summary: {
    rating_avg: null,
    rating_count: 0,
    histogram: [0, 0, 0, 0, 0],
    organization: null,
    safety: null,
    value: null,
  },
  total: 0,
  items: [],
};

/** One page of a tour's or provider's visible reviews, newest first (public.public_reviews). */
export const fetchPublicReviews = async (
  supabase: SupabaseClient,
  subject: ReviewSubject,
  offset: number,
  limit: number = REVIEWS_PAGE_SIZE,
): Promise<PublicReviewsPage> =>
  (await call(
    supabase.rpc('public_reviews', {
      ...('tourId' in subject ? { p_tour: subject.tourId } : { p_provider: subject.providerId }),
      p_limit: limit,
      p_offset: offset,
    }),
    reviewReadError('public'),
  )) ?? NO_REVIEWS;

/** How many reviews the pages read so far hold. */
const shown = (pages: readonly PublicReviewsPage[]) =>
  pages.reduce((count, page) => count + page.items.length, 0);

/** A subject's reviews, a page at a time; the first page also brings the summary. */
export const publicReviewsQuery = (backend: () => Promise<Backend>, subject: ReviewSubject) =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.public(subject),
    queryFn: async ({ pageParam }) =>
      fetchPublicReviews((await backend()).supabase, subject, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const count = shown(pages);
      return last.items.length > 0 && count < last.total ? count : undefined;
    },
  });

/** A tour's or provider's reviews (the backend may still be loading on a public page). */
export function usePublicReviews(subject: ReviewSubject) {
  return useInfiniteQuery(publicReviewsQuery(useBackendPromise(), subject));
}

/** The figures a prerendered page was drawn with (the build read them with the page). */
export const REVIEW_SUMMARY_DATA = pageDataKey<PublicReviewsPage['summary']>('review-summary');

/**
 * The figures alone (average, count, histogram), from the same cached first page; until it
 * answers, the build's: the stars above a tour's photos are in its prerendered HTML, and do not
 * push the photos down when the live figures arrive.
 */
export function useReviewSummary(subject: ReviewSubject) {
  const query = usePublicReviews(subject);
  const built = usePageData(REVIEW_SUMMARY_DATA);
  return query.data?.pages[0]?.summary ?? built;
}
