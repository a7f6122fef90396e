import {
  AuthApiError,
  AuthInvalidCredentialsError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  isRetryableAuthError,
  type AuthErrorContext,
} from './auth-error-message.ts';
import { AUTH_MESSAGES } from './messages.ts';

const api = (code: string, status: number, message = 'server text') =>
  new AuthApiError(message, status, code);

type Row = [label: string, error: unknown, context: AuthErrorContext, expected: string];

/** Every row of the error catalogue, plus the cases we word ourselves. */
const rows: Row[] = [
  // Sign-in.
  [
    'invalid_credentials',
    api('invalid_credentials', 400, 'Invalid login credentials'),
    'signIn',
    'Credenciais inválidas. Verifique seu email e senha.',
  ],
  [
    'email_not_confirmed',
    api('email_not_confirmed', 400, 'Email not confirmed'),
    'signIn',
    'Por favor, confirme seu email antes de fazer login.',
  ],
  [
    'email_address_invalid',
    api('email_address_invalid', 400),
    'signIn',
    'Endereço de email inválido.',
  ],
  [
    'validation_failed (email format)',
    api('validation_failed', 400, 'Unable to validate email address: invalid format'),
    'signIn',
    'Endereço de email inválido.',
  ],
  [
    'over_request_rate_limit',
    api('over_request_rate_limit', 429),
    'signIn',
    'Muitas tentativas de login. Tente novamente em alguns minutos.',
  ],
  [
    'over_email_send_rate_limit',
    api('over_email_send_rate_limit', 429),
    'signIn',
    'Muitas tentativas de login. Tente novamente em alguns minutos.',
  ],
  [
    'bare 429',
    { status: 429, message: 'Too Many Requests' },
    'signIn',
    'Muitas tentativas de login. Tente novamente em alguns minutos.',
  ],
  [
    'unmapped code: server message',
    api('captcha_failed', 400, 'captcha failed'),
    'signIn',
    'captcha failed',
  ],
  // Sign-up.
  [
    'user_already_exists',
    api('user_already_exists', 422, 'User already registered'),
    'signUp',
    'Um usuário com este email já está cadastrado.',
  ],
  [
    'email_exists',
    api('email_exists', 422),
    'signUp',
    'Um usuário com este email já está cadastrado.',
  ],
  [
    'email_address_invalid',
    api('email_address_invalid', 400),
    'signUp',
    'Por favor, insira um email válido.',
  ],
  [
    'validation_failed',
    api('validation_failed', 400),
    'signUp',
    'Por favor, insira um email válido.',
  ],
  [
    'weak_password (length)',
    new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
    'signUp',
    'A senha deve ter pelo menos 6 caracteres.',
  ],
  [
    'weak_password without reasons',
    api('weak_password', 422),
    'signUp',
    'A senha deve ter pelo menos 6 caracteres.',
  ],
  [
    'signup_disabled',
    api('signup_disabled', 422, 'Signups not allowed for this instance'),
    'signUp',
    'Cadastro temporariamente desabilitado.',
  ],
  [
    'email_provider_disabled',
    api('email_provider_disabled', 422),
    'signUp',
    'Cadastro temporariamente desabilitado.',
  ],
  [
    'rate limit on sign-up',
    api('over_email_send_rate_limit', 429),
    'signUp',
    AUTH_MESSAGES.rateLimited,
  ],
  ['bare 429 on sign-up', { status: 429 }, 'signUp', AUTH_MESSAGES.rateLimited],
  // Any screen.
  [
    'missing credentials (client-side)',
    new AuthInvalidCredentialsError(
      'You must provide either an email or phone number and a password',
    ),
    'signIn',
    'You must provide either an email or phone number and a password',
  ],
  [
    'missing credentials on sign-up',
    new AuthInvalidCredentialsError(AUTH_MESSAGES.missingCredentials),
    'signUp',
    'You must provide either an email or phone number and a password',
  ],
  ['session missing', new AuthSessionMissingError(), 'other', AUTH_MESSAGES.sessionMissing],
  ['session_not_found', api('session_not_found', 403), 'other', AUTH_MESSAGES.sessionMissing],
  [
    'refresh_token_not_found',
    api('refresh_token_not_found', 400),
    'other',
    AUTH_MESSAGES.sessionMissing,
  ],
  ['bad_jwt', api('bad_jwt', 403), 'other', AUTH_MESSAGES.sessionMissing],
  [
    'network down',
    new AuthRetryableFetchError('Failed to fetch', 0),
    'signIn',
    AUTH_MESSAGES.networkError,
  ],
  [
    '502',
    new AuthRetryableFetchError('Bad Gateway', 502),
    'signIn',
    AUTH_MESSAGES.serviceUnavailable,
  ],
  [
    '503',
    new AuthRetryableFetchError('Service Unavailable', 503),
    'signUp',
    AUTH_MESSAGES.serviceUnavailable,
  ],
  ['504', { status: 504, message: 'Gateway Timeout' }, 'other', AUTH_MESSAGES.serviceUnavailable],
  [
    'retryable 500 (newer clients)',
    new AuthRetryableFetchError('x', 500),
    'other',
    AUTH_MESSAGES.serviceUnavailable,
  ],
  [
    'user_banned',
    api('user_banned', 403),
    'signIn',
    'Conta bloqueada. Entre em contato com o suporte.',
  ],
  [
    'weak_password (characters)',
    new AuthWeakPasswordError('weak', 422, ['characters']),
    'other',
    AUTH_MESSAGES.weakPasswordCharacters,
  ],
  [
    'weak_password (pwned)',
    new AuthWeakPasswordError('weak', 422, ['pwned']),
    'other',
    AUTH_MESSAGES.weakPasswordPwned,
  ],
  [
    'weak_password (unknown reason)',
    { code: 'weak_password', reasons: ['other', 42] },
    'other',
    AUTH_MESSAGES.passwordTooShort,
  ],
  ['same_password', api('same_password', 422), 'other', AUTH_MESSAGES.samePassword],
  [
    'invalid_credentials elsewhere',
    api('invalid_credentials', 400),
    'other',
    AUTH_MESSAGES.invalidCredentials,
  ],
  [
    'email_exists on profile update',
    api('email_exists', 422),
    'other',
    AUTH_MESSAGES.userAlreadyExists,
  ],
  [
    'validation_failed on the recovery request is the email',
    api('validation_failed', 400, 'Unable to validate email address: invalid format'),
    'recovery',
    AUTH_MESSAGES.invalidEmailSignUp,
  ],
  [
    'validation_failed elsewhere keeps the server text',
    api('validation_failed', 400, 'bad'),
    'other',
    'bad',
  ],
  [
    'unknown 500: server message',
    api('unexpected_failure', 500, 'Database error'),
    'other',
    'Database error',
  ],
  ['unknown error: its message', new AuthUnknownError('Weird', null), 'other', 'Weird'],
  ['plain Error', new Error('Boom'), 'other', 'Boom'],
  [
    'legacy body',
    { code: 400, error_code: 'invalid_credentials', msg: 'x' },
    'signIn',
    AUTH_MESSAGES.invalidCredentials,
  ],
  ['legacy body message', { code: 418, msg: 'I am a teapot' }, 'other', 'I am a teapot'],
  [
    'OAuth body',
    { error: 'invalid_grant', error_description: 'Grant expired' },
    'other',
    'Grant expired',
  ],
  ['a thrown string', 'Algo deu errado', 'other', 'Algo deu errado'],
  ['empty message', new Error(''), 'other', AUTH_MESSAGES.generic],
  ['blank message', { message: '   ' }, 'other', AUTH_MESSAGES.generic],
  ['null', null, 'signIn', AUTH_MESSAGES.generic],
  ['undefined', undefined, 'signUp', AUTH_MESSAGES.generic],
  ['a number', 42, 'other', AUTH_MESSAGES.generic],
  ['code named like an Object method', { code: 'toString' }, 'signIn', AUTH_MESSAGES.generic],
  ['code __proto__', { code: '__proto__', message: 'm' }, 'signUp', 'm'],
];

describe('authErrorMessage', () => {
  it.each(rows)('%s (%#)', (_label, error, context, expected) => {
    expect(authErrorMessage(error, context)).toBe(expected);
  });

  it('defaults to the "other" screen', () => {
    expect(authErrorMessage(api('validation_failed', 400, 'x'))).toBe('x');
  });

  it('survives getters that throw', () => {
    const hostile = {
      get code(): string {
        throw new Error('nope');
      },
      message: 'still readable',
    };
    expect(authErrorMessage(hostile, 'signIn')).toBe('still readable');
    const hostileReasons = {
      code: 'weak_password',
      reasons: new Proxy([], {
        get: () => {
          throw new Error('x');
        },
      }),
    };
    expect(authErrorMessage(hostileReasons, 'signUp')).toBe(AUTH_MESSAGES.generic);
    expect(isRetryableAuthError(hostileReasons)).toBe(false);
  });

  it('survives a context it does not know', () => {
    expect(authErrorMessage(api('invalid_credentials', 400), 'admin' as AuthErrorContext)).toBe(
      AUTH_MESSAGES.generic,
    );
  });

  it('always answers a non-empty string and never throws (10 000 random values)', () => {
    const errorLike = fc.record(
      {
        name: fc.oneof(
          fc.string(),
          fc.constantFrom(
            'AuthApiError',
            'AuthRetryableFetchError',
            'AuthWeakPasswordError',
            'AuthSessionMissingError',
          ),
        ),
        code: fc.oneof(
          fc.string(),
          fc.integer(),
          fc.constantFrom('invalid_credentials', 'weak_password', 'user_banned', 'toString'),
        ),
        status: fc.oneof(fc.integer({ min: -1, max: 600 }), fc.double(), fc.string()),
        message: fc.oneof(fc.string(), fc.anything()),
        reasons: fc.oneof(fc.array(fc.string()), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const anyValue = fc.oneof(
      errorLike,
      fc.anything({
        withNullPrototype: true,
        withBoxedValues: true,
        withMap: true,
        withSet: true,
        withDate: true,
        withTypedArray: true,
        withSparseArray: true,
        withBigInt: true,
      }),
      fc.string(),
      fc.constant(null),
      fc.double(),
      fc.dictionary(fc.string(), fc.anything()),
    );
    const context = fc.constantFrom<AuthErrorContext>('signIn', 'signUp', 'other');
    fc.assert(
      fc.property(anyValue, context, (value, ctx) => {
        const message = authErrorMessage(value, ctx);
        expect(typeof message).toBe('string');
        expect(message.trim()).not.toBe('');
        expect(typeof isRetryableAuthError(value)).toBe('boolean');
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('isRetryableAuthError', () => {
  it.each([
    [new AuthRetryableFetchError('Failed to fetch', 0), true],
    [new AuthRetryableFetchError('x', 500), true],
    [{ status: 502 }, true],
    [{ status: 503 }, true],
    [{ status: 504 }, true],
    [{ status: 0 }, true],
    [{ status: 500 }, false],
    [api('over_request_rate_limit', 429), false],
    [api('invalid_credentials', 400), false],
    [new AuthSessionMissingError(), false],
    [null, false],
    ['503', false],
  ])('%o → %s', (error, expected) => {
    expect(isRetryableAuthError(error)).toBe(expected);
  });

  it('never throws on hostile input', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('x');
        },
        has: () => {
          throw new Error('y');
        },
      },
    );
    expect(isRetryableAuthError(hostile)).toBe(false);
    expect(authErrorMessage(hostile, 'signIn')).toBe(AUTH_MESSAGES.generic);
  });
});

describe('AUTH_MESSAGES', () => {
  it('keeps the spec texts letter for letter', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      signInSuccess: 'Login realizado com sucesso!',
      signedOut: 'Você foi desconectado',
      signUpSuccess: 'Cadastro realizado com sucesso!',
      signOutSuccess: 'Logout realizado com sucesso',
      signOutError: 'Erro ao fazer logout',
      profileUpdateError: 'Erro ao atualizar perfil',
      profileUpdateSuccess: 'Perfil atualizado com sucesso!',
      adminAuthFailed: 'Falha na autenticação',
      notAdmin: 'Você não tem permissões administrativas',
      notAuthenticated: 'Usuário não autenticado',
    });
  });

  it('asks the person to confirm the email after a sign-up without session', () => {
    expect(AUTH_MESSAGES.confirmEmail).toMatch(/email/);
    expect(AUTH_MESSAGES.confirmEmail).toMatch(/confirmar/);
  });

  it('has no blank text', () => {
    for (const text of Object.values(AUTH_MESSAGES)) expect(text.trim()).not.toBe('');
  });
});
