import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { providerErrorMessage, type SupabaseClient } from '@mare/domain';
import { useAuth } from '../../../auth/index.ts';
import { call, useBackend, type ErrorMessages } from '../../../backend/index.ts';
import { requestKeys } from './keys.ts';

export const REQUESTS_MESSAGES = {
  load: 'Não foi possível carregar suas solicitações.',
  cancelFailed: 'Não foi possível cancelar a solicitação. Tente novamente.',
} as const;

/** A request's refusal in its own words, anything else as what the call was for. */
const messages =
  (failed: string): ErrorMessages =>
  (code) =>
    providerErrorMessage(code) ?? failed;

/** The requests the signed-in person sent (public.my_provider_requests), the newest first. */
export const myRequestsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: requestKeys.mine(userId),
    queryFn: userId
      ? () => call(supabase.rpc('my_provider_requests'), messages(REQUESTS_MESSAGES.load))
      : skipToken,
  });

export function useMyRequests() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(myRequestsQuery(supabase, user?.id));
}

/** Cancels one of the person's requests, with the reason if given; the list is read again. */
export function useCancelRequest() {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) =>
      call(
        supabase.rpc('cancel_provider_request', {
          p_request: requestId,
          ...(reason ? { p_reason: reason } : {}),
        }),
        messages(REQUESTS_MESSAGES.cancelFailed),
      ),
    // A refusal (answered or past meanwhile) also means the list on screen is old.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** The list is read again once something changed it elsewhere (a review given). */
export function useRefreshMyRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestKeys.all });
}
