import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { boatOwnerRefusal } from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall } from './owner.ts';

export const NO_SHOW_MESSAGES = {
  failed: 'Não foi possível registrar. Nada foi alterado; tente novamente.',
} as const;

export interface NoShowChange {
  bookingId: string;
  code: string;
  noShow: boolean;
}

/**
 * set_booking_no_show: after the start, a paid booking nobody came for is marked (or the mark
 * undone). The buyer's "Minhas reservas" and the owner's figures read it, so all is read again.
 */
export function useMarkNoShow() {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NoShowChange) =>
      ownerCall(
        supabase.rpc('set_booking_no_show', {
          p_booking: change.bookingId,
          p_no_show: change.noShow,
        }),
        (code, detail) => boatOwnerRefusal(code, detail) ?? NO_SHOW_MESSAGES.failed,
      ),
    onSuccess: async (_answer, change) => {
      toast.success(
        change.noShow
          ? `Reserva ${change.code} marcada como não compareceu.`
          : `Reserva ${change.code} desmarcada: volta a constar como paga.`,
      );
      await queryClient.invalidateQueries({ queryKey: boatOwnerKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
}
