import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  boatOwnerRefusal,
  type CancelReasonChoice,
  type DepartureCancellation,
  type DepartureManifest,
  type SupabaseClient,
} from '@mare/domain';
import { useBackend, type ErrorMessages } from '../../../backend/index.ts';
import { useClock } from '../../../clock/index.ts';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall } from './owner.ts';

export const MANIFEST_MESSAGES = {
  loadFailed: 'Não foi possível carregar a lista de passageiros',
  forbidden:
    'Esta saída não é de um passeio seu, então a lista de passageiros não está disponível.',
  notFound: 'Não encontramos esta saída. Ela pode ter sido removida.',
  checkInFailed: 'Não foi possível registrar o check-in. Tente novamente.',
  cancelFailed: 'Não foi possível cancelar a saída. Nada foi alterado; tente novamente.',
  boardingListFailed: 'Não foi possível gerar a lista de embarque. Tente novamente.',
} as const;

/**
 * The passenger list's failures: someone else's departure, a missing one, the owner's refusals,
 * and otherwise what the call was for (`failed`), the network and the server included.
 */
const manifestErrorMessage =
  (failed: string): ErrorMessages =>
  (code, detail) => {
    if (code === 'permission') return MANIFEST_MESSAGES.forbidden;
    if (code === 'not_found') return MANIFEST_MESSAGES.notFound;
    return boatOwnerRefusal(code, detail) ?? failed;
  };

/** The owner's passenger list of one departure (departure_manifest, owner only). */
export const manifestQuery = (supabase: SupabaseClient, departureId: string) =>
  queryOptions({
    queryKey: boatOwnerKeys.manifest(departureId),
    queryFn: () =>
      ownerCall(
        supabase.rpc('departure_manifest', { p_departure: departureId }),
        manifestErrorMessage(MANIFEST_MESSAGES.loadFailed),
      ),
  });

export function useDepartureManifest(departureId: string) {
  const { supabase } = useBackend();
  return useQuery(manifestQuery(supabase, departureId));
}

/**
 * The boarding list with full CPFs and birth dates (departure_boarding_list): fetched only when
 * asked for, since the server records every call.
 */
export function useBoardingList(departureId: string) {
  const { supabase } = useBackend();
  return useMutation({
    mutationFn: () =>
      ownerCall(
        supabase.rpc('departure_boarding_list', { p_departure: departureId }),
        manifestErrorMessage(MANIFEST_MESSAGES.boardingListFailed),
      ),
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
  const key = boatOwnerKeys.manifest(departureId);
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
    mutationFn: (change: CheckInChange) =>
      ownerCall(
        supabase.rpc('set_passenger_check_in', {
          p_passenger: change.passengerId,
          p_checked_in: change.checkedIn,
        }),
        manifestErrorMessage(MANIFEST_MESSAGES.checkInFailed),
      ),
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

/** The reason the owner picked, and their words (the detail, or the whole reason for "other"). */
export interface CancelDepartureReason {
  code: CancelReasonChoice;
  details: string;
}

/**
 * cancel_departure_with_reason: the reason from the list is recorded with the departure, every
 * booking cancelled, the paid ones refunded in full, buyers notified.
 */
export const cancelDeparture = (
  supabase: SupabaseClient,
  departureId: string,
  reason: CancelDepartureReason,
) =>
  ownerCall(
    supabase.rpc('cancel_departure_with_reason', {
      departure_id: departureId,
      reason_code: reason.code,
      details: reason.details.trim() || undefined,
    }),
    manifestErrorMessage(MANIFEST_MESSAGES.cancelFailed),
  );

/**
 * Cancelling a departure changes its status, its bookings and the money everywhere the owner
 * looks (the departures list and calendar, Início's figures, the revenue): all the owner's data is
 * read again, not only this passenger list.
 */
export const cancelDepartureMutation = (
  queryClient: QueryClient,
  cancel: (reason: CancelDepartureReason) => Promise<DepartureCancellation>,
) =>
  mutationOptions({
    mutationFn: cancel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boatOwnerKeys.all }),
  });

export function useCancelDeparture(departureId: string) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation(
    cancelDepartureMutation(queryClient, (reason) =>
      cancelDeparture(supabase, departureId, reason),
    ),
  );
}
