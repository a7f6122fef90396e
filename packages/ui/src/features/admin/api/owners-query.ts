import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminErrorMessage, type OwnerBoat, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { adminKeys, type VerificationFilter } from './keys.ts';
import { useAdminRefresh } from './refresh.ts';

/** Boat owners with the boats the filter keeps, the longest waiting first. */
export const ownerQueueQuery = (supabase: SupabaseClient, filter: VerificationFilter) =>
  queryOptions({
    queryKey: adminKeys.ownerQueue(filter),
    queryFn: () =>
      call(supabase.rpc('admin_boat_owner_queue', { verification: filter }), adminErrorMessage),
  });

export function useOwnerQueue(filter: VerificationFilter) {
  const { supabase } = useBackend();
  return useQuery(ownerQueueQuery(supabase, filter));
}

export function useReviewBoat() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: async (input: {
      boat: OwnerBoat;
      decision: 'approved' | 'refused';
      reason?: string;
    }) => {
      await call(
        supabase.rpc('review_boat', {
          boat_id: input.boat.id,
          decision: input.decision,
          ...(input.reason ? { reason: input.reason } : {}),
        }),
        adminErrorMessage,
      );
      return input;
    },
    onSuccess: async ({ boat, decision }) => {
      toast.success(decision === 'approved' ? `${boat.name} aprovado.` : `${boat.name} recusado.`);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}
