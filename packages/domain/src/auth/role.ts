import { AUTH_MESSAGES } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import type { Outcome, Role } from './types.ts';

const ROLES: readonly string[] = [
  'admin',
  'boat_owner',
  'service_provider',
  'user',
] satisfies Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLES.includes(value);
}

/** The role comes from the remote function `get_user_role`. */
export async function getRole(ctx: AuthContext, userId: string): Promise<Outcome<Role>> {
  const { data, error, status } = await ctx.client.rpc('get_user_role', { user_id: userId });
  if (error) return fail(AUTH_MESSAGES.roleLoadError, error, { status });
  if (!isRole(data)) return fail(AUTH_MESSAGES.roleLoadError, undefined, { status });
  return succeed(data, '');
}
