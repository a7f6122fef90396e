import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AUTH_MESSAGES, authErrorMessage } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import { clearStoredAuthTokens } from './tokens.ts';
import type { Outcome } from './types.ts';

/** POST /logout?scope=…; a thrown error is reported like a returned one. */
async function signOutScope(client: SupabaseClient, scope: 'global' | 'local'): Promise<unknown> {
  try {
    const { error } = await client.auth.signOut({ scope });
    return error;
  } catch (error) {
    return error;
  }
}

/** Sign-in: clear stored tokens, try a global sign-out (failure ignored), then the password grant. */
export async function signIn(
  ctx: AuthContext,
  email: string,
  password: string,
): Promise<Outcome<Session>> {
  clearStoredAuthTokens(ctx.config.tokenStorage);
  await signOutScope(ctx.client, 'global');
  const { data, error } = await ctx.client.auth.signInWithPassword({ email, password });
  if (error) return fail(authErrorMessage(error, 'signIn'), error);
  return succeed(data.session, AUTH_MESSAGES.signInSuccess);
}

/**
 * Ends the session everywhere. Whatever the server says, the device ends signed out: stored
 * tokens are cleared and, when the global call failed, a local sign-out drops the client's session.
 */
export async function endSession(ctx: AuthContext): Promise<unknown> {
  const error = await signOutScope(ctx.client, 'global');
  clearStoredAuthTokens(ctx.config.tokenStorage);
  if (error) {
    // When the client keeps its session in tokenStorage this sends nothing: it drops the session, fires SIGNED_OUT.
    await signOutScope(ctx.client, 'local');
  }
  return error;
}

export async function signOut(ctx: AuthContext): Promise<Outcome<null>> {
  const error = await endSession(ctx);
  if (error) return fail(AUTH_MESSAGES.signOutError, error);
  return succeed(null, AUTH_MESSAGES.signOutSuccess);
}
