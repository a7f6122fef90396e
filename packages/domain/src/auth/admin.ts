import type { Session, User } from '@supabase/supabase-js';
import { MASTER_ADMIN } from '../constants.ts';
import { AUTH_MESSAGES, authErrorMessage } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import { getRole } from './role.ts';
import { endSession } from './session.ts';
import type { Outcome } from './types.ts';

function isMasterAdmin(ctx: AuthContext, email: string): boolean {
  return email.trim().toLowerCase() === ctx.config.masterAdminEmail.trim().toLowerCase();
}

/**
 * For the master email without a perfis_usuarios row, create the admin and wait 1.5 s.
 * A failed read is not taken as "no row"; a failed create is left to the role check to reject.
 */
async function bootstrapMasterAdmin(ctx: AuthContext, user: User, email: string): Promise<void> {
  const { data, error } = await ctx.client
    .from('perfis_usuarios')
    .select('*')
    .eq('id', user.id)
    .maybeSingle();
  if (error || data !== null) return;
  await ctx.client.rpc('create_admin_user', { admin_email: email, admin_name: MASTER_ADMIN.name });
  await ctx.sleep(MASTER_ADMIN.waitMs);
}

/** Admin sign-in: authenticate, load the role, and sign out again unless it is admin. */
export async function adminSignIn(
  ctx: AuthContext,
  email: string,
  password: string,
): Promise<Outcome<Session>> {
  const { data, error } = await ctx.client.auth.signInWithPassword({ email, password });
  if (error) {
    // The spec's admin message; the catalogue text of the cause stays available as `detail`.
    const detail = authErrorMessage(error, 'signIn');
    return fail(AUTH_MESSAGES.adminAuthFailed, error, { detail });
  }

  const userEmail = data.user.email ?? email;
  if (isMasterAdmin(ctx, userEmail)) await bootstrapMasterAdmin(ctx, data.user, userEmail);

  const role = await getRole(ctx, data.user.id);
  if (role.ok && role.value === 'admin') return succeed(data.session, AUTH_MESSAGES.signInSuccess);

  await endSession(ctx);
  return role.ok
    ? fail(AUTH_MESSAGES.notAdmin)
    : { ...role, message: AUTH_MESSAGES.notAdmin, detail: role.message };
}
