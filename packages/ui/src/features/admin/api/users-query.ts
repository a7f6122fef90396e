import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  adminErrorMessage,
  blockedUserOf,
  ROLE_LABELS,
  type AdminUser,
  type Role,
  type SupabaseClient,
} from '@mare/domain';
import { call, toRequestError, useBackend, type RequestError } from '../../../backend/index.ts';
import { adminKeys, type UserFilters } from './keys.ts';
import { useAdminRefresh } from './refresh.ts';

export const USERS_PAGE_SIZE = 20;

/** One page of accounts, filtered (admin_list_users). */
export const adminUsersQuery = (supabase: SupabaseClient, filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(
        supabase.rpc('admin_list_users', {
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
          ...(filters.role ? { role: filters.role } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          page: filters.page,
          page_size: USERS_PAGE_SIZE,
        }),
        adminErrorMessage,
      ),
  });

export function useAdminUsers(filters: UserFilters) {
  const { supabase } = useBackend();
  return useQuery(adminUsersQuery(supabase, filters));
}

/** Whether the signed-in admin is the bound master: only the master gives or takes the admin role. */
export const isMasterAdminQuery = (supabase: SupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.isMaster(),
    staleTime: Infinity,
    queryFn: () => call(supabase.rpc('am_i_master_admin'), adminErrorMessage),
  });

export function useIsMasterAdmin() {
  const { supabase } = useBackend();
  return useQuery(isMasterAdminQuery(supabase));
}

/** An account with its profile, block, bookings and history (admin_user_detail). */
export const adminUserDetailQuery = (supabase: SupabaseClient, userId: string | null) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: userId
      ? () => call(supabase.rpc('admin_user_detail', { user_id: userId }), adminErrorMessage)
      : skipToken,
  });

export function useAdminUserDetail(userId: string | null) {
  const { supabase } = useBackend();
  return useQuery(adminUserDetailQuery(supabase, userId));
}

export function useSetUserRole() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: (input: { user: AdminUser; role: Role }) =>
      call(
        supabase.rpc('admin_set_user_role', { user_id: input.user.id, role: input.role }),
        adminErrorMessage,
      ),
    onSuccess: async (user) => {
      toast.success(`Papel de ${user.name} alterado para ${ROLE_LABELS[user.role]}.`);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

/**
 * The Edge Function's refusal: it answers `{ error: code }`, 400 with the database's own refusal
 * (its P0001), 401/403 for a refused admin, 5xx when it failed.
 */
async function blockRefusal(error: unknown): Promise<RequestError> {
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : null;
  const response = context instanceof Response ? context : null;
  const body: unknown = response ? await response.json().catch(() => null) : null;
  const word =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : undefined;
  return toRequestError(
    { code: response?.status === 400 && word ? 'P0001' : undefined, message: word },
    response?.status,
    adminErrorMessage,
  );
}

/**
 * Block and unblock go through the Edge Function admin-block-user (the auth server's ban);
 * the mock backend answers it the same way.
 */
export function useBlockUser() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: async (input: {
      user: AdminUser;
      action: 'block' | 'unblock';
      reason?: string;
    }) => {
      const { data, error } = await supabase.functions.invoke<unknown>('admin-block-user', {
        body: {
          user_id: input.user.id,
          action: input.action,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
      const user = error ? null : blockedUserOf(data);
      if (!user) throw await blockRefusal(error);
      return user;
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
