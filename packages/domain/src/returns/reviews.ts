import type {
  AdminReviewsPage,
  HiddenReview,
  PublicReviewsPage,
  ReviewToAnswer,
  SubmittedReview,
} from '../reviews/shapes.ts';

/**
 * The shapes of the `jsonb` the review functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface ReviewsReturns {
  /** Null for a tour or provider nobody may see. */
  public_reviews: PublicReviewsPage | null;
  submit_review: SubmittedReview;
  my_reviews_to_answer: ReviewToAnswer[];
  admin_reviews: AdminReviewsPage;
  admin_hide_review: HiddenReview;
  admin_unhide_review: { id: string; hidden_at: null; hidden_reason: null };
}
