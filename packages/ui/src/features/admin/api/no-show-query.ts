import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminErrorMessage, boatOwnerRefusal } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { useAdminRefresh } from './refresh.ts';

export interface AdminNoShowChange {
  bookingId: string;
  code: string;
  noShow: boolean;
}

/**
 * set_booking_no_show for an admin: after the start, a paid booking nobody came for is marked (or
 * the mark undone); the server audits it with the admin's name. The refusals are the owner's
 * (the same rules); the report, the figures and the audit log read again.
 */
export function useAdminMarkNoShow() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: (change: AdminNoShowChange) =>
      call(
        supabase.rpc('set_booking_no_show', {
          p_booking: change.bookingId,
          p_no_show: change.noShow,
        }),
        (code, detail) => boatOwnerRefusal(code, detail) ?? adminErrorMessage(code),
      ),
    onSuccess: async (_answer, change) => {
      toast.success(
        change.noShow
          ? `Reserva ${change.code} marcada como não compareceu.`
          : `Reserva ${change.code} desmarcada: volta a constar como paga.`,
      );
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}
