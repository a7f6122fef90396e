import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { UserMetadata, UserRecord } from '../db/types.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { findUserByEmail, isValidEmail, normalizeEmail } from './accounts.ts';
import { authenticate } from './bearer.ts';
import { AUTH_MESSAGES, authError, authErrorBody } from './errors.ts';
import { sendEmail } from './mail.ts';
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  passwordMatches,
  WEAK_PASSWORD_MESSAGE,
} from './password.ts';
import { toWireUser } from './wire.ts';

/** Metadata updates merge key by key; a null value removes the key. */
function mergeMetadata(current: UserMetadata, update: UserMetadata): UserMetadata {
  const merged = Object.entries({ ...current, ...update }).filter(([, value]) => value !== null);
  return Object.fromEntries(merged);
}

/** Validates an email change; applies it at once with autoconfirm, else mails the new address. */
function changeEmail(ctx: BackendContext, user: UserRecord, email: string) {
  if (!isValidEmail(email)) return authError(400, 'validation_failed', AUTH_MESSAGES.invalidEmail);
  const wanted = normalizeEmail(email);
  if (wanted === user.email) return null;
  if (findUserByEmail(ctx, wanted))
    return authError(422, 'email_exists', AUTH_MESSAGES.emailExists);
  if (ctx.settings.autoconfirm) {
    user.email = wanted;
  } else {
    user.newEmail = wanted;
    sendEmail(ctx, user, 'email_change', null);
  }
  return null;
}

/** GET and PUT /auth/v1/user: the caller's own account. */
export const userHandlers = (ctx: BackendContext) => [
  http.get('/auth/v1/user', async ({ request, response }) => {
    const caller = await authenticate(ctx, request);
    if (caller instanceof Response) return response.untyped(caller);
    return response(200).json(toWireUser(caller.user), { headers: AUTH_API_VERSION_HEADER });
  }),

  http.put('/auth/v1/user', async ({ request, response }) => {
    const caller = await authenticate(ctx, request);
    if (caller instanceof Response) return response.untyped(caller);
    const { user } = caller;
    const body = await request.json();

    if (body.app_metadata !== undefined) {
      return response(403).json(authErrorBody('not_admin', 'User not allowed'), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    if (body.password !== undefined) {
      if (body.password.length < MIN_PASSWORD_LENGTH) {
        return response(422).json(
          authErrorBody('weak_password', WEAK_PASSWORD_MESSAGE, {
            weak_password: { reasons: ['length'] },
          }),
          { headers: AUTH_API_VERSION_HEADER },
        );
      }
      if (await passwordMatches(user, body.password)) {
        return response(422).json(authErrorBody('same_password', AUTH_MESSAGES.samePassword), {
          headers: AUTH_API_VERSION_HEADER,
        });
      }
    }
    if (body.email !== undefined) {
      const failure = changeEmail(ctx, user, body.email);
      if (failure) return response.untyped(failure);
    }
    if (body.password !== undefined) user.passwordHash = await hashPassword(user.id, body.password);
    if (body.data) user.userMetadata = mergeMetadata(user.userMetadata, body.data);
    user.updatedAt = isoAt(ctx.clock);
    return response(200).json(toWireUser(user), { headers: AUTH_API_VERSION_HEADER });
  }),
];
