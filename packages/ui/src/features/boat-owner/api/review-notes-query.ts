import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner } from './owner.ts';

/** One tour's or one boat's notes. */
export interface ReviewSubject {
  kind: 'tour' | 'boat';
  id: string;
}

/**
 * my_review_notes: what the admins said about the owner's tours and boats, newest first, the
 * history kept across resubmissions; with a subject, that tour's or boat's only.
 */
export const reviewNotesQuery = (
  supabase: SupabaseClient,
  userId: string | undefined,
  subject: ReviewSubject | null = null,
) =>
  queryOptions({
    queryKey: boatOwnerKeys.reviewNotes(userId, subject ? `${subject.kind}:${subject.id}` : null),
    queryFn: userId
      ? () =>
          ownerCall(
            supabase.rpc(
              'my_review_notes',
              subject ? { kind: subject.kind, subject: subject.id } : {},
            ),
          )
      : skipToken,
  });

export function useReviewNotes(subject: ReviewSubject | null = null) {
  const { supabase, userId } = useOwner();
  return useQuery(reviewNotesQuery(supabase, userId, subject));
}
