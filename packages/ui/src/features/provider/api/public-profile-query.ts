import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProviderPublicInput, SupabaseClient } from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { PROVIDER_MESSAGES, providerMessages, signedIn, useProvider } from './provider.ts';

export const PUBLIC_PROFILE_SAVED = 'Página pública salva.';

const PUBLIC_COLUMNS = 'slug, about, photo_url, beaches, cadastur_verified_at';

/** What the provider's public page shows of them: about, photo, beaches (and its address). */
export const publicProfileQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.publicProfile(userId),
    queryFn: userId
      ? () =>
          call(
            supabase
              .from('service_providers')
              .select(PUBLIC_COLUMNS)
              .eq('id', userId)
              .maybeSingle(),
            providerMessages(PROVIDER_MESSAGES.publicProfileLoad),
          )
      : skipToken,
  });

export function usePublicProfile() {
  const { supabase, userId } = useProvider();
  return useQuery(publicProfileQuery(supabase, userId));
}

/** Saves about, photo and beaches; row-level security keeps it to one's own row. */
export function useUpdatePublicProfile() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProviderPublicInput) =>
      call(
        supabase
          .from('service_providers')
          .update(patch)
          .eq('id', signedIn(userId))
          .select(PUBLIC_COLUMNS)
          .single(),
        providerMessages(PROVIDER_MESSAGES.saveFailed),
      ),
    onSuccess: (profile) => {
      queryClient.setQueryData(providerKeys.publicProfile(userId), profile);
      toast.success(PUBLIC_PROFILE_SAVED);
    },
    onError: (error) => toast.error(error.message),
  });
}
