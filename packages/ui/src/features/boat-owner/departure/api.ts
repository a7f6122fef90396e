import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { operatorErrorMessage, type BoardingList, type DepartureManifest } from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import { useClock } from '../../../clock/index.ts';
import { RequestError } from '../../../backend/request-error.ts';

export const MANIFEST_MESSAGES = {
  loadFailed: 'Não foi possível carregar a lista de passageiros',
  forbidden:
    'Esta saída não é de um passeio seu, então a lista de passageiros não está disponível.',
  notFound: 'Não encontramos esta saída. Ela pode ter sido removida.',
  checkInFailed: 'Não foi possível registrar o check-in. Tente novamente.',
  cancelFailed: 'Não foi possível cancelar a saída. Nada foi alterado; tente novamente.',
  boardingListFailed: 'Não foi possível gerar a lista de embarque. Tente novamente.',
} as const;

/** A failed RPC as a RequestError: the refusal's pt-BR text, or `fallback`. */
function rpcError(
  error: { code?: string; message: string },
  status: number,
  fallback: string,
): RequestError {
  if (error.code === '42501') return new RequestError(MANIFEST_MESSAGES.forbidden, 403);
  if (error.code === 'P0001') {
    const message =
      error.message === 'not_found'
        ? MANIFEST_MESSAGES.notFound
        : operatorErrorMessage(error.message, fallback);
    return new RequestError(message, 400);
  }
  return new RequestError(fallback, status || undefined);
}

export const manifestKey = (departureId: string) => ['departure-manifest', departureId];

/** The owner's passenger list of one departure (departure_manifest, owner only). */
export function useDepartureManifest(departureId: string) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: manifestKey(departureId),
    queryFn: async (): Promise<DepartureManifest> => {
      const { data, error, status } = await supabase.rpc('departure_manifest', {
        p_departure: departureId,
      });
      if (error) throw rpcError(error, status, MANIFEST_MESSAGES.loadFailed);
      return data as DepartureManifest;
    },
  });
}

/**
 * The boarding list with full CPFs and birth dates (departure_boarding_list): fetched only when
 * asked for, since the server records every call.
 */
export function useBoardingList(departureId: string) {
  const { supabase } = useBackend();
  return useMutation({
    mutationFn: async (): Promise<BoardingList> => {
      const { data, error, status } = await supabase.rpc('departure_boarding_list', {
        p_departure: departureId,
      });
      if (error) throw rpcError(error, status, MANIFEST_MESSAGES.boardingListFailed);
      return data as BoardingList;
    },
    onError: (error) => toast.error(error.message),
  });
}

export interface CheckInChange {
  passengerId: string;
  name: string;
  checkedIn: boolean;
}

/**
 * Check-in and its undo. The box changes at once (the pier has no time to wait); a refusal puts
 * it back and says why. The toast offers "Desfazer".
 */
export function useCheckIn(departureId: string) {
  const { supabase } = useBackend();
  const clock = useClock();
  const queryClient = useQueryClient();
  const key = manifestKey(departureId);
  const setLocal = (passengerId: string, checkedInAt: string | null) =>
    queryClient.setQueryData<DepartureManifest>(key, (old) =>
      old
        ? {
            ...old,
            passengers: old.passengers.map((p) =>
              p.id === passengerId ? { ...p, checked_in_at: checkedInAt } : p,
            ),
          }
        : old,
    );

  const mutation = useMutation({
    mutationFn: async (change: CheckInChange) => {
      const { data, error, status } = await supabase.rpc('set_passenger_check_in', {
        p_passenger: change.passengerId,
        p_checked_in: change.checkedIn,
      });
      if (error) throw rpcError(error, status, MANIFEST_MESSAGES.checkInFailed);
      return data as { passenger_id: string; checked_in_at: string | null };
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient
        .getQueryData<DepartureManifest>(key)
        ?.passengers.find((p) => p.id === change.passengerId)?.checked_in_at;
      setLocal(change.passengerId, change.checkedIn ? clock().toISOString() : null);
      return { before: before ?? null };
    },
    onSuccess: (answer, change) => {
      setLocal(answer.passenger_id, answer.checked_in_at);
      toast.success(
        change.checkedIn
          ? `Check-in de ${change.name} registrado.`
          : `Check-in de ${change.name} desfeito.`,
        {
          action: {
            label: 'Desfazer',
            onClick: () => mutation.mutate({ ...change, checkedIn: !change.checkedIn }),
          },
        },
      );
    },
    onError: (error, change, context) => {
      setLocal(change.passengerId, context?.before ?? null);
      toast.error(error.message);
    },
  });
  return mutation;
}

export interface DepartureCancellation {
  departure_id: string;
  status: 'cancelled';
  bookings_cancelled: number;
  refunded_total: number;
}

/** cancel_departure: every booking cancelled, the paid ones refunded in full, buyers notified. */
export function useCancelDeparture(departureId: string) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string): Promise<DepartureCancellation> => {
      const { data, error, status } = await supabase.rpc('cancel_departure', {
        departure_id: departureId,
        reason,
      });
      if (error) throw rpcError(error, status, MANIFEST_MESSAGES.cancelFailed);
      return data as DepartureCancellation;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manifestKey(departureId) }),
  });
}
