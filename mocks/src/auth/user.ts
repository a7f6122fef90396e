import type { BackendContext } from '../context.ts';
import type { UserMetadata } from '../db/types.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { authenticate } from './bearer.ts';
import { GOTRUE_MESSAGES, authError, authErrorBody } from './errors.ts';
import { sendEmail } from './mail.ts';
import { MIN_PASSWORD_LENGTH, WEAK_PASSWORD_MESSAGE } from './password.ts';
import {
  findUserByEmail,
  isValidEmail,
  normalizeEmail,
  passwordMatches,
  updateUser,
  type UserChanges,
  type UserRecord,
} from './users.ts';
import { toWireUser } from './wire.ts';

/** Metadata updates merge key by key; a null value removes the key. */
function mergeMetadata(current: UserMetadata, update: UserMetadata): UserMetadata {
  const merged = Object.entries({ ...current, ...update }).filter(([, value]) => value !== null);
  return Object.fromEntries(merged);
}

/**
 * Validates an email change: applied at once with autoconfirm, else the new address is mailed.
 * Answers the changes to make, or the refusal.
 */
async function changeEmail(
  ctx: BackendContext,
  user: UserRecord,
  email: string,
): Promise<UserChanges | Response> {
  if (!isValidEmail(email))
    return authError(400, 'validation_failed', GOTRUE_MESSAGES.invalidEmail);
  const wanted = normalizeEmail(email);
  if (wanted === user.email) return {};
  if (await findUserByEmail(await ctx.db(), wanted))
    return authError(422, 'email_exists', GOTRUE_MESSAGES.emailExists);
  return ctx.settings.autoconfirm ? { email: wanted } : { newEmail: wanted };
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
      if (await passwordMatches(await ctx.db(), user.id, body.password)) {
        return response(422).json(authErrorBody('same_password', GOTRUE_MESSAGES.samePassword), {
          headers: AUTH_API_VERSION_HEADER,
        });
      }
    }
    let changes: UserChanges = {};
    if (body.email !== undefined) {
      const outcome = await changeEmail(ctx, user, body.email);
      if (outcome instanceof Response) return response.untyped(outcome);
      changes = outcome;
    }
    if (body.password !== undefined) changes.password = body.password;
    if (body.data) changes.userMetadata = mergeMetadata(user.userMetadata, body.data);
    let updated = await updateUser(ctx, user.id, changes);
    if (changes.newEmail) updated = await sendEmail(ctx, updated, 'email_change', null);
    return response(200).json(toWireUser(updated), { headers: AUTH_API_VERSION_HEADER });
  }),
];
