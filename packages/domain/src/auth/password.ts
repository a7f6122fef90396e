import type { Session } from '@supabase/supabase-js';
import { AUTH_MESSAGES, authErrorMessage } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import type { Outcome } from './types.ts';

/** The screen the recovery email leads to (packages/ui routes: newPassword). */
const NEW_PASSWORD_PATH = '/auth/nova-senha';

export async function requestPasswordReset(
  ctx: AuthContext,
  email: string,
): Promise<Outcome<null>> {
  const redirectTo = ctx.config.siteUrl.replace(/\/+$/, '') + NEW_PASSWORD_PATH;
  const { error } = await ctx.client.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) return fail(authErrorMessage(error, 'recovery'), error);
  // The server answers alike for unknown emails; so does this message.
  return succeed(null, AUTH_MESSAGES.passwordResetSent);
}

export async function updatePassword(ctx: AuthContext, password: string): Promise<Outcome<null>> {
  const { error } = await ctx.client.auth.updateUser({ password });
  if (error) return fail(authErrorMessage(error, 'other'), error);
  return succeed(null, AUTH_MESSAGES.passwordUpdated);
}

/** A used, expired or malformed token is a client error (403 otp_expired, 400); 429 and 5xx are not the link's fault. */
const isBadLink = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 429;

export async function verifyEmailToken(
  ctx: AuthContext,
  tokenHash: string,
  type: 'signup' | 'recovery' | 'email',
): Promise<Outcome<Session>> {
  const { data, error } = await ctx.client.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) {
    const bad = isBadLink(error.status);
    return fail(bad ? AUTH_MESSAGES.linkInvalid : authErrorMessage(error, 'other'), error);
  }
  if (!data.session) return fail(AUTH_MESSAGES.linkInvalid);
  return succeed(
    data.session,
    type === 'recovery' ? AUTH_MESSAGES.recoveryVerified : AUTH_MESSAGES.emailConfirmed,
  );
}
