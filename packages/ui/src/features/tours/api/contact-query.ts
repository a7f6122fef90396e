import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { toursKeys } from './keys.ts';
import { toursErrorMessage } from './messages.ts';

/**
 * How to reach the tour's boat owner (public.tour_contact): their WhatsApp in international digits,
 * or null when the boat owner gave none.
 */
export const fetchTourContact = (supabase: SupabaseClient, tourId: string) =>
  call(supabase.rpc('tour_contact', { tour_id: tourId }), toursErrorMessage('tour'));

export const tourContactQuery = (backend: () => Promise<Backend>, tourId: string) =>
  queryOptions({
    queryKey: toursKeys.contact(tourId),
    queryFn: async () => fetchTourContact((await backend()).supabase, tourId),
  });

export function useTourContact(tourId: string) {
  const backend = useBackendPromise();
  return useQuery(tourContactQuery(backend, tourId));
}
