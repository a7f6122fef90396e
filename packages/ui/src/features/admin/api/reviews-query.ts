import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  adminErrorMessage,
  reviewErrorMessage,
  type AdminReview,
  type AdminReviewFilter,
  type SupabaseClient,
} from '@mare/domain';
import { call, useBackend, type ErrorMessages } from '../../../backend/index.ts';
import { reviewsKeys } from '../../../reviews/api/keys.ts';
import { adminKeys } from './keys.ts';
import { useAdminRefresh } from './refresh.ts';

/** How many reviews a page of the admin's list shows. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

/** A review refusal in its own words, else the admin's. */
const reviewsAdminError: ErrorMessages = (code) =>
  reviewErrorMessage(code) ?? adminErrorMessage(code);

/** Every review, the hidden ones or the low ones (1–2 stars), newest first (public.admin_reviews). */
export const adminReviewsQuery = (
  supabase: SupabaseClient,
  filter: AdminReviewFilter,
  page: number,
) =>
  queryOptions({
    queryKey: adminKeys.reviews(filter, page),
    queryFn: () =>
      call(
        supabase.rpc('admin_reviews', {
          p_filter: filter,
          p_limit: ADMIN_REVIEWS_PAGE_SIZE,
          p_offset: (page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
        }),
        reviewsAdminError,
      ),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(filter: AdminReviewFilter, page: number) {
  const { supabase } = useBackend();
  return useQuery(adminReviewsQuery(supabase, filter, page));
}

/**
 * Hides an abusive review with its reason, or shows a hidden one again: the server audits it,
 * e-mails the author (hiding) and takes the stars out of (or back into) the figures.
 */
export function useModerateReview() {
  const { supabase } = useBackend();
  const adminRefresh = useAdminRefresh();
  const queryClient = useQueryClient();
  // The public lists and figures change with the admin's.
  const refresh = () =>
    Promise.all([adminRefresh(), queryClient.invalidateQueries({ queryKey: reviewsKeys.all })]);
  return useMutation({
    mutationFn: async (
      input:
        { review: AdminReview; hide: true; reason: string } | { review: AdminReview; hide: false },
    ) => {
      if (input.hide)
        await call(
          supabase.rpc('admin_hide_review', { p_review: input.review.id, p_reason: input.reason }),
          reviewsAdminError,
        );
      else
        await call(
          supabase.rpc('admin_unhide_review', { p_review: input.review.id }),
          reviewsAdminError,
        );
      return input;
    },
    onSuccess: async ({ review, hide }) => {
      toast.success(
        hide
          ? `Avaliação de ${review.author_name} ocultada. Avisamos a pessoa por e-mail.`
          : `Avaliação de ${review.author_name} visível de novo.`,
      );
      await refresh();
    },
    onError: async (error) => {
      toast.error(error.message);
      await refresh();
    },
  });
}
