import { describe } from 'vitest';
import { FIXTURE_EMAILS, FIXTURE_PASSWORD, MOCK_SUPABASE_ANON_KEY } from '@mare/mocks';
import { call, signedIn, useWireBackend, wireCases } from './support/wire.ts';

const { backend, clock } = useWireBackend();

const token = (body: unknown, grant = 'password') =>
  call('POST', `/auth/v1/token?grant_type=${grant}`, { body });
const signup = (body: Record<string, unknown>) =>
  call('POST', '/auth/v1/signup', { body: { password: 'segredo123', data: {}, ...body } });
const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });
const HOUR = 3600 * 1000;

describe('POST /auth/v1/token', () => {
  wireCases([
    {
      name: 'password grant',
      status: 200,
      run: () => token({ email: FIXTURE_EMAILS.admin, password: FIXTURE_PASSWORD }),
    },
    {
      name: 'wrong password',
      status: 400,
      code: 'invalid_credentials',
      run: () => token({ email: FIXTURE_EMAILS.admin, password: 'x' }),
    },
    {
      name: 'phone, not email',
      status: 400,
      code: 'invalid_credentials',
      run: () => token({ phone: '+5511999999999', password: 'x' }),
    },
    {
      name: 'unconfirmed email',
      status: 400,
      code: 'email_not_confirmed',
      run: () => token({ email: FIXTURE_EMAILS.unconfirmed, password: FIXTURE_PASSWORD }),
    },
    {
      name: 'refresh grant',
      status: 200,
      run: async () =>
        token(
          { refresh_token: (await signedIn('visitor')).session.refresh_token },
          'refresh_token',
        ),
    },
    {
      name: 'unknown refresh token',
      status: 400,
      code: 'refresh_token_not_found',
      run: () => token({ refresh_token: 'nope' }, 'refresh_token'),
    },
    {
      name: 'refresh grant without a token',
      status: 400,
      code: 'validation_failed',
      run: () => token({}, 'refresh_token'),
    },
    {
      name: 'unsupported grant',
      status: 400,
      code: 'validation_failed',
      run: () => token({ password: 'x' }, 'pkce'),
    },
  ]);
});

describe('POST /auth/v1/signup', () => {
  wireCases([
    {
      name: 'confirmation required: the user',
      status: 200,
      run: () => signup({ email: 'a@exemplo.com' }),
    },
    {
      name: 'autoconfirm: a session',
      status: 200,
      run: () => {
        backend.settings.autoconfirm = true;
        return signup({ email: 'a@exemplo.com' });
      },
    },
    {
      name: 'an existing confirmed email: the obfuscated user',
      status: 200,
      run: () => signup({ email: FIXTURE_EMAILS.admin }),
    },
    { name: 'no email', status: 400, code: 'validation_failed', run: () => signup({}) },
    {
      name: 'phone sign-up',
      status: 422,
      code: 'phone_provider_disabled',
      run: () => signup({ phone: '+5511999999999' }),
    },
    {
      name: 'malformed email',
      status: 400,
      code: 'validation_failed',
      run: () => signup({ email: 'a@b' }),
    },
    {
      name: 'short password',
      status: 422,
      code: 'weak_password',
      run: () => signup({ email: 'a@exemplo.com', password: '12345' }),
    },
    {
      name: 'existing email with autoconfirm',
      status: 422,
      code: 'user_already_exists',
      run: () => {
        backend.settings.autoconfirm = true;
        return signup({ email: FIXTURE_EMAILS.admin });
      },
    },
    {
      name: 'sign-ups disabled',
      status: 422,
      code: 'signup_disabled',
      run: () => {
        backend.settings.disableSignup = true;
        return signup({ email: 'a@exemplo.com' });
      },
    },
    {
      name: 'the trigger breaks a check constraint',
      status: 500,
      code: 'unexpected_failure',
      run: () =>
        signup({
          email: 'a@exemplo.com',
          data: {
            account_type: 'service_provider',
            business_name: 'B',
            business_type: 'pescaria',
            cadastur: '1',
            whatsapp: '1',
          },
        }),
    },
  ]);
});

describe('POST /auth/v1/logout and GET/PUT /auth/v1/user', () => {
  wireCases([
    {
      name: 'logout',
      status: 204,
      run: async () =>
        call('POST', '/auth/v1/logout?scope=global', {
          headers: (await signedIn('visitor')).headers,
        }),
    },
    {
      name: 'logout without scope (global)',
      status: 204,
      run: async () =>
        call('POST', '/auth/v1/logout', { headers: (await signedIn('visitor')).headers }),
    },
    {
      name: 'logout with another scope',
      status: 400,
      code: 'validation_failed',
      run: async () =>
        call('POST', '/auth/v1/logout?scope=all', { headers: (await signedIn('visitor')).headers }),
    },
    {
      name: 'logout without a Bearer token',
      status: 401,
      code: 'no_authorization',
      run: () => call('POST', '/auth/v1/logout', { headers: { Authorization: '' } }),
    },
    {
      name: 'user with the anon key (no sub)',
      status: 403,
      code: 'bad_jwt',
      run: () => call('GET', '/auth/v1/user', { headers: bearer(MOCK_SUPABASE_ANON_KEY) }),
    },
    {
      name: 'user with a forged token',
      status: 403,
      code: 'bad_jwt',
      run: () => call('GET', '/auth/v1/user', { headers: bearer('a.b.c') }),
    },
    {
      name: 'user with an expired token',
      status: 403,
      code: 'bad_jwt',
      run: async () => {
        const { headers } = await signedIn('visitor');
        clock.now += 2 * HOUR;
        return call('GET', '/auth/v1/user', { headers });
      },
    },
    {
      name: 'user after the session ended',
      status: 403,
      code: 'session_not_found',
      run: async () => {
        const { headers } = await signedIn('visitor');
        await call('POST', '/auth/v1/logout', { headers });
        return call('GET', '/auth/v1/user', { headers });
      },
    },
    {
      name: 'user whose account is gone',
      status: 403,
      code: 'user_not_found',
      run: async () => {
        // The admin: the visitor's bookings keep her account (a booking's buyer is kept).
        const { headers } = await signedIn('admin');
        await backend.fixtures.sql(`delete from auth.users where email = $1`, [
          FIXTURE_EMAILS.admin,
        ]);
        return call('GET', '/auth/v1/user', { headers });
      },
    },
    {
      name: 'get the user',
      status: 200,
      run: async () =>
        call('GET', '/auth/v1/user', { headers: (await signedIn('visitor')).headers }),
    },
    {
      name: 'update the metadata',
      status: 200,
      run: async () =>
        call('PUT', '/auth/v1/user', {
          headers: (await signedIn('visitor')).headers,
          body: { data: { cidade: 'Ilhéus', bio: null } },
        }),
    },
    {
      name: 'change the email with autoconfirm',
      status: 200,
      run: async () => {
        backend.settings.autoconfirm = true;
        return call('PUT', '/auth/v1/user', {
          headers: (await signedIn('visitor')).headers,
          body: { email: 'nova@exemplo.com' },
        });
      },
    },
    {
      name: 'set app_metadata',
      status: 403,
      code: 'not_admin',
      run: async () =>
        call('PUT', '/auth/v1/user', {
          headers: (await signedIn('visitor')).headers,
          body: { app_metadata: { role: 'admin' } },
        }),
    },
    {
      name: 'weak new password',
      status: 422,
      code: 'weak_password',
      run: async () =>
        call('PUT', '/auth/v1/user', {
          headers: (await signedIn('visitor')).headers,
          body: { password: '123' },
        }),
    },
    {
      name: 'malformed new email',
      status: 400,
      code: 'validation_failed',
      run: async () =>
        call('PUT', '/auth/v1/user', {
          headers: (await signedIn('visitor')).headers,
          body: { email: 'x' },
        }),
    },
  ]);
});

describe('emails and verify', () => {
  const mailed = async (type: 'signup' | 'recovery') => {
    if (type === 'signup')
      await call('POST', '/auth/v1/resend', { body: { type, email: FIXTURE_EMAILS.unconfirmed } });
    else await call('POST', '/auth/v1/recover', { body: { email: FIXTURE_EMAILS.visitor } });
    return backend.mailbox.latest();
  };
  wireCases([
    {
      name: 'recover a known email',
      status: 200,
      run: () => call('POST', '/auth/v1/recover', { body: { email: FIXTURE_EMAILS.visitor } }),
    },
    {
      name: 'recover an unknown email',
      status: 200,
      run: () => call('POST', '/auth/v1/recover', { body: { email: 'ninguem@exemplo.com' } }),
    },
    {
      name: 'recover without email',
      status: 400,
      code: 'validation_failed',
      run: () => call('POST', '/auth/v1/recover', { body: { email: '' } }),
    },
    {
      name: 'magic link for an account',
      status: 200,
      run: () =>
        call('POST', '/auth/v1/otp', {
          body: { email: FIXTURE_EMAILS.visitor, create_user: true },
        }),
    },
    {
      name: 'magic link creating an account',
      status: 200,
      run: () =>
        call('POST', '/auth/v1/otp', {
          body: { email: 'novo@exemplo.com', create_user: true, data: {} },
        }),
    },
    {
      name: 'magic link by phone',
      status: 400,
      code: 'validation_failed',
      run: () => call('POST', '/auth/v1/otp', { body: { phone: '+5511999999999' } }),
    },
    {
      name: 'magic link to a malformed email',
      status: 400,
      code: 'validation_failed',
      run: () => call('POST', '/auth/v1/otp', { body: { email: 'x' } }),
    },
    {
      name: 'magic link without creating',
      status: 422,
      code: 'otp_disabled',
      run: () =>
        call('POST', '/auth/v1/otp', { body: { email: 'novo@exemplo.com', create_user: false } }),
    },
    {
      name: 'magic link while sign-ups are disabled',
      status: 422,
      code: 'signup_disabled',
      run: () => {
        backend.settings.disableSignup = true;
        return call('POST', '/auth/v1/otp', { body: { email: 'novo@exemplo.com' } });
      },
    },
    {
      name: 'resend',
      status: 200,
      run: () =>
        call('POST', '/auth/v1/resend', {
          body: { type: 'signup', email: FIXTURE_EMAILS.unconfirmed },
        }),
    },
    {
      name: 'resend without email',
      status: 400,
      code: 'validation_failed',
      run: () => call('POST', '/auth/v1/resend', { body: { type: 'signup', email: '' } }),
    },
    {
      name: 'verify a token hash',
      status: 200,
      run: async () =>
        call('POST', '/auth/v1/verify', {
          body: { type: 'signup', token_hash: (await mailed('signup'))?.token_hash },
        }),
    },
    {
      name: 'verify a recovery code',
      status: 200,
      run: async () =>
        call('POST', '/auth/v1/verify', {
          body: {
            type: 'recovery',
            email: FIXTURE_EMAILS.visitor,
            token: (await mailed('recovery'))?.token,
          },
        }),
    },
    {
      name: 'verify a token of another type',
      status: 403,
      code: 'otp_expired',
      run: async () =>
        call('POST', '/auth/v1/verify', {
          body: { type: 'recovery', token_hash: (await mailed('signup'))?.token_hash },
        }),
    },
    {
      name: 'verify nothing',
      status: 400,
      code: 'validation_failed',
      run: () => call('POST', '/auth/v1/verify', { body: { type: 'signup' } }),
    },
    { name: 'settings', status: 200, run: () => call('GET', '/auth/v1/settings') },
    { name: 'key set', status: 200, run: () => call('GET', '/auth/v1/.well-known/jwks.json') },
  ]);
});
