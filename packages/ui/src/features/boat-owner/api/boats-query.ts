import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { boatOf, type BoatInput, type BoatStatus, type SupabaseClient } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner, useOwnerMutation } from './owner.ts';

const BOAT_COLUMNS =
  'id, name, kind, registration, capacity, photos, amenities, status, verification, refusal_reason';

/** The owner's boats, by name. */
export const boatsQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: boatOwnerKeys.boats(userId),
    queryFn: userId
      ? async () => {
          const rows = await ownerCall(
            supabase.from('boats').select(BOAT_COLUMNS).eq('owner_id', userId).order('name'),
          );
          return rows.map(boatOf);
        }
      : skipToken,
  });

export function useBoats() {
  const { supabase, userId } = useOwner();
  return useQuery(boatsQuery(supabase, userId));
}

export function useSaveBoat() {
  return useOwnerMutation(
    async (supabase, userId, { id, input }: { id: string | null; input: BoatInput }) => {
      const row = await ownerCall(
        id
          ? supabase.from('boats').update(input).eq('id', id).select(BOAT_COLUMNS).single()
          : supabase
              .from('boats')
              .insert({ ...input, owner_id: userId })
              .select(BOAT_COLUMNS)
              .single(),
      );
      return boatOf(row);
    },
    (_boat, { id }) =>
      id ? 'Barco atualizado.' : 'Barco cadastrado. A equipe Maré vai verificá-lo.',
  );
}

export function useSetBoatStatus() {
  return useOwnerMutation(
    async (supabase, _userId, { id, status }: { id: string; status: BoatStatus; name: string }) => {
      await ownerCall(supabase.from('boats').update({ status }).eq('id', id));
    },
    (_result, { status, name }) =>
      status === 'retired' ? `${name} foi arquivado.` : `${name} voltou para a frota.`,
  );
}
