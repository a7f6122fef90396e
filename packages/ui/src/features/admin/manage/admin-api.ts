import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useBackend } from '../../../backend/index.ts';
import { RequestError } from '../../../backend/request-error.ts';

export type UserRole = 'admin' | 'boat_owner' | 'service_provider' | 'user';
export type UserStatus = 'active' | 'blocked' | 'unconfirmed';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  is_master: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}
export interface AdminUserPage {
  total: number;
  page: number;
  page_size: number;
  users: AdminUser[];
}
export interface AdminUserDetail {
  user: AdminUser;
  profile: { nome: string; full_name: string; cidade: string; telefone: string | null } | null;
  block: { reason: string; blocked_at: string; blocked_by: string | null } | null;
  bookings: {
    id: string;
    code: string;
    status: string;
    total: number | null;
    tour_title: string;
    starts_at: string;
  }[];
  history: { id: number; action: string; actor: string | null; created_at: string }[];
}
export interface OwnerBoat {
  id: string;
  name: string;
  kind: string;
  registration: string;
  capacity: number;
  photos: string[];
  verification: 'pending' | 'approved' | 'refused';
  refusal_reason: string | null;
}
export interface QueueOwner {
  id: string;
  name: string;
  email: string;
  cidade: string | null;
  telefone: string | null;
  tax_id: string | null;
  boats: OwnerBoat[];
}
export type TourStatus = 'draft' | 'in_review' | 'published' | 'suspended';
export interface AdminTour {
  id: string;
  slug: string;
  title: string;
  status: TourStatus;
  owner_name: string;
  updated_at: string;
  upcoming_departures: number;
  active_bookings: number;
  unapproved_boats: number;
  last_note: { decision: string; comments: string; created_at: string } | null;
}
export interface TourDecision {
  status: TourStatus;
  departures_closed: number;
  departures_cancelled: number;
  bookings_cancelled: number;
  refunded_total: number;
}

export type ServiceReviewStatus = 'pending' | 'approved' | 'refused';
export interface AdminProviderService {
  id: string;
  title: string;
  description: string;
  /** Centavos; null is "sob consulta". */
  price: number | null;
  area: string;
  status: ServiceReviewStatus;
  refusal_reason: string | null;
  reviewed_at: string | null;
  updated_at: string;
  provider_id: string;
  provider_name: string;
  provider_type: string;
  provider_city: string;
}

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrador',
  boat_owner: 'Dono de barco',
  service_provider: 'Prestador de serviço',
  user: 'Usuário',
};
export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Ativo',
  blocked: 'Bloqueado',
  unconfirmed: 'E-mail não confirmado',
};
export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  draft: 'Rascunho',
  in_review: 'Em revisão',
  published: 'Publicado',
  suspended: 'Suspenso',
};

/** The database's refusal codes, in pt-BR. */
const REFUSALS: Record<string, string> = {
  master_protected: 'O administrador master não pode ser alterado nem bloqueado.',
  own_account: 'Você não pode alterar nem bloquear a sua própria conta.',
  master_only: 'Só o administrador master pode conceder ou retirar o papel de administrador.',
  invalid_role: 'Escolha um papel válido.',
  reason_required: 'Informe o motivo (de 3 a 500 caracteres).',
  already_blocked: 'Esta conta já está bloqueada.',
  not_blocked: 'Esta conta não está bloqueada.',
  not_found: 'Registro não encontrado. Atualize a página.',
  invalid_decision: 'Decisão inválida. Informe o motivo da recusa (ao menos 3 caracteres).',
  boat_has_published_departures:
    'Este barco tem saídas publicadas. Suspenda os passeios dele antes de retirar a aprovação.',
  boat_not_approved:
    'Há saídas deste passeio em barcos ainda não aprovados. Aprove os barcos em Donos de barco antes de publicar.',
  comments_required: 'Escreva um comentário para o dono do barco (de 3 a 2000 caracteres).',
  invalid_transition: 'O passeio mudou de situação. Atualize a página.',
  tour_changed:
    'O dono alterou este passeio enquanto você o lia. A prévia mostra agora a nova versão: confira antes de decidir.',
  service_changed:
    'O parceiro alterou este serviço enquanto você o lia. A fila mostra agora a nova versão: confira antes de decidir.',
  invalid_filter: 'Filtro inválido.',
  forbidden: 'Você não tem permissões administrativas',
};
export const PERMISSION_REFUSED = 'Você não tem permissões administrativas';
export const LOAD_ERROR = 'Não foi possível carregar os dados';

/** A failed call as a pt-BR error with its HTTP status (no retry on 4xx). */
function refusal(error: { code?: string; message: string } | null, status: number): RequestError {
  if (status === 401 || status === 403 || error?.code === '42501')
    return new RequestError(PERMISSION_REFUSED, status || 403);
  const text = error?.message ? REFUSALS[error.message] : undefined;
  return new RequestError(
    text ?? 'Não foi possível concluir. Tente novamente.',
    status || undefined,
  );
}

async function rpc<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown>) {
  const { data, error, status } = await supabase.rpc(name, args);
  if (error) throw refusal(error, status);
  return data as T;
}

export interface UserFilters {
  search: string;
  role: UserRole | '';
  status: UserStatus | '';
  page: number;
}
export const USERS_PAGE_SIZE = 20;

export function useAdminUsers(filters: UserFilters) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-users', filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      rpc<AdminUserPage>(supabase, 'admin_list_users', {
        ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
        ...(filters.role ? { role: filters.role } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        page: filters.page,
        page_size: USERS_PAGE_SIZE,
      }),
  });
}

/** Whether the signed-in admin is the bound master: only the master gives or takes the admin role. */
export function useIsMasterAdmin() {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-is-master'],
    staleTime: Infinity,
    queryFn: () => rpc<boolean>(supabase, 'am_i_master_admin', {}),
  });
}

export function useAdminUserDetail(userId: string | null) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-user', userId],
    enabled: Boolean(userId),
    queryFn: () => rpc<AdminUserDetail>(supabase, 'admin_user_detail', { user_id: userId }),
  });
}

/** After any admin write: lists and details read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'admin-users',
        'admin-user',
        'admin-owner-queue',
        'admin-tours',
        'admin-tour-content',
        'admin-service-queue',
      ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
}

export function useSetUserRole() {
  const { supabase } = useBackend();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { user: AdminUser; role: UserRole }) =>
      rpc<AdminUser>(supabase, 'admin_set_user_role', {
        user_id: input.user.id,
        role: input.role,
      }),
    onSuccess: async (user) => {
      toast.success(`Papel de ${user.name} alterado para ${ROLE_LABELS[user.role]}.`);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

/**
 * Block and unblock go through the Edge Function admin-block-user (the auth server's ban);
 * the mock backend answers it the same way.
 */
export function useBlockUser() {
  const { supabase } = useBackend();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      user: AdminUser;
      action: 'block' | 'unblock';
      reason?: string;
    }) => {
      const { data, error } = await supabase.functions.invoke<{ user: AdminUser }>(
        'admin-block-user',
        {
          body: {
            user_id: input.user.id,
            action: input.action,
            ...(input.reason ? { reason: input.reason } : {}),
          },
        },
      );
      if (error || !data) {
        const context = (error as { context?: unknown } | null)?.context;
        const response = context instanceof Response ? context : null;
        const body = response
          ? ((await response.json().catch(() => null)) as { error?: string } | null)
          : null;
        throw refusal(body?.error ? { message: body.error } : null, response?.status ?? 0);
      }
      return data.user;
    },
    onSuccess: async (user) => {
      toast.success(
        user.status === 'blocked'
          ? `Conta de ${user.name} bloqueada.`
          : `Conta de ${user.name} desbloqueada.`,
      );
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

export type VerificationFilter = 'pending' | 'refused' | 'approved' | 'all';

export function useOwnerQueue(filter: VerificationFilter) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-owner-queue', filter],
    queryFn: () => rpc<QueueOwner[]>(supabase, 'admin_boat_owner_queue', { verification: filter }),
  });
}

export function useReviewBoat() {
  const { supabase } = useBackend();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      boat: OwnerBoat;
      decision: 'approved' | 'refused';
      reason?: string;
    }) => {
      await rpc<null>(supabase, 'review_boat', {
        boat_id: input.boat.id,
        decision: input.decision,
        ...(input.reason ? { reason: input.reason } : {}),
      });
      return input;
    },
    onSuccess: async ({ boat, decision }) => {
      toast.success(decision === 'approved' ? `${boat.name} aprovado.` : `${boat.name} recusado.`);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useAdminTours(status: TourStatus | '') {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-tours', status],
    queryFn: () => rpc<AdminTour[]>(supabase, 'admin_list_tours', status ? { status } : {}),
  });
}

export interface TourContent {
  title: string;
  summary: string;
  place: string | null;
  beach_id: string | null;
  duration_minutes: number;
  price_adult: number;
  price_child: number;
  boarding_fee: number;
  itinerary: { title: string; description?: string; minutes?: number }[];
  included: string[];
  not_included: string[];
  what_to_bring: string[];
  meeting_point: { address?: string; instructions?: string };
}

/** The tour's own content for the preview (admins read every tour). */
export function useTourContent(tourId: string | null) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-tour-content', tourId],
    enabled: Boolean(tourId),
    queryFn: async () => {
      const { data, error, status } = await supabase
        .from('tours')
        .select(
          'title, summary, place, beach_id, duration_minutes, price_adult, price_child, boarding_fee, itinerary, included, not_included, what_to_bring, meeting_point',
        )
        .eq('id', tourId ?? '')
        .single<TourContent>();
      if (error) throw refusal(error, status);
      return data;
    },
  });
}

export function useDecideTour() {
  const { supabase } = useBackend();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      tour: AdminTour;
      decision: 'publish' | 'send_back' | 'suspend';
      comments?: string;
      cancelBookings?: boolean;
    }) => {
      const result = await rpc<TourDecision>(supabase, 'admin_decide_tour', {
        tour_id: input.tour.id,
        decision: input.decision,
        ...(input.comments ? { comments: input.comments } : {}),
        cancel_bookings: input.cancelBookings ?? false,
        // The version on screen: a tour edited since is refused, not published unseen.
        seen_updated_at: input.tour.updated_at,
      });
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
      // Refused because the tour changed: the list and the preview show the new version.
      if (error.message === REFUSALS.tour_changed) await refresh();
    },
  });
}

export type ServiceFilter = ServiceReviewStatus | 'all';

export function useServiceQueue(filter: ServiceFilter) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin-service-queue', filter],
    queryFn: () =>
      rpc<AdminProviderService[]>(supabase, 'admin_provider_service_queue', { status: filter }),
  });
}

/** Approves (publishes) or refuses a provider's service; the server writes the audit entry. */
export function useReviewService() {
  const { supabase } = useBackend();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      service: AdminProviderService;
      decision: 'approved' | 'refused';
      reason?: string;
    }) => {
      await rpc<unknown>(supabase, 'review_provider_service', {
        p_service: input.service.id,
        p_decision: input.decision,
        ...(input.reason ? { p_reason: input.reason } : {}),
        // The version on screen: a service edited since is refused, not approved unseen.
        p_seen_updated_at: input.service.updated_at,
      });
      return input;
    },
    onSuccess: async ({ service, decision }) => {
      toast.success(
        decision === 'approved'
          ? `"${service.title}" aprovado e publicado.`
          : `"${service.title}" recusado. ${service.provider_name} verá o motivo.`,
      );
      await refresh();
    },
    onError: async (error) => {
      toast.error(error.message);
      // Refused because the service changed: the queue shows the new version at once.
      if (error.message === REFUSALS.service_changed) await refresh();
    },
  });
}
