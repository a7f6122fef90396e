import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  serviceOf,
  type ProviderService,
  type ServiceInput,
  type SupabaseClient,
} from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { PROVIDER_MESSAGES, providerMessages, signedIn, useProvider } from './provider.ts';

const SERVICE_COLUMNS =
  'id, title, description, price, area, status, refusal_reason, reviewed_at, duration_minutes, included';
const saveFailed = providerMessages(PROVIDER_MESSAGES.saveFailed);

/** The provider's services, the newest first. */
export const servicesQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.services(userId),
    queryFn: userId
      ? async () => {
          const rows = await call(
            supabase
              .from('provider_services')
              .select(SERVICE_COLUMNS)
              .eq('provider_id', userId)
              .order('created_at', { ascending: false }),
            providerMessages(PROVIDER_MESSAGES.servicesLoad),
          );
          return rows.map(serviceOf);
        }
      : skipToken,
  });

export function useServices() {
  const { supabase, userId } = useProvider();
  return useQuery(servicesQuery(supabase, userId));
}

/** A new service goes to the admins' review; it is public once approved. The toast can undo it. */
export function useAddService() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  const remove = useRemoveService({ undoable: false });
  return useMutation({
    mutationFn: async (input: ServiceInput) => {
      const row = await call(
        supabase
          .from('provider_services')
          .insert({ ...input, provider_id: signedIn(userId) })
          .select(SERVICE_COLUMNS)
          .single(),
        saveFailed,
      );
      return serviceOf(row);
    },
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.services(userId) });
      toast.success(`Serviço "${added.title}" enviado para análise da equipe Maré.`, {
        action: { label: 'Desfazer', onClick: () => remove.mutate(added) },
      });
    },
    onError: (error) => toast.error(error.message),
  });
}

/**
 * Saves the provider's changes to a service. The database sends an edited service back to the
 * admins' review (provider_service_edited): a published one leaves the public list until then.
 */
export function useUpdateService() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ service, input }: { service: ProviderService; input: ServiceInput }) => {
      const row = await call(
        supabase
          .from('provider_services')
          .update(input)
          .eq('id', service.id)
          .select(SERVICE_COLUMNS)
          .single(),
        saveFailed,
      );
      return { before: service, after: serviceOf(row) };
    },
    onSuccess: ({ before, after }) => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.services(userId) });
      toast.success(
        after.status === 'pending' && before.status !== 'pending'
          ? `Serviço "${after.title}" salvo e enviado de novo para análise da equipe Maré.`
          : `Serviço "${after.title}" salvo.`,
      );
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Removes a service; the toast offers to send it again (it goes back to review). */
export function useRemoveService({ undoable = true } = {}) {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (service: ProviderService) => {
      await call(supabase.from('provider_services').delete().eq('id', service.id), saveFailed);
      return service;
    },
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.services(userId) });
      const restore = async () => {
        if (!userId) return;
        const { error } = await supabase.from('provider_services').insert({
          provider_id: userId,
          title: removed.title,
          description: removed.description,
          price: removed.price,
          area: removed.area,
          duration_minutes: removed.duration_minutes,
          included: removed.included,
        });
        if (error) toast.error(PROVIDER_MESSAGES.saveFailed);
        else toast.success(`Serviço "${removed.title}" enviado de novo para análise.`);
        void queryClient.invalidateQueries({ queryKey: providerKeys.services(userId) });
      };
      toast.success(
        `Serviço "${removed.title}" removido.`,
        undoable ? { action: { label: 'Desfazer', onClick: () => void restore() } } : {},
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
