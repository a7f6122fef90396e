import { AUTH_MESSAGES } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import type { Outcome } from './types.ts';

/**
 * Records a refused admin page through record_admin_access_denied: the database sets the actor
 * and drops visits past its hourly limit (still a success), so nobody can flood the audit list.
 */
export async function recordAdminAccessDenied(
  ctx: AuthContext,
  target: string,
): Promise<Outcome<null>> {
  const { error, status } = await ctx.client.rpc('record_admin_access_denied', { target });
  if (error) return fail(AUTH_MESSAGES.auditError, error, { status });
  return succeed(null, '');
}
