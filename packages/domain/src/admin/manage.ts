import { isRole } from '../auth/role.ts';
import type { Role } from '../auth/types.ts';
import type { Boat } from '../boat-owner/rows.ts';
import type { BookingStatus } from '../booking/shapes.ts';
import type { Tables } from '../database.ts';
import type { ServiceStatus } from '../provider/rows.ts';
import type { TourStatus } from '../tours/status.ts';

/**
 * What the admin's management functions answer (supabase/schema.sql: admin_list_users,
 * admin_user_detail, admin_boat_owner_queue, admin_list_tours, admin_decide_tour,
 * admin_provider_service_queue, review_provider_service): returns/admin.ts puts them in the typed
 * client.
 */

/** An account's state as admin_user_row works it out (not a column: auth.users' ban, e-mail). */
export type UserStatus = 'active' | 'blocked' | 'unconfirmed';

const USER_STATUSES: Record<UserStatus, true> = { active: true, blocked: true, unconfirmed: true };
const isUserStatus = (value: unknown): value is UserStatus =>
  typeof value === 'string' && Object.hasOwn(USER_STATUSES, value);

/** private.admin_user_row: one account as the admin sees it. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  is_master: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The account the Edge Function admin-block-user answers (`{ user }`, admin_user_row's shape),
 * checked field by field: a function's body is not typed by the schema. Null when it does not fit.
 */
export function blockedUserOf(body: unknown): AdminUser | null {
  const user = isRecord(body) ? body['user'] : undefined;
  if (!isRecord(user)) return null;
  const { id, email, name, role, status, is_master, created_at, last_sign_in_at } = user;
  const fits =
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    isRole(role) &&
    isUserStatus(status) &&
    typeof is_master === 'boolean' &&
    typeof created_at === 'string' &&
    (last_sign_in_at === null || typeof last_sign_in_at === 'string');
  return fits ? { id, email, name, role, status, is_master, created_at, last_sign_in_at } : null;
}

/** public.admin_list_users. */
export interface AdminUserPage {
  total: number;
  page: number;
  page_size: number;
  users: AdminUser[];
}

/** public.admin_user_detail. */
export interface AdminUserDetail {
  user: AdminUser;
  profile: Pick<Tables<'profiles'>, 'nome' | 'full_name' | 'cidade' | 'telefone' | 'bio'> | null;
  block: { reason: string; blocked_at: string; blocked_by: string | null } | null;
  bookings: {
    id: string;
    code: string;
    status: BookingStatus;
    total: number | null;
    created_at: string;
    tour_title: string;
    starts_at: string;
  }[];
  history: {
    id: number;
    action: string;
    actor: string | null;
    details: Record<string, unknown>;
    created_at: string;
  }[];
}

/** A boat of admin_boat_owner_queue. */
export type OwnerBoat = Omit<Boat, 'amenities'> & { created_at: string };

/** An owner of public.admin_boat_owner_queue, with the boats the filter kept. */
export interface QueueOwner {
  id: string;
  name: string;
  email: string;
  cidade: string | null;
  telefone: string | null;
  tax_id: string | null;
  boats: OwnerBoat[];
}

/** A tour of public.admin_list_tours. */
export interface AdminTour {
  id: string;
  slug: string;
  title: string;
  status: TourStatus;
  owner_id: string;
  owner_name: string;
  updated_at: string;
  upcoming_departures: number;
  active_bookings: number;
  unapproved_boats: number;
  last_note: { decision: string; comments: string; created_at: string } | null;
}

/** public.admin_decide_tour. */
export interface TourDecision {
  tour_id: string;
  status: TourStatus;
  departures_closed: number;
  departures_cancelled: number;
  bookings_cancelled: number;
  refunded_total: number;
}

/** A service of public.admin_provider_service_queue, with its provider. */
export type AdminProviderService = Pick<
  Tables<'provider_services'>,
  | 'id'
  | 'title'
  | 'description'
  | 'price'
  | 'area'
  | 'refusal_reason'
  | 'reviewed_at'
  | 'updated_at'
  | 'provider_id'
> & {
  status: ServiceStatus;
  provider_name: string;
  provider_type: string;
  provider_city: string;
  /** What approving verifies (service_providers.cadastur_verified_at); null for a restaurant without one. */
  provider_cadastur: string | null;
  provider_cadastur_verified_at: string | null;
  duration_minutes: number | null;
  /** "Inclui": a JSON array of texts. */
  included: string[];
};

/** public.review_provider_service. */
export interface ServiceReview {
  id: string;
  status: ServiceStatus;
  refusal_reason: string | null;
}

export const ROLE_LABELS: Record<Role, string> = {
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
