import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { tourOf, type SupabaseClient, type TourInput, type TourStatus } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner, useOwnerMutation } from './owner.ts';

const TOUR_COLUMNS =
  'id, beach_id, place, slug, title, summary, itinerary, included, not_included, meeting_point, what_to_bring, duration_minutes, minimum_age, price_adult, price_child, child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status, default_boat_id, tide_rule';

/** The owner's tours, by title. */
export const toursQuery = (supabase: SupabaseClient, userId: string | undefined) =>
  queryOptions({
    queryKey: boatOwnerKeys.tours(userId),
    queryFn: userId
      ? async () => {
          const rows = await ownerCall(
            supabase.from('tours').select(TOUR_COLUMNS).eq('owner_id', userId).order('title'),
          );
          return rows.map(tourOf);
        }
      : skipToken,
  });

export function useTours() {
  const { supabase, userId } = useOwner();
  return useQuery(toursQuery(supabase, userId));
}

export function useSaveTour() {
  return useOwnerMutation(
    async (
      supabase,
      userId,
      { id, input }: { id: string | null; status?: TourStatus; input: TourInput },
    ) => {
      const row = await ownerCall(
        id
          ? supabase.from('tours').update(input).eq('id', id).select(TOUR_COLUMNS).single()
          : supabase
              .from('tours')
              .insert({ ...input, owner_id: userId })
              .select(TOUR_COLUMNS)
              .single(),
      );
      return tourOf(row);
    },
    // The database decides what sends a published tour back to review; the toast says when it did.
    (tour, { id, status: before }) =>
      !id
        ? 'Rascunho do passeio criado.'
        : before === 'published' && tour.status === 'in_review'
          ? 'Passeio salvo e devolvido para revisão: as vendas ficam pausadas até a aprovação.'
          : 'Passeio salvo.',
  );
}

export function useSubmitTour() {
  return useOwnerMutation(
    (supabase, _userId, { id }: { id: string; title: string }) =>
      ownerCall(supabase.rpc('submit_tour_for_review', { tour_id: id })),
    (_result, { title }) => `${title} foi enviado para revisão.`,
  );
}

export function useWithdrawTour() {
  return useOwnerMutation(
    (supabase, _userId, { id }: { id: string; title: string }) =>
      ownerCall(supabase.rpc('withdraw_tour_from_review', { tour_id: id })),
    (_result, { title }) => `${title} voltou para rascunho.`,
  );
}
