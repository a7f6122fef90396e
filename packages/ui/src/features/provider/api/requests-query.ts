import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { requestOf, type ProviderRequest, type SupabaseClient } from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { PROVIDER_MESSAGES, providerMessages, useProvider } from './provider.ts';

const REQUEST_COLUMNS =
  'id, requester_name, message, departure_id, needed_at, reply_by, status, response_note, answered_at, created_at';

/** The requests sent to the provider, the latest deadline first. */
export const requestsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.requests(userId),
    queryFn: userId
      ? async () => {
          const rows = await call(
            supabase
              .from('provider_requests')
              .select(REQUEST_COLUMNS)
              .eq('provider_id', userId)
              .order('reply_by', { ascending: false }),
            providerMessages(PROVIDER_MESSAGES.requestsLoad),
          );
          return rows.map(requestOf);
        }
      : skipToken,
  });

export function useRequests() {
  const { supabase, userId } = useProvider();
  return useQuery(requestsQuery(supabase, userId));
}

/** Accepts or declines a request; a refusal (answered, expired) reads the list again too. */
export function useAnswerRequest() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: providerKeys.requests(userId) });
  return useMutation({
    mutationFn: async (answer: { request: ProviderRequest; accept: boolean; note: string }) => {
      await call(
        supabase.rpc('respond_provider_request', {
          p_request: answer.request.id,
          p_accept: answer.accept,
          p_note: answer.note,
        }),
        providerMessages(PROVIDER_MESSAGES.answerFailed),
      );
      return answer;
    },
    onSuccess: ({ request, accept }) => {
      void refresh();
      toast.success(
        accept
          ? `Pedido de ${request.requester_name} aceito.`
          : `Pedido de ${request.requester_name} recusado.`,
      );
    },
    onError: (error) => {
      toast.error(error.message);
      void refresh();
    },
  });
}
