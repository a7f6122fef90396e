import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { onAuthUserCreated } from '../db/triggers.ts';
import type { UserMetadata, UserRecord } from '../db/types.ts';
import { hashPassword } from './password.ts';

/** The auth server stores emails lower-cased and compares them that way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Rejects what the auth server rejects as "invalid format" (a simplified check). */
export const isValidEmail = (email: string) =>
  email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export const findUserByEmail = (ctx: BackendContext, email: string) =>
  ctx.state.auth.users.find((u) => u.email === normalizeEmail(email));

/**
 * Inserts an auth user and runs the sign-up trigger; a trigger failure leaves nothing behind
 * (the insert is one transaction) and is rethrown.
 */
export async function createUser(
  ctx: BackendContext,
  email: string,
  password: string,
  metadata: UserMetadata,
  confirmed: boolean,
): Promise<UserRecord> {
  const now = isoAt(ctx.clock);
  const id = ctx.random.uuid();
  const user: UserRecord = {
    id,
    identityId: ctx.random.uuid(),
    email: normalizeEmail(email),
    passwordHash: await hashPassword(id, password),
    emailConfirmedAt: confirmed ? now : null,
    confirmationSentAt: null,
    recoverySentAt: null,
    emailChangeSentAt: null,
    newEmail: null,
    lastSignInAt: null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { ...metadata },
    createdAt: now,
    updatedAt: now,
  };
  onAuthUserCreated(ctx.state, user, now, ctx.settings.masterEmail);
  ctx.state.auth.users.push(user);
  return user;
}
