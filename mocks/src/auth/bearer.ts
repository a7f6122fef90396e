import type { BackendContext } from '../context.ts';
import type { SessionRecord, UserRecord } from '../db/types.ts';
import { bearerToken, verifyJwt, type Claims } from '../jwt.ts';
import { AUTH_MESSAGES, authError } from './errors.ts';

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
  if (!token) return authError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);
  const verified = await verifyJwt(token, ctx.clock);
  if (!verified.ok) {
    const message = verified.reason === 'expired' ? AUTH_MESSAGES.expiredJwt : AUTH_MESSAGES.badJwt;
    return authError(403, 'bad_jwt', message);
  }
  const { claims } = verified;
  if (!claims.sub) return authError(403, 'bad_jwt', AUTH_MESSAGES.missingSub);
  const { auth } = ctx.state;
  const session = auth.sessions.find((s) => s.id === claims.session_id);
  if (!session) return authError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
  const user = auth.users.find((u) => u.id === claims.sub);
  if (!user) return authError(403, 'user_not_found', AUTH_MESSAGES.userNotFound);
  return { user, session, claims };
}
