import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AUTH_MESSAGES, type BusinessType, type ProviderLanguage } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { RequestError } from '../../backend/request-error.ts';

/** What a provider gave at registration (the sign-up trigger stores it in service_providers). */
export interface ProviderDetails {
  business_name: string;
  business_type: BusinessType;
  /** Null for a restaurant without one (the only type the law does not ask it of). */
  cadastur: string | null;
  whatsapp: string;
  cidade: string;
  languages: ProviderLanguage[];
  area_served: string;
}

export type ProviderDetailsPatch = ProviderDetails;

export const PROVIDER_DETAILS_LOAD_ERROR = 'Erro ao carregar os dados do seu negócio';

const COLUMNS = 'business_name, business_type, cadastur, whatsapp, cidade, languages, area_served';
const detailsKey = (userId: string | undefined) => ['provider-details', userId];

/** The signed-in provider's business details; null when registration stored none. */
export function useProviderDetails() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: detailsKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<ProviderDetails | null> => {
      if (!user) throw new RequestError(AUTH_MESSAGES.notAuthenticated, 401);
      const { data, error, status } = await supabase
        .from('service_providers')
        .select(COLUMNS)
        .eq('id', user.id)
        .maybeSingle<ProviderDetails>();
      if (error) throw new RequestError(PROVIDER_DETAILS_LOAD_ERROR, status || undefined);
      return data;
    },
  });
}

/** Saves the details, with the spec's profile toasts. Row-level security keeps it to one's own row. */
export function useUpdateProviderDetails() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ProviderDetailsPatch): Promise<ProviderDetails> => {
      if (!user) throw new RequestError(AUTH_MESSAGES.notAuthenticated, 401);
      const { data, error, status } = await supabase
        .from('service_providers')
        .update(patch)
        .eq('id', user.id)
        .select(COLUMNS)
        .single<ProviderDetails>();
      if (error) throw new RequestError(AUTH_MESSAGES.profileUpdateError, status || undefined);
      return data;
    },
    onSuccess: (details) => {
      queryClient.setQueryData(detailsKey(user?.id), details);
      toast.success(AUTH_MESSAGES.profileUpdateSuccess);
    },
    onError: (error) => toast.error(error.message),
  });
}
