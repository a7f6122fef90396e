import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  AUTH_MESSAGES,
  providerBusinessOf,
  type ProviderBusiness,
  type SupabaseClient,
} from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { signedIn, useProvider } from './provider.ts';

export const PROVIDER_DETAILS_LOAD_ERROR = 'Erro ao carregar os dados do seu negócio';

const BUSINESS_COLUMNS =
  'business_name, business_type, cadastur, whatsapp, cidade, languages, area_served';

/** The signed-in provider's business details; null when registration stored none. */
export const providerDetailsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.details(userId),
    queryFn: userId
      ? async () => {
          const row = await call(
            supabase
              .from('service_providers')
              .select(BUSINESS_COLUMNS)
              .eq('id', userId)
              .maybeSingle(),
            () => PROVIDER_DETAILS_LOAD_ERROR,
          );
          return row && providerBusinessOf(row);
        }
      : skipToken,
  });

export function useProviderDetails() {
  const { supabase, userId } = useProvider();
  return useQuery(providerDetailsQuery(supabase, userId));
}

/** Saves the details, with the spec's profile toasts. Row-level security keeps it to one's own row. */
export function useUpdateProviderDetails() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ProviderBusiness) => {
      const row = await call(
        supabase
          .from('service_providers')
          .update(patch)
          .eq('id', signedIn(userId))
          .select(BUSINESS_COLUMNS)
          .single(),
        () => AUTH_MESSAGES.profileUpdateError,
      );
      return providerBusinessOf(row);
    },
    onSuccess: (details) => {
      queryClient.setQueryData(providerKeys.details(userId), details);
      toast.success(AUTH_MESSAGES.profileUpdateSuccess);
    },
    onError: (error) => toast.error(error.message),
  });
}
