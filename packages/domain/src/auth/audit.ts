import { AUTH_MESSAGES } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import type { Outcome } from './types.ts';

/** audit_logs row for a refused admin page; actor_id defaults to auth.uid() in the database. */
export async function recordAdminAccessDenied(
  ctx: AuthContext,
  target: string,
): Promise<Outcome<null>> {
  const { error, status } = await ctx.client
    .from('audit_logs')
    .insert({ action: 'admin_access_denied', target, details: {} });
  if (error) return fail(AUTH_MESSAGES.auditError, error, { status });
  return succeed(null, '');
}
