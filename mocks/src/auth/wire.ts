import type { components } from '@mare/openapi';
import type { UserRecord } from './users.ts';

export type WireUser = components['schemas']['User'];
export type AccessTokenResponse = components['schemas']['AccessTokenResponse'];

/** Timestamps the auth server omits while empty. */
const present = (entries: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null));

/** The user as GET /auth/v1/user answers it. */
export function toWireUser(user: UserRecord): WireUser {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    ...present({
      email_confirmed_at: user.emailConfirmedAt,
      confirmed_at: user.emailConfirmedAt,
      confirmation_sent_at: user.confirmationSentAt,
      recovery_sent_at: user.recoverySentAt,
      email_change_sent_at: user.emailChangeSentAt,
      new_email: user.newEmail,
      last_sign_in_at: user.lastSignInAt,
    }),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.emailConfirmedAt !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        email: user.email,
        ...present({ last_sign_in_at: user.lastSignInAt }),
        created_at: user.createdAt,
        updated_at: user.updatedAt,
      },
    ],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an email that is already confirmed while confirmation is required: a
 * made-up user with no identities, so the answer does not reveal that the account exists.
 */
export function obfuscatedUser(
  id: string,
  email: string,
  now: string,
  data: WireUser['user_metadata'],
): WireUser {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
