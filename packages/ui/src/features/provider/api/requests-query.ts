import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { InboxRequest, RequestOutcome, SupabaseClient } from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { PROVIDER_MESSAGES, providerMessages, useProvider } from './provider.ts';

/**
 * The requests sent to the provider, the latest deadline first (public.provider_inbox: the
 * requester's contact only once accepted).
 */
export const requestsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.requests(userId),
    queryFn: userId
      ? () => call(supabase.rpc('provider_inbox'), providerMessages(PROVIDER_MESSAGES.requestsLoad))
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
    mutationFn: async (answer: { request: InboxRequest; accept: boolean; note: string }) => {
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

/** Marks an accepted request done or no-show, from its day on; a refusal reads the list again. */
export function useFinishRequest() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: providerKeys.requests(userId) });
  return useMutation({
    mutationFn: async (finish: { request: InboxRequest; outcome: RequestOutcome }) => {
      await call(
        supabase.rpc('finish_provider_request', {
          p_request: finish.request.id,
          p_outcome: finish.outcome,
        }),
        providerMessages(PROVIDER_MESSAGES.finishFailed),
      );
      return finish;
    },
    onSuccess: ({ request, outcome }) => {
      void refresh();
      toast.success(
        outcome === 'completed'
          ? `Pedido de ${request.requester_name} concluído.`
          : `Pedido de ${request.requester_name} marcado como não compareceu.`,
      );
    },
    onError: (error) => {
      toast.error(error.message);
      void refresh();
    },
  });
}
