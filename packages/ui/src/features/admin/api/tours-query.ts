import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  adminErrorMessage,
  readItinerary,
  readMeetingPoint,
  readStrings,
  type AdminTour,
  type SupabaseClient,
  type TourStatus,
} from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { adminKeys } from './keys.ts';
import { changedMeanwhile, useAdminRefresh } from './refresh.ts';

/** Tours by status ('' for all), those in review first (admin_list_tours). */
export const adminToursQuery = (supabase: SupabaseClient, status: TourStatus | '') =>
  queryOptions({
    queryKey: adminKeys.tours(status),
    queryFn: () =>
      call(supabase.rpc('admin_list_tours', status ? { status } : {}), adminErrorMessage),
  });

export function useAdminTours(status: TourStatus | '') {
  const { supabase } = useBackend();
  return useQuery(adminToursQuery(supabase, status));
}

const CONTENT_COLUMNS =
  'title, summary, place, beach_id, duration_minutes, price_adult, price_child, boarding_fee, itinerary, included, not_included, what_to_bring, meeting_point';

/** The tour's own content for the preview (admins read every tour). */
export const tourContentQuery = (supabase: SupabaseClient, tourId: string | null) =>
  queryOptions({
    queryKey: adminKeys.tourContent(tourId),
    queryFn: tourId
      ? async () => {
          const row = await call(
            supabase.from('tours').select(CONTENT_COLUMNS).eq('id', tourId).single(),
            adminErrorMessage,
          );
          return {
            ...row,
            itinerary: readItinerary(row.itinerary),
            included: readStrings(row.included),
            not_included: readStrings(row.not_included),
            what_to_bring: readStrings(row.what_to_bring),
            meeting_point: readMeetingPoint(row.meeting_point),
          };
        }
      : skipToken,
  });

export function useTourContent(tourId: string | null) {
  const { supabase } = useBackend();
  return useQuery(tourContentQuery(supabase, tourId));
}

export function useDecideTour() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: async (input: {
      tour: AdminTour;
      decision: 'publish' | 'send_back' | 'suspend';
      comments?: string;
      cancelBookings?: boolean;
    }) => {
      const result = await call(
        supabase.rpc('admin_decide_tour', {
          tour_id: input.tour.id,
          decision: input.decision,
          ...(input.comments ? { comments: input.comments } : {}),
          cancel_bookings: input.cancelBookings ?? false,
          // The version on screen: a tour edited since is refused, not published unseen.
          seen_updated_at: input.tour.updated_at,
        }),
        adminErrorMessage,
      );
      return { ...input, result };
    },
    onSuccess: async ({ tour, decision, result }) => {
      const text =
        decision === 'publish'
          ? `"${tour.title}" publicado.`
          : decision === 'send_back'
            ? `"${tour.title}" devolvido ao dono com os seus comentários.`
            : result.bookings_cancelled > 0
              ? `"${tour.title}" suspenso: ${result.bookings_cancelled} reservas canceladas e reembolsadas.`
              : `"${tour.title}" suspenso: ${result.departures_closed} saídas fechadas, reservas mantidas.`;
      toast.success(text);
      await refresh();
    },
    onError: async (error) => {
      toast.error(error.message);
      if (changedMeanwhile(error)) await refresh();
    },
  });
}
