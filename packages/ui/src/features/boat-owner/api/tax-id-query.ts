import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner, useOwnerMutation } from './owner.ts';

/** The owner's CPF or CNPJ (digits) that the team checks before approving boats; null if none. */
export const taxIdQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: boatOwnerKeys.taxId(userId),
    queryFn: userId
      ? async () => {
          const row = await ownerCall(
            supabase.from('boat_owner_documents').select('tax_id').eq('id', userId).maybeSingle(),
          );
          return row?.tax_id ?? null;
        }
      : skipToken,
  });

export function useTaxId() {
  const { supabase, userId } = useOwner();
  return useQuery(taxIdQuery(supabase, userId));
}

/** Records the CPF or CNPJ: the first time a new row, afterwards a change of it. */
export function useSaveTaxId() {
  return useOwnerMutation(
    async (supabase, userId, { taxId, saved }: { taxId: string; saved: boolean }) => {
      await ownerCall(
        saved
          ? supabase.from('boat_owner_documents').update({ tax_id: taxId }).eq('id', userId)
          : supabase.from('boat_owner_documents').insert({ id: userId, tax_id: taxId }),
      );
    },
    () => 'Documento salvo. A equipe Maré confere antes de aprovar seus barcos.',
  );
}
