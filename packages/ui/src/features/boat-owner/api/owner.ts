import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AUTH_MESSAGES, boatOwnerErrorMessage, type SupabaseClient } from '@mare/domain';
import { useAuth } from '../../../auth/index.ts';
import { call, RequestError, useBackend } from '../../../backend/index.ts';
import { boatOwnerKeys } from './keys.ts';

/** The client and the signed-in owner's id. */
export function useOwner() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return { supabase, userId: user?.id };
}

/** call() worded for the owner: the typed data, or the RequestError in boatOwnerErrorMessage's words. */
export const ownerCall: typeof call = (request, messages = boatOwnerErrorMessage) =>
  call(request, messages);

/** A write with its toast, its pt-BR failure and a refresh of everything of the owner's. */
export function useOwnerMutation<V, R>(
  run: (supabase: SupabaseClient, userId: string, variables: V) => Promise<R>,
  success: (result: R, variables: V) => string,
) {
  const { supabase, userId } = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<R> => {
      if (!userId) throw new RequestError(AUTH_MESSAGES.notAuthenticated, 401);
      return run(supabase, userId, variables);
    },
    onSuccess: async (result, variables) => {
      toast.success(success(result, variables));
      await queryClient.invalidateQueries({ queryKey: boatOwnerKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
}
