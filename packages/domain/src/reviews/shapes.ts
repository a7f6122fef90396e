/** What is rated: a boat tour or a service provider. */
export type ReviewSubject = { tourId: string } | { providerId: string };

/** The 1..5 stars and the three optional sub-ratings of a review. */
export interface ReviewRatings {
  stars: number;
  organization: number | null;
  safety: number | null;
  value: number | null;
}

/**
 * The figures of a tour's or provider's visible reviews, computed by the database:
 * `rating_avg` rounded to one decimal (null without reviews), `histogram` counts of 1..5 stars,
 * and the sub-ratings' averages (null when nobody gave one).
 */
export interface ReviewSummary {
  rating_avg: number | null;
  rating_count: number;
  histogram: number[];
  organization: number | null;
  safety: number | null;
  value: number | null;
}

/** One visible review as anyone may read it (public.public_reviews' items). */
export interface PublicReview extends ReviewRatings {
  id: string;
  /** First name and last initial ("Vera V."). */
  author_name: string;
  /** The day of the trip (yyyy-mm-dd). */
  trip_date: string;
  body: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

/** public.public_reviews: the summary and one page of the newest visible reviews. */
export interface PublicReviewsPage {
  summary: ReviewSummary;
  total: number;
  items: PublicReview[];
}

/** public.submit_review. */
export interface SubmittedReview {
  id: string;
}

/** The review a booking or request got from its buyer (my_bookings, my_provider_requests). */
export interface ReviewStamp {
  id: string;
  stars: number;
}

/** One review of the signed-in owner's tours or provider's services (public.my_reviews_to_answer). */
export interface ReviewToAnswer extends PublicReview {
  tour_id: string | null;
  provider_id: string | null;
  /** The tour's title or the provider's business name. */
  subject_title: string;
  hidden_at: string | null;
}

/** One review as the admin sees it (public.admin_reviews' items). */
export interface AdminReview extends PublicReview {
  tour_id: string | null;
  provider_id: string | null;
  subject_title: string;
  author_email: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
}

/** public.admin_reviews. */
export interface AdminReviewsPage {
  total: number;
  items: AdminReview[];
}

/** public.admin_hide_review. */
export interface HiddenReview {
  id: string;
  hidden_at: string;
  hidden_reason: string;
}

/** What the admin list shows: every review, the hidden ones, or those of 1–2 stars. */
export type AdminReviewFilter = 'all' | 'hidden' | 'low';
