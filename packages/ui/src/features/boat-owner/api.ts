import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  AUTH_MESSAGES,
  boatOwnerErrorMessage,
  TOUR_MISSING_LABELS,
  type SeatKind,
  type ServerLayout,
  type LayoutPayload,
} from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { RequestError } from '../../backend/request-error.ts';

export type BoatKind = 'escuna' | 'lancha' | 'catamara' | 'saveiro' | 'jangada' | 'outro';
export type Verification = 'pending' | 'approved' | 'refused';
export type BoatStatus = 'active' | 'maintenance' | 'retired';
export type TourStatus = 'draft' | 'in_review' | 'published' | 'suspended';
export type DepartureStatus = 'scheduled' | 'confirmed' | 'closed' | 'cancelled' | 'departed';

export interface Boat {
  id: string;
  name: string;
  kind: BoatKind;
  registration: string;
  capacity: number;
  photos: string[];
  amenities: string[];
  status: BoatStatus;
  verification: Verification;
  refusal_reason: string | null;
}

export interface ItineraryStop {
  title: string;
  description?: string;
  minutes?: number;
}

export interface CancellationTier {
  hours_before: number;
  percent: number;
}

export interface Tour {
  id: string;
  beach_id: string | null;
  place: string | null;
  slug: string;
  title: string;
  summary: string;
  itinerary: ItineraryStop[];
  included: string[];
  not_included: string[];
  meeting_point: { address?: string; instructions?: string; latitude?: number; longitude?: number };
  what_to_bring: string[];
  duration_minutes: number;
  minimum_age: number;
  price_adult: number;
  price_child: number;
  child_max_age: number;
  lap_max_age: number | null;
  boarding_fee: number;
  cancellation_tiers: CancellationTier[];
  photos: string[];
  status: TourStatus;
  default_boat_id: string | null;
}

export type TourInput = Omit<Tour, 'id' | 'status'>;

export interface Departure {
  id: string;
  tour_id: string;
  boat_id: string;
  starts_at: string;
  status: DepartureStatus;
  cancel_reason: string | null;
  sales_cutoff_at: string;
  min_passengers: number;
  note: string | null;
  tour: { title: string } | null;
  boat: { name: string; capacity: number } | null;
  bookings: { seat_count: number; lap_count: number; status: string }[];
}

/** People on board (held, awaiting payment or confirmed), lap children included. */
export const onBoard = (departure: Pick<Departure, 'bookings'>) =>
  departure.bookings
    .filter((b) => ['held', 'awaiting_payment', 'confirmed'].includes(b.status))
    .reduce((n, b) => n + b.seat_count + b.lap_count, 0);

interface PostgrestLike {
  code?: string;
  message?: string;
  details?: string;
}

/** A failed call in pt-BR: the refusal's own message, "not allowed", or the network. */
export function requestError(error: unknown, status?: number): RequestError {
  const e = (error ?? {}) as PostgrestLike;
  if (!status && !e.code) {
    return new RequestError(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
  }
  // The status refusal is a 42501 too, with its own explanation.
  if (e.message === 'tour_status_locked')
    return new RequestError(boatOwnerErrorMessage(e.message), 403);
  if (e.code === '42501') return new RequestError('Você não tem permissão para alterar isto.', 403);
  if (e.code === '23505') return new RequestError(boatOwnerErrorMessage('slug_taken'), 409);
  if (e.message === 'tour_incomplete' && e.details) {
    try {
      const missing = (JSON.parse(e.details) as { missing?: string[] }).missing ?? [];
      return new RequestError(
        `Antes de enviar para revisão, preencha: ${missing.map((m) => TOUR_MISSING_LABELS[m] ?? m).join(', ')}.`,
        400,
      );
    } catch {
      // fall through to the general message
    }
  }
  if (status && status >= 500)
    return new RequestError('O servidor falhou. Tente novamente em instantes.', status);
  return new RequestError(boatOwnerErrorMessage(e.message), status);
}

const BOAT_COLUMNS =
  'id, name, kind, registration, capacity, photos, amenities, status, verification, refusal_reason';
const TOUR_COLUMNS =
  'id, beach_id, place, slug, title, summary, itinerary, included, not_included, meeting_point, what_to_bring, duration_minutes, minimum_age, price_adult, price_child, child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status, default_boat_id';
const DEPARTURE_COLUMNS =
  'id, tour_id, boat_id, starts_at, status, cancel_reason, sales_cutoff_at, min_passengers, note, tour:tours(title), boat:boats(name, capacity), bookings(seat_count, lap_count, status)';

export const boatOwnerKeys = {
  all: (userId: string | undefined) => ['boat-owner', userId] as const,
  boats: (userId: string | undefined) => ['boat-owner', userId, 'boats'] as const,
  layout: (userId: string | undefined, boatId: string) =>
    ['boat-owner', userId, 'layout', boatId] as const,
  tours: (userId: string | undefined) => ['boat-owner', userId, 'tours'] as const,
  departures: (userId: string | undefined, from: string, to: string) =>
    ['boat-owner', userId, 'departures', from, to] as const,
  awaiting: (userId: string | undefined) => ['boat-owner', userId, 'awaiting'] as const,
  taxId: (userId: string | undefined) => ['boat-owner', userId, 'tax-id'] as const,
};

function useOwner() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return { supabase, userId: user?.id };
}

export function useBoats() {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.boats(userId),
    enabled: Boolean(userId),
    queryFn: async (): Promise<Boat[]> => {
      const { data, error, status } = await supabase
        .from('boats')
        .select(BOAT_COLUMNS)
        .eq('owner_id', userId ?? '')
        .order('name');
      if (error) throw requestError(error, status);
      return data as Boat[];
    },
  });
}

export function useTours() {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.tours(userId),
    enabled: Boolean(userId),
    queryFn: async (): Promise<Tour[]> => {
      const { data, error, status } = await supabase
        .from('tours')
        .select(TOUR_COLUMNS)
        .eq('owner_id', userId ?? '')
        .order('title');
      if (error) throw requestError(error, status);
      return data as Tour[];
    },
  });
}

/** The owner's departures in [from, to), by start. */
export function useDepartures(from: string, to: string) {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.departures(userId, from, to),
    enabled: Boolean(userId),
    queryFn: async (): Promise<Departure[]> => {
      const { data, error, status } = await supabase
        .from('departures')
        .select(`${DEPARTURE_COLUMNS}, owner:tours!inner(owner_id)`)
        .eq('owner.owner_id', userId ?? '')
        .gte('starts_at', from)
        .lt('starts_at', to)
        .order('starts_at');
      if (error) throw requestError(error, status);
      return (data as unknown as (Departure & { owner?: unknown })[]).map(
        ({ owner: _owner, ...d }) => d,
      );
    },
  });
}

export interface AwaitingBooking {
  id: string;
  code: string;
  seat_count: number;
  total: number | null;
  hold_expires_at: string;
  starts_at: string;
  tour_title: string;
}

/** Bookings of the owner's departures waiting for their Pix (no buyer contact: the server decides). */
export function useAwaitingPayment() {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.awaiting(userId),
    enabled: Boolean(userId),
    queryFn: async (): Promise<AwaitingBooking[]> => {
      const { data, error, status } = await supabase.rpc('owner_awaiting_payments');
      if (error) throw requestError(error, status);
      return data as AwaitingBooking[];
    },
  });
}

/** A write with its toast, its pt-BR failure and a refresh of the owner's data. */
function useOwnerMutation<V, R>(
  run: (
    supabase: ReturnType<typeof useBackend>['supabase'],
    userId: string,
    variables: V,
  ) => Promise<R>,
  success: (result: R, variables: V) => string,
  extraKeys: (variables: V) => QueryKey[] = () => [],
) {
  const { supabase, userId } = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<R> => {
      if (!userId) throw new RequestError(AUTH_MESSAGES.notAuthenticated, 401);
      return run(supabase, userId, variables);
    },
    onSuccess: async (result, variables) => {
      toast.success(success(result, variables));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: boatOwnerKeys.all(userId) }),
        ...extraKeys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}

export type BoatInput = Omit<Boat, 'id' | 'verification' | 'refusal_reason' | 'status'> & {
  status?: BoatStatus;
};

export function useSaveBoat() {
  return useOwnerMutation(
    async (supabase, userId, { id, input }: { id: string | null; input: BoatInput }) => {
      const query = id
        ? supabase.from('boats').update(input).eq('id', id)
        : supabase.from('boats').insert({ ...input, owner_id: userId });
      const { data, error, status } = await query.select(BOAT_COLUMNS).single();
      if (error) throw requestError(error, status);
      return data as Boat;
    },
    (_boat, { id }) =>
      id ? 'Barco atualizado.' : 'Barco cadastrado. A equipe Maré vai verificá-lo.',
  );
}

export function useSetBoatStatus() {
  return useOwnerMutation(
    async (
      supabase,
      _userId,
      { id, status: next }: { id: string; status: BoatStatus; name: string },
    ) => {
      const { error, status } = await supabase.from('boats').update({ status: next }).eq('id', id);
      if (error) throw requestError(error, status);
    },
    (_r, { status: next, name }) =>
      next === 'retired' ? `${name} foi arquivado.` : `${name} voltou para a frota.`,
  );
}

export function useBoatLayout(boatId: string) {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.layout(userId, boatId),
    enabled: Boolean(userId),
    queryFn: async (): Promise<ServerLayout> => {
      const { data, error, status } = await supabase.rpc('owner_boat_layout', { boat_id: boatId });
      if (error) throw requestError(error, status);
      return data as ServerLayout;
    },
  });
}

export function useSaveLayout(boatId: string) {
  const { supabase, userId } = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LayoutPayload): Promise<ServerLayout> => {
      const { data, error, status } = await supabase.rpc('save_boat_layout', {
        boat_id: boatId,
        zones: payload.zones,
        seats: payload.seats,
      });
      if (error) throw requestError(error, status);
      return data as ServerLayout;
    },
    onSuccess: (layout) => {
      queryClient.setQueryData(boatOwnerKeys.layout(userId, boatId), layout);
      toast.success('Mapa de lugares salvo.');
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useSaveTour() {
  return useOwnerMutation(
    async (
      supabase,
      userId,
      { id, input }: { id: string | null; status?: TourStatus; input: TourInput },
    ) => {
      const query = id
        ? supabase.from('tours').update(input).eq('id', id)
        : supabase.from('tours').insert({ ...input, owner_id: userId });
      const { data, error, status } = await query.select(TOUR_COLUMNS).single();
      if (error) throw requestError(error, status);
      return data as Tour;
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
    async (supabase, _userId, { id }: { id: string; title: string }) => {
      const { error, status } = await supabase.rpc('submit_tour_for_review', { tour_id: id });
      if (error) throw requestError(error, status);
    },
    (_r, { title }) => `${title} foi enviado para revisão.`,
  );
}

export function useWithdrawTour() {
  return useOwnerMutation(
    async (supabase, _userId, { id }: { id: string; title: string }) => {
      const { error, status } = await supabase.rpc('withdraw_tour_from_review', { tour_id: id });
      if (error) throw requestError(error, status);
    },
    (_r, { title }) => `${title} voltou para rascunho.`,
  );
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
    async (supabase, _userId, input: ScheduleInput) => {
      const { data, error, status } = await supabase.rpc('schedule_departures', {
        tour_id: input.tourId,
        boat_id: input.boatId,
        starts_at: input.startsAt,
        cutoff_minutes: input.cutoffMinutes,
        min_passengers: input.minPassengers,
        note: input.note.trim() || null,
      });
      if (error) throw requestError(error, status);
      return data as { created: number; skipped: number };
    },
    ({ created, skipped }) =>
      `${created} ${created === 1 ? 'saída agendada' : 'saídas agendadas'}` +
      (skipped ? ` (${skipped} já existia${skipped === 1 ? '' : 'm'}).` : '.'),
  );
}

export function useSetSales() {
  return useOwnerMutation(
    async (supabase, _userId, { id, open }: { id: string; open: boolean }) => {
      const { error, status } = await supabase.rpc('set_departure_sales', {
        departure_id: id,
        open,
      });
      if (error) throw requestError(error, status);
    },
    (_r, { open }) => (open ? 'Vendas reabertas.' : 'Vendas encerradas para esta saída.'),
  );
}

export function useChangeBoat() {
  return useOwnerMutation(
    async (supabase, _userId, { id, boatId }: { id: string; boatId: string; boatName: string }) => {
      const { data, error, status } = await supabase.rpc('change_departure_boat', {
        departure_id: id,
        boat_id: boatId,
      });
      if (error) throw requestError(error, status);
      return data as { seats_moved: number };
    },
    (_r, { boatName }) => `A saída agora é no ${boatName}.`,
  );
}

export interface DeparturePatch {
  sales_cutoff_at: string;
  min_passengers: number;
  note: string | null;
}

export function useUpdateDeparture() {
  return useOwnerMutation(
    async (supabase, _userId, { id, patch }: { id: string; patch: DeparturePatch }) => {
      const { error, status } = await supabase.from('departures').update(patch).eq('id', id);
      if (error) throw requestError(error, status);
    },
    () => 'Saída atualizada.',
  );
}

export const SEAT_KIND_LABELS: Record<SeatKind, string> = {
  passenger: 'Passageiro',
  accessible: 'Acessível',
  crew: 'Tripulação',
  blocked: 'Bloqueado',
};

/** The owner's CPF or CNPJ (digits) that the team checks before approving boats; null if none. */
export function useTaxId() {
  const { supabase, userId } = useOwner();
  return useQuery({
    queryKey: boatOwnerKeys.taxId(userId),
    enabled: Boolean(userId),
    queryFn: async (): Promise<string | null> => {
      const { data, error, status } = await supabase
        .from('boat_owner_documents')
        .select('tax_id')
        .eq('id', userId ?? '')
        .maybeSingle();
      if (error) throw requestError(error, status);
      return data?.tax_id ?? null;
    },
  });
}

/** Records the CPF or CNPJ: the first time a new row, afterwards a change of it. */
export function useSaveTaxId() {
  return useOwnerMutation(
    async (supabase, userId, { taxId, saved }: { taxId: string; saved: boolean }) => {
      const { error, status } = saved
        ? await supabase.from('boat_owner_documents').update({ tax_id: taxId }).eq('id', userId)
        : await supabase.from('boat_owner_documents').insert({ id: userId, tax_id: taxId });
      if (error) throw requestError(error, status);
    },
    () => 'Documento salvo. A equipe Maré confere antes de aprovar seus barcos.',
  );
}
