import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../../../backend/index.ts';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall } from './owner.ts';

/** Whether a booking's cancellation e-mail went out (public.departure_email_reach). */
export interface EmailReach {
  booking_id: string;
  status: 'sent' | 'pending' | 'failed';
  sent_at: string | null;
}

/**
 * Per booking of a cancelled departure, the cancellation e-mail's state, so the owner's WhatsApp
 * list shows who was reached. Under the manifest's key: what refreshes the list refreshes it. Asked
 * again every 5 s while an e-mail is still on its way.
 */
export function useEmailReach(departureId: string) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: [...boatOwnerKeys.manifest(departureId), 'email-reach'] as const,
    queryFn: async () =>
      (await ownerCall(
        supabase.rpc('departure_email_reach', { p_departure: departureId }),
      )) as unknown as EmailReach[],
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'pending') ? 5_000 : false,
  });
}
