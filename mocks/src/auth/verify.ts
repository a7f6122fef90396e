import { isoAt } from '../clock.ts';
import { EMAIL_TOKEN_TTL_SECONDS } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { EmailTokenType } from '../db/types.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { GOTRUE_MESSAGES, authErrorBody } from './errors.ts';
import { startSession } from './sessions.ts';
import { findUserById, normalizeEmail, updateUser } from './users.ts';

type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

/** Which emailed tokens each verify type redeems ('email' is the generic email OTP type). */
const REDEEMS: Record<VerifyType, readonly EmailTokenType[]> = {
  signup: ['signup'],
  invite: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email: ['signup', 'magiclink'],
};

/** Marks one unused, unexpired token as used and answers it (by hash, or email + code). */
async function redeemToken(
  ctx: BackendContext,
  type: VerifyType,
  by: { tokenHash?: string; email?: string; token?: string },
) {
  const db = await ctx.db();
  const oldest = new Date(ctx.clock.now() - EMAIL_TOKEN_TTL_SECONDS * 1000).toISOString();
  const match = by.tokenHash ? 'token_hash = $3' : 'token = $3 and email = $4';
  const params = [REDEEMS[type], oldest, by.tokenHash ?? by.token ?? ''];
  if (!by.tokenHash) params.push(normalizeEmail(by.email ?? ''));
  const { rows } = await db.query<{ type: EmailTokenType; user_id: string }>(
    `update mock.email_tokens set used = true
     where token_hash = (select token_hash from mock.email_tokens
       where not used and type = any($1) and created_at >= $2 and ${match}
       order by created_at limit 1)
     returning type, user_id`,
    params,
  );
  return rows[0];
}

/** POST /auth/v1/verify: redeems an emailed token once, confirms what it confirms, signs in. */
export const verifyHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/verify', async ({ request, response }) => {
    const body = await request.json();
    if (!body.token_hash && !(body.email && body.token)) {
      return response(400).json(
        authErrorBody('validation_failed', 'Verify requires either a token or a token hash'),
        { headers: AUTH_API_VERSION_HEADER },
      );
    }
    const record = await redeemToken(ctx, body.type, {
      tokenHash: body.token_hash,
      email: body.email,
      token: body.token,
    });
    const user = record && (await findUserById(await ctx.db(), record.user_id));
    if (!record || !user) {
      return response(403).json(authErrorBody('otp_expired', GOTRUE_MESSAGES.otpExpired), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    const emailChange = record.type === 'email_change' && user.newEmail;
    const confirmed = await updateUser(ctx, user.id, {
      ...(emailChange ? { email: user.newEmail ?? user.email, newEmail: null } : {}),
      emailConfirmedAt: user.emailConfirmedAt ?? isoAt(ctx.clock),
    });
    const session = await startSession(ctx, confirmed, 'otp');
    return response(200).json(session, { headers: AUTH_API_VERSION_HEADER });
  }),
];
