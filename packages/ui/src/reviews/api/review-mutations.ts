import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmittedReview, SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../backend/index.ts';
import { reviewsKeys } from './keys.ts';
import { reviewWriteError } from './messages.ts';

/** What is reviewed: a booking of a boat tour, or a provider request. */
export type ReviewTarget = { bookingId: string } | { requestId: string };

export interface ReviewInput {
  stars: number;
  organization: number | null;
  safety: number | null;
  value: number | null;
  body: string;
}

/** Writes the review (public.submit_review): the database decides whether it may be written. */
export const submitReview = (supabase: SupabaseClient, target: ReviewTarget, input: ReviewInput) =>
  call(
    supabase.rpc('submit_review', {
      ...('bookingId' in target
        ? { p_booking: target.bookingId }
        : { p_request: target.requestId }),
      p_stars: input.stars,
      ...(input.organization === null ? {} : { p_organization: input.organization }),
      ...(input.safety === null ? {} : { p_safety: input.safety }),
      ...(input.value === null ? {} : { p_value: input.value }),
      p_body: input.body,
    }),
    reviewWriteError,
  );

/** Answers a review once, publicly (public.answer_review). */
export const answerReview = (supabase: SupabaseClient, reviewId: string, answer: string) =>
  call(supabase.rpc('answer_review', { p_review: reviewId, p_answer: answer }), reviewWriteError);

/**
 * Writes a review; every review list is read again. `onSubmitted` lets the screen that opened
 * the form refresh its own lists (a feature's bookings or requests), which this module cannot name.
 */
export function useSubmitReview(
  target: ReviewTarget,
  onSubmitted?: (review: SubmittedReview) => Promise<void> | void,
) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(supabase, target, input),
    onSuccess: async (review) => {
      await Promise.all([
        onSubmitted?.(review),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
      ]);
    },
  });
}

export function useAnswerReview() {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, answer }: { reviewId: string; answer: string }) =>
      answerReview(supabase, reviewId, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}
