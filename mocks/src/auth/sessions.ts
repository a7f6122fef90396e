import { ACCESS_TOKEN_TTL_SECONDS, MOCK_SUPABASE_URL } from '../config.ts';
import { isoAt, secondsAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { AuthMethod, SessionRecord, UserRecord } from '../db/types.ts';
import { signJwt } from '../jwt.ts';
import { toWireUser, type AccessTokenResponse } from './wire.ts';

/** GoTrue's refresh tokens are short random strings, unrelated to the JWT. */
const newRefreshToken = (ctx: BackendContext) => ctx.random.hex(8);

/** An access token carrying the claims auth-js and the database read. */
async function accessToken(ctx: BackendContext, user: UserRecord, session: SessionRecord) {
  const iat = secondsAt(ctx.clock);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await signJwt({
    iss: `${MOCK_SUPABASE_URL}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  });
  return { token, exp };
}

async function sessionResponse(
  ctx: BackendContext,
  user: UserRecord,
  session: SessionRecord,
  refreshToken: string,
): Promise<AccessTokenResponse> {
  const { token, exp } = await accessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: toWireUser(user),
  };
}

/** Starts a session for a user who just proved who they are. */
export async function startSession(
  ctx: BackendContext,
  user: UserRecord,
  method: AuthMethod['method'],
): Promise<AccessTokenResponse> {
  const now = isoAt(ctx.clock);
  const session: SessionRecord = {
    id: ctx.random.uuid(),
    userId: user.id,
    amr: [{ method, timestamp: secondsAt(ctx.clock) }],
    createdAt: now,
    updatedAt: now,
  };
  const refreshToken = newRefreshToken(ctx);
  ctx.state.auth.sessions.push(session);
  ctx.state.auth.refreshTokens.push({
    token: refreshToken,
    sessionId: session.id,
    userId: user.id,
    parent: null,
    revoked: false,
    createdAt: now,
  });
  user.lastSignInAt = now;
  user.updatedAt = now;
  return sessionResponse(ctx, user, session, refreshToken);
}

export type RefreshOutcome =
  { ok: true; body: AccessTokenResponse } | { ok: false; reason: 'not_found' | 'already_used' };

/**
 * Exchanges a refresh token for a new session response. The token is revoked and replaced; a
 * revoked token coming back means it leaked, so the whole session ends.
 */
export async function rotateRefreshToken(
  ctx: BackendContext,
  token: string,
): Promise<RefreshOutcome> {
  const { auth } = ctx.state;
  const record = auth.refreshTokens.find((t) => t.token === token);
  const session = record && auth.sessions.find((s) => s.id === record.sessionId);
  const user = record && auth.users.find((u) => u.id === record.userId);
  if (!record || !session || !user) return { ok: false, reason: 'not_found' };
  if (record.revoked) {
    endSessions(ctx, [session.id]);
    return { ok: false, reason: 'already_used' };
  }
  const now = isoAt(ctx.clock);
  record.revoked = true;
  const next = newRefreshToken(ctx);
  auth.refreshTokens.push({
    token: next,
    sessionId: session.id,
    userId: user.id,
    parent: record.token,
    revoked: false,
    createdAt: now,
  });
  session.updatedAt = now;
  return { ok: true, body: await sessionResponse(ctx, user, session, next) };
}

/** Removes sessions and every refresh token they issued. */
export function endSessions(ctx: BackendContext, sessionIds: string[]) {
  const { auth } = ctx.state;
  const ending = new Set(sessionIds);
  auth.sessions = auth.sessions.filter((s) => !ending.has(s.id));
  auth.refreshTokens = auth.refreshTokens.filter((t) => !ending.has(t.sessionId));
}
