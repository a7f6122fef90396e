import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { operatorErrorMessage } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { RequestError } from '../../backend/request-error.ts';

export interface Certificate {
  id: string;
  name: string;
  issuer: string;
  expires_on: string;
}
export type CertificateInput = Omit<Certificate, 'id'>;

export interface ProviderService {
  id: string;
  title: string;
  description: string;
  price: number | null;
  area: string;
  status: 'pending' | 'approved' | 'refused';
  refusal_reason: string | null;
}
export type ServiceInput = Pick<ProviderService, 'title' | 'description' | 'price' | 'area'>;

export interface ProviderRequest {
  id: string;
  requester_name: string;
  message: string;
  departure_id: string | null;
  needed_at: string | null;
  reply_by: string;
  status: 'pending' | 'accepted' | 'declined';
  response_note: string | null;
  answered_at: string | null;
  created_at: string;
}

export const PROVIDER_MESSAGES = {
  certificatesLoad: 'Erro ao carregar seus certificados',
  servicesLoad: 'Erro ao carregar seus serviços',
  requestsLoad: 'Erro ao carregar seus pedidos',
  saveFailed: 'Não foi possível salvar. Confira sua conexão e tente novamente.',
  answerFailed: 'Não foi possível enviar a resposta. Tente novamente.',
} as const;

function failure(
  error: { code?: string; message: string },
  status: number,
  fallback: string,
): RequestError {
  const message = error.code === 'P0001' ? operatorErrorMessage(error.message, fallback) : fallback;
  return new RequestError(message, status || undefined);
}

const certificatesKey = (id: string | undefined) => ['provider-certificates', id];
const servicesKey = (id: string | undefined) => ['provider-services', id];
const requestsKey = (id: string | undefined) => ['provider-requests', id];

export function useCertificates() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: certificatesKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<Certificate[]> => {
      const { data, error, status } = await supabase
        .from('provider_certificates')
        .select('id, name, issuer, expires_on')
        .eq('provider_id', user?.id ?? '')
        .order('expires_on');
      if (error) throw failure(error, status, PROVIDER_MESSAGES.certificatesLoad);
      return data as Certificate[];
    },
  });
}

/** Adds a certificate; the toast offers to take it back out. */
export function useAddCertificate() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const remove = useRemoveCertificate({ undoable: false });
  return useMutation({
    mutationFn: async (input: CertificateInput): Promise<Certificate> => {
      const { data, error, status } = await supabase
        .from('provider_certificates')
        .insert({ ...input, provider_id: user?.id })
        .select('id, name, issuer, expires_on')
        .single();
      if (error) throw failure(error, status, PROVIDER_MESSAGES.saveFailed);
      return data as Certificate;
    },
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: certificatesKey(user?.id) });
      toast.success(`Certificado "${added.name}" adicionado.`, {
        action: { label: 'Desfazer', onClick: () => remove.mutate(added) },
      });
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Removes a certificate; the toast offers to put it back. */
export function useRemoveCertificate({ undoable = true } = {}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (certificate: Certificate) => {
      const { error, status } = await supabase
        .from('provider_certificates')
        .delete()
        .eq('id', certificate.id);
      if (error) throw failure(error, status, PROVIDER_MESSAGES.saveFailed);
      return certificate;
    },
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: certificatesKey(user?.id) });
      const restore = async () => {
        const { error } = await supabase.from('provider_certificates').insert({
          provider_id: user?.id,
          name: removed.name,
          issuer: removed.issuer,
          expires_on: removed.expires_on,
        });
        if (error) toast.error(PROVIDER_MESSAGES.saveFailed);
        else toast.success(`Certificado "${removed.name}" de volta.`);
        void queryClient.invalidateQueries({ queryKey: certificatesKey(user?.id) });
      };
      toast.success(
        `Certificado "${removed.name}" removido.`,
        undoable ? { action: { label: 'Desfazer', onClick: () => void restore() } } : {},
      );
    },
    onError: (error) => toast.error(error.message),
  });
}

const SERVICE_COLUMNS = 'id, title, description, price, area, status, refusal_reason';

export function useServices() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: servicesKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<ProviderService[]> => {
      const { data, error, status } = await supabase
        .from('provider_services')
        .select(SERVICE_COLUMNS)
        .eq('provider_id', user?.id ?? '')
        .order('created_at', { ascending: false });
      if (error) throw failure(error, status, PROVIDER_MESSAGES.servicesLoad);
      return data as ProviderService[];
    },
  });
}

/** A new service goes to the admins' review; it is public once approved. The toast can undo it. */
export function useAddService() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const remove = useRemoveService({ undoable: false });
  return useMutation({
    mutationFn: async (input: ServiceInput): Promise<ProviderService> => {
      const { data, error, status } = await supabase
        .from('provider_services')
        .insert({ ...input, provider_id: user?.id })
        .select(SERVICE_COLUMNS)
        .single();
      if (error) throw failure(error, status, PROVIDER_MESSAGES.saveFailed);
      return data as ProviderService;
    },
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: servicesKey(user?.id) });
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
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      service,
      input,
    }: {
      service: ProviderService;
      input: ServiceInput;
    }): Promise<{ before: ProviderService; after: ProviderService }> => {
      const { data, error, status } = await supabase
        .from('provider_services')
        .update(input)
        .eq('id', service.id)
        .select(SERVICE_COLUMNS)
        .single();
      if (error) throw failure(error, status, PROVIDER_MESSAGES.saveFailed);
      return { before: service, after: data as ProviderService };
    },
    onSuccess: ({ before, after }) => {
      void queryClient.invalidateQueries({ queryKey: servicesKey(user?.id) });
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
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (service: ProviderService) => {
      const { error, status } = await supabase
        .from('provider_services')
        .delete()
        .eq('id', service.id);
      if (error) throw failure(error, status, PROVIDER_MESSAGES.saveFailed);
      return service;
    },
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: servicesKey(user?.id) });
      const restore = async () => {
        const { error } = await supabase.from('provider_services').insert({
          provider_id: user?.id,
          title: removed.title,
          description: removed.description,
          price: removed.price,
          area: removed.area,
        });
        if (error) toast.error(PROVIDER_MESSAGES.saveFailed);
        else toast.success(`Serviço "${removed.title}" enviado de novo para análise.`);
        void queryClient.invalidateQueries({ queryKey: servicesKey(user?.id) });
      };
      toast.success(
        `Serviço "${removed.title}" removido.`,
        undoable ? { action: { label: 'Desfazer', onClick: () => void restore() } } : {},
      );
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useRequests() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: requestsKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<ProviderRequest[]> => {
      const { data, error, status } = await supabase
        .from('provider_requests')
        .select(
          'id, requester_name, message, departure_id, needed_at, reply_by, status, response_note, answered_at, created_at',
        )
        .eq('provider_id', user?.id ?? '')
        .order('reply_by', { ascending: false });
      if (error) throw failure(error, status, PROVIDER_MESSAGES.requestsLoad);
      return data as ProviderRequest[];
    },
  });
}

export function useAnswerRequest() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { request: ProviderRequest; accept: boolean; note: string }) => {
      const { error, status } = await supabase.rpc('respond_provider_request', {
        p_request: answer.request.id,
        p_accept: answer.accept,
        p_note: answer.note,
      });
      if (error) throw failure(error, status, PROVIDER_MESSAGES.answerFailed);
      return answer;
    },
    onSuccess: ({ request, accept }) => {
      void queryClient.invalidateQueries({ queryKey: requestsKey(user?.id) });
      toast.success(
        accept
          ? `Pedido de ${request.requester_name} aceito.`
          : `Pedido de ${request.requester_name} recusado.`,
      );
    },
    onError: (error) => {
      toast.error(error.message);
      void queryClient.invalidateQueries({ queryKey: requestsKey(user?.id) });
    },
  });
}
