import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminErrorMessage, type AdminProviderService, type SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { adminKeys, type ServiceFilter } from './keys.ts';
import { changedMeanwhile, useAdminRefresh } from './refresh.ts';

/** Providers' services by review status, the longest waiting first. */
export const serviceQueueQuery = (supabase: SupabaseClient, filter: ServiceFilter) =>
  queryOptions({
    queryKey: adminKeys.serviceQueue(filter),
    queryFn: () =>
      call(supabase.rpc('admin_provider_service_queue', { status: filter }), adminErrorMessage),
  });

export function useServiceQueue(filter: ServiceFilter) {
  const { supabase } = useBackend();
  return useQuery(serviceQueueQuery(supabase, filter));
}

/** Approves (publishes) or refuses a provider's service; the server writes the audit entry. */
export function useReviewService() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: async (input: {
      service: AdminProviderService;
      decision: 'approved' | 'refused';
      reason?: string;
    }) => {
      await call(
        supabase.rpc('review_provider_service', {
          p_service: input.service.id,
          p_decision: input.decision,
          ...(input.reason ? { p_reason: input.reason } : {}),
          // The version on screen: a service edited since is refused, not approved unseen.
          p_seen_updated_at: input.service.updated_at,
        }),
        adminErrorMessage,
      );
      return input;
    },
    onSuccess: async ({ service, decision }) => {
      toast.success(
        decision === 'approved'
          ? `"${service.title}" aprovado e publicado.`
          : `"${service.title}" recusado. ${service.provider_name} verá o motivo.`,
      );
      await refresh();
    },
    onError: async (error) => {
      toast.error(error.message);
      if (changedMeanwhile(error)) await refresh();
    },
  });
}
