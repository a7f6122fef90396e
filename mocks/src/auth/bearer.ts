import type { BackendContext } from '../context.ts';
import { bearerToken, verifyJwt, type Claims } from '../jwt.ts';
import { GOTRUE_MESSAGES, authError } from './errors.ts';
import { findSession, type SessionRecord } from './sessions.ts';
import { findUserById, type UserRecord } from './users.ts';

export interface Authenticated {
  user: UserRecord;
  session: SessionRecord;
  claims: Claims;
}

/**
 * The user behind the Bearer token, as /user and /logout require it: a valid, unexpired JWT whose
 * session still exists. Otherwise the error response the auth server gives.
 */
export async function authenticate(
  ctx: BackendContext,
  request: Request,
): Promise<Authenticated | Response> {
  const token = bearerToken(request);
  if (!token) return authError(401, 'no_authorization', GOTRUE_MESSAGES.noAuthorization);
  const verified = await verifyJwt(token, ctx.clock);
  if (!verified.ok) {
    const message =
      verified.reason === 'expired' ? GOTRUE_MESSAGES.expiredJwt : GOTRUE_MESSAGES.badJwt;
    return authError(403, 'bad_jwt', message);
  }
  const { claims } = verified;
  if (!claims.sub) return authError(403, 'bad_jwt', GOTRUE_MESSAGES.missingSub);
  // As GoTrue: the user first (deleting a user also ends its sessions), then the session.
  const user = await findUserById(await ctx.db(), claims.sub);
  if (!user) return authError(403, 'user_not_found', GOTRUE_MESSAGES.userNotFound);
  const session = claims.session_id ? await findSession(ctx, claims.session_id) : undefined;
  if (!session) return authError(403, 'session_not_found', GOTRUE_MESSAGES.sessionNotFound);
  return { user, session, claims };
}
