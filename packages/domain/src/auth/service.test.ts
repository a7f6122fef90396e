import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../errors/index.ts';
import { createAuthService } from './service.ts';

/** A client whose every call throws, as a broken fetch or a bug in a dependency would. */
function throwingClient(): SupabaseClient {
  const explode = () => {
    throw new TypeError('fetch failed');
  };
  const member = new Proxy(explode, { get: () => explode });
  return new Proxy({}, { get: () => member }) as unknown as SupabaseClient;
}

const service = createAuthService(throwingClient(), {
  masterAdminEmail: 'mestre@mare.example',
  siteUrl: 'https://mare.example',
});

describe('AuthService never throws', () => {
  it.each([
    ['signIn', () => service.signIn('a@mare.example', 'Mare@2026')],
    [
      'signUp',
      () =>
        service.signUp({ email: 'a@mare.example', password: 'Mare@2026', nome: 'A', cidade: 'B' }),
    ],
    ['adminSignIn', () => service.adminSignIn('a@mare.example', 'Mare@2026')],
    ['getRole', () => service.getRole('00000000-0000-4000-8000-000000000006')],
    ['getProfile', () => service.getProfile()],
    ['updateProfile', () => service.updateProfile({ nome: 'A' })],
    ['requestPasswordReset', () => service.requestPasswordReset('a@mare.example')],
    ['updatePassword', () => service.updatePassword('Mare@2027')],
    ['verifyEmailToken', () => service.verifyEmailToken('hash', 'signup')],
    ['recordAdminAccessDenied', () => service.recordAdminAccessDenied('/admin')],
  ])('%s answers a failure with a message', async (_name, call) => {
    const outcome = await call();
    expect(outcome.ok).toBe(false);
    expect(outcome.message).not.toBe('');
  });

  it('signOut reports the spec message even when the client throws', async () => {
    await expect(service.signOut()).resolves.toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.signOutError,
    });
  });
});
