// Reviews, shared by the features that show or take them (tours, booking, requests, providers,
// the boat owner's and provider's areas, the admin). Queries and keys live in api/.
export { Stars, StarIcons, ReviewStars, type StarsProps } from './Stars.tsx';
export { RatingSummary } from './RatingSummary.tsx';
export { ReviewCard, ANSWER_TITLES, type ReviewKind } from './ReviewCard.tsx';
export { ReviewsSection, ReviewList, type ReviewsSectionProps } from './ReviewsSection.tsx';
export { ReviewDialog, type ReviewDialogProps } from './ReviewDialog.tsx';
export { AnswerForm } from './AnswerForm.tsx';
export { ReviewsToAnswer, ReviewsToAnswerList, unansweredWords } from './ReviewsToAnswer.tsx';
export { reviewsKeys } from './api/keys.ts';
export {
  REVIEWS_PAGE_SIZE,
  REVIEW_SUMMARY_DATA,
  fetchPublicReviews,
  publicReviewsQuery,
  usePublicReviews,
  useReviewSummary,
} from './api/public-reviews-query.ts';
export {
  answerReview,
  submitReview,
  useAnswerReview,
  useSubmitReview,
  type ReviewInput,
  type ReviewTarget,
} from './api/review-mutations.ts';
export { reviewsToAnswerQuery, useReviewsToAnswer } from './api/to-answer-query.ts';
export { counterWords, charCount } from './review-form.ts';
