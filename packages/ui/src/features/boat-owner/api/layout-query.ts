import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { LayoutPayload, SupabaseClient } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner } from './owner.ts';

/** A boat's zones and seats (owner_boat_layout), with which seats are sold. */
export const boatLayoutQuery = (
  supabase: SupabaseClient,
  userId: string | undefined,
  boatId: string,
) =>
  queryOptions({
    queryKey: boatOwnerKeys.layout(userId, boatId),
    queryFn: userId
      ? () => ownerCall(supabase.rpc('owner_boat_layout', { boat_id: boatId }))
      : skipToken,
  });

export function useBoatLayout(boatId: string) {
  const { supabase, userId } = useOwner();
  return useQuery(boatLayoutQuery(supabase, userId, boatId));
}

/** Saves the seat map; the answer is the layout as saved, put straight in the cache. */
export function useSaveLayout(boatId: string) {
  const { supabase, userId } = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LayoutPayload) =>
      ownerCall(
        supabase.rpc('save_boat_layout', {
          boat_id: boatId,
          zones: payload.zones,
          seats: payload.seats,
        }),
      ),
    onSuccess: (layout) => {
      queryClient.setQueryData(boatOwnerKeys.layout(userId, boatId), layout);
      toast.success('Mapa de lugares salvo.');
    },
    onError: (error) => toast.error(error.message),
  });
}
