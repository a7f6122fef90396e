import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { call, useBackendPromise } from '../../../backend/index.ts';
import type { RequestInput } from '../request-form.ts';
import { sendRequestMessage } from './messages.ts';

/** Sends a request to a provider (public.send_provider_request): the stored request comes back. */
export const sendProviderRequest = (
  supabase: SupabaseClient,
  providerId: string,
  input: RequestInput,
) =>
  call(
    supabase.rpc('send_provider_request', {
      p_provider: providerId,
      p_service: input.service,
      p_date: input.date,
      p_people: input.people,
      p_message: input.message,
      p_phone: input.phone,
    }),
    sendRequestMessage,
  );

/**
 * The root key of "Minhas solicitações" (features/requests, which this feature may not import):
 * a new request is read afresh there, even within the cache's fresh time.
 */
const MY_REQUESTS_ROOT = ['requests'] as const;

export function useSendRequestMutation(providerId: string) {
  const backend = useBackendPromise();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestInput) =>
      sendProviderRequest((await backend()).supabase, providerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REQUESTS_ROOT }),
  });
}
