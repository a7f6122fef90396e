import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Certificate, CertificateInput, SupabaseClient } from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { providerKeys } from './keys.ts';
import { PROVIDER_MESSAGES, providerMessages, signedIn, useProvider } from './provider.ts';

const CERTIFICATE_COLUMNS = 'id, name, issuer, expires_on';

/** The provider's certificates, the first to expire first. */
export const certificatesQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: providerKeys.certificates(userId),
    queryFn: userId
      ? () =>
          call(
            supabase
              .from('provider_certificates')
              .select(CERTIFICATE_COLUMNS)
              .eq('provider_id', userId)
              .order('expires_on'),
            providerMessages(PROVIDER_MESSAGES.certificatesLoad),
          )
      : skipToken,
  });

export function useCertificates() {
  const { supabase, userId } = useProvider();
  return useQuery(certificatesQuery(supabase, userId));
}

/** Adds a certificate; the toast offers to take it back out. */
export function useAddCertificate() {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  const remove = useRemoveCertificate({ undoable: false });
  return useMutation({
    mutationFn: (input: CertificateInput) =>
      call(
        supabase
          .from('provider_certificates')
          .insert({ ...input, provider_id: signedIn(userId) })
          .select(CERTIFICATE_COLUMNS)
          .single(),
        providerMessages(PROVIDER_MESSAGES.saveFailed),
      ),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.certificates(userId) });
      toast.success(`Certificado "${added.name}" adicionado.`, {
        action: { label: 'Desfazer', onClick: () => remove.mutate(added) },
      });
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Removes a certificate; the toast offers to put it back. */
export function useRemoveCertificate({ undoable = true } = {}) {
  const { supabase, userId } = useProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (certificate: Certificate) => {
      await call(
        supabase.from('provider_certificates').delete().eq('id', certificate.id),
        providerMessages(PROVIDER_MESSAGES.saveFailed),
      );
      return certificate;
    },
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.certificates(userId) });
      const restore = async () => {
        if (!userId) return;
        const { error } = await supabase.from('provider_certificates').insert({
          provider_id: userId,
          name: removed.name,
          issuer: removed.issuer,
          expires_on: removed.expires_on,
        });
        if (error) toast.error(PROVIDER_MESSAGES.saveFailed);
        else toast.success(`Certificado "${removed.name}" de volta.`);
        void queryClient.invalidateQueries({ queryKey: providerKeys.certificates(userId) });
      };
      toast.success(
        `Certificado "${removed.name}" removido.`,
        undoable ? { action: { label: 'Desfazer', onClick: () => void restore() } } : {},
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
