import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { call, useBackend } from '../../backend/index.ts';
import { reviewsKeys } from './keys.ts';
import { reviewReadError } from './messages.ts';

/** The signed-in owner's or provider's reviews, unanswered first (public.my_reviews_to_answer). */
export const fetchReviewsToAnswer = (supabase: SupabaseClient) =>
  call(supabase.rpc('my_reviews_to_answer'), reviewReadError('toAnswer'));

export const reviewsToAnswerQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: reviewsKeys.toAnswer(userId),
    queryFn: () => fetchReviewsToAnswer(supabase),
    enabled: Boolean(userId),
  });

export function useReviewsToAnswer() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(reviewsToAnswerQuery(supabase, user?.id));
}
