import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { departureOf, type DeparturePatch, type SupabaseClient } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner, useOwnerMutation } from './owner.ts';

/** A departure with its tour's title, its boat and its bookings; `owner` filters by the tour's owner. */
const DEPARTURE_COLUMNS =
  'id, tour_id, boat_id, starts_at, status, cancel_reason, sales_cutoff_at, min_passengers, note, tour:tours(title), boat:boats(name, capacity), bookings(seat_count, lap_count, status), owner:tours!inner(owner_id)';

/** The owner's departures in [from, to), by start. */
export const departuresQuery = (
  supabase: SupabaseClient,
  userId: string | undefined,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: boatOwnerKeys.departures(userId, from, to),
    queryFn: userId
      ? async () => {
          const rows = await ownerCall(
            supabase
              .from('departures')
              .select(DEPARTURE_COLUMNS)
              .eq('owner.owner_id', userId)
              .gte('starts_at', from)
              .lt('starts_at', to)
              .order('starts_at'),
          );
          return rows.map(({ owner: _owner, ...row }) => departureOf(row));
        }
      : skipToken,
  });

export function useDepartures(from: string, to: string) {
  const { supabase, userId } = useOwner();
  return useQuery(departuresQuery(supabase, userId, from, to));
}

/** Bookings of the owner's departures waiting for their Pix (no buyer contact: the server decides). */
export const awaitingPaymentQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: boatOwnerKeys.awaiting(userId),
    queryFn: userId ? () => ownerCall(supabase.rpc('owner_awaiting_payments')) : skipToken,
  });

export function useAwaitingPayment() {
  const { supabase, userId } = useOwner();
  return useQuery(awaitingPaymentQuery(supabase, userId));
}

export interface ScheduleInput {
  tourId: string;
  boatId: string;
  startsAt: string[];
  cutoffMinutes: number;
  minPassengers: number;
  note: string;
}

export function useScheduleDepartures() {
  return useOwnerMutation(
    (supabase, _userId, input: ScheduleInput) =>
      ownerCall(
        supabase.rpc('schedule_departures', {
          tour_id: input.tourId,
          boat_id: input.boatId,
          starts_at: input.startsAt,
          cutoff_minutes: input.cutoffMinutes,
          min_passengers: input.minPassengers,
          // Left out, the note is the function's default: none.
          note: input.note.trim() || undefined,
        }),
      ),
    ({ created, skipped }) =>
      `${created} ${created === 1 ? 'saída agendada' : 'saídas agendadas'}` +
      (skipped ? ` (${skipped} já existia${skipped === 1 ? '' : 'm'}).` : '.'),
  );
}

export function useSetSales() {
  return useOwnerMutation(
    (supabase, _userId, { id, open }: { id: string; open: boolean }) =>
      ownerCall(supabase.rpc('set_departure_sales', { departure_id: id, open })),
    (_result, { open }) => (open ? 'Vendas reabertas.' : 'Vendas encerradas para esta saída.'),
  );
}

export function useChangeBoat() {
  return useOwnerMutation(
    (supabase, _userId, { id, boatId }: { id: string; boatId: string; boatName: string }) =>
      ownerCall(supabase.rpc('change_departure_boat', { departure_id: id, boat_id: boatId })),
    (_result, { boatName }) => `A saída agora é no ${boatName}.`,
  );
}

export function useUpdateDeparture() {
  return useOwnerMutation(
    async (supabase, _userId, { id, patch }: { id: string; patch: DeparturePatch }) => {
      await ownerCall(supabase.from('departures').update(patch).eq('id', id));
    },
    () => 'Saída atualizada.',
  );
}
