import { ACCESS_TOKEN_TTL_SECONDS, MOCK_SUPABASE_URL } from '../config.ts';
import { isoAt, secondsAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { iso } from '../database/database.ts';
import { signJwt } from '../jwt.ts';
import { findUserById, isBanned, updateUser, type UserRecord } from './users.ts';
import { toWireUser, type AccessTokenResponse } from './wire.ts';

export interface AuthMethod {
  method: 'password' | 'otp';
  timestamp: number;
}

/** A live session (mock.sessions). */
export interface SessionRecord {
  id: string;
  userId: string;
  amr: AuthMethod[];
  createdAt: string;
  updatedAt: string;
}

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
  const db = await ctx.db();
  const now = isoAt(ctx.clock);
  const session: SessionRecord = {
    id: ctx.random.uuid(),
    userId: user.id,
    amr: [{ method, timestamp: secondsAt(ctx.clock) }],
    createdAt: now,
    updatedAt: now,
  };
  const refreshToken = newRefreshToken(ctx);
  await db.query(
    `insert into mock.sessions (id, user_id, amr, created_at, updated_at) values ($1, $2, $3, $4, $4)`,
    [session.id, user.id, JSON.stringify(session.amr), now],
  );
  await db.query(
    `insert into mock.refresh_tokens (token, session_id, user_id, created_at) values ($1, $2, $3, $4)`,
    [refreshToken, session.id, user.id, now],
  );
  const signedIn = await updateUser(ctx, user.id, { lastSignInAt: now });
  return sessionResponse(ctx, signedIn, session, refreshToken);
}

interface SessionRow {
  id: string;
  user_id: string;
  amr: AuthMethod[];
  created_at: unknown;
  updated_at: unknown;
}

const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  amr: row.amr,
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

export async function findSession(
  ctx: BackendContext,
  id: string,
): Promise<SessionRecord | undefined> {
  const db = await ctx.db();
  const { rows } = await db.query<SessionRow>(`select * from mock.sessions where id::text = $1`, [
    id,
  ]);
  return rows[0] && toSession(rows[0]);
}

/** The ids of a user's live sessions. */
export async function sessionsOf(ctx: BackendContext, userId: string): Promise<string[]> {
  const db = await ctx.db();
  const { rows } = await db.query<{ id: string }>(
    `select id from mock.sessions where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((r) => r.id);
}

export type RefreshOutcome =
  | { ok: true; body: AccessTokenResponse }
  | { ok: false; reason: 'not_found' | 'already_used' | 'banned' };

/**
 * Exchanges a refresh token for a new session response. The token is revoked and replaced; a
 * revoked token coming back means it leaked, so the whole session ends.
 */
export async function rotateRefreshToken(
  ctx: BackendContext,
  token: string,
): Promise<RefreshOutcome> {
  const db = await ctx.db();
  const { rows } = await db.query<{ session_id: string; user_id: string; revoked: boolean }>(
    `select t.session_id, t.user_id, t.revoked from mock.refresh_tokens t
     join mock.sessions s on s.id = t.session_id where t.token = $1`,
    [token],
  );
  const record = rows[0];
  const session = record && (await findSession(ctx, record.session_id));
  const user = record && (await findUserById(db, record.user_id));
  if (!record || !session || !user) return { ok: false, reason: 'not_found' };
  if (record.revoked) {
    await endSessions(ctx, [session.id]);
    return { ok: false, reason: 'already_used' };
  }
  const now = isoAt(ctx.clock);
  // A blocked account keeps its access token until it expires, but never gets another.
  if (isBanned(user, now)) return { ok: false, reason: 'banned' };
  const next = newRefreshToken(ctx);
  await db.query(`update mock.refresh_tokens set revoked = true where token = $1`, [token]);
  await db.query(
    `insert into mock.refresh_tokens (token, session_id, user_id, parent, created_at)
     values ($1, $2, $3, $4, $5)`,
    [next, session.id, user.id, token, now],
  );
  await db.query(`update mock.sessions set updated_at = $2 where id = $1`, [session.id, now]);
  return { ok: true, body: await sessionResponse(ctx, user, session, next) };
}

/** Removes sessions and every refresh token they issued. */
export async function endSessions(ctx: BackendContext, sessionIds: string[]) {
  const db = await ctx.db();
  await db.query(`delete from mock.sessions where id::text = any($1)`, [sessionIds]);
}
