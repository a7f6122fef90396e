import { isoAt } from '../clock.ts';
import { EMAIL_TOKEN_TTL_SECONDS } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { EmailTokenRecord, EmailTokenType } from '../db/types.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { normalizeEmail } from './accounts.ts';
import { AUTH_MESSAGES, authErrorBody } from './errors.ts';
import { startSession } from './sessions.ts';

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

function findToken(
  ctx: BackendContext,
  type: VerifyType,
  by: { tokenHash?: string; email?: string; token?: string },
): EmailTokenRecord | undefined {
  const oldest = ctx.clock.now() - EMAIL_TOKEN_TTL_SECONDS * 1000;
  return ctx.state.auth.emailTokens.find(
    (t) =>
      !t.used &&
      REDEEMS[type].includes(t.type) &&
      Date.parse(t.createdAt) >= oldest &&
      (by.tokenHash
        ? t.tokenHash === by.tokenHash
        : t.token === by.token && t.email === normalizeEmail(by.email ?? '')),
  );
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
    const record = findToken(ctx, body.type, {
      tokenHash: body.token_hash,
      email: body.email,
      token: body.token,
    });
    const user = record && ctx.state.auth.users.find((u) => u.id === record.userId);
    if (!record || !user) {
      return response(403).json(authErrorBody('otp_expired', AUTH_MESSAGES.otpExpired), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    const now = isoAt(ctx.clock);
    record.used = true;
    if (record.type === 'email_change' && user.newEmail) {
      user.email = user.newEmail;
      user.newEmail = null;
    }
    user.emailConfirmedAt ??= now;
    user.updatedAt = now;
    const session = await startSession(ctx, user, 'otp');
    return response(200).json(session, { headers: AUTH_API_VERSION_HEADER });
  }),
];
