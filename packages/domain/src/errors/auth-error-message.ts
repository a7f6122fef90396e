import { AUTH_MESSAGES as M } from './messages.ts';
import { readAuthError, type AuthErrorFields } from './read-error.ts';

/** Which screen asks: the catalogue words some codes differently for sign-in and sign-up. */
export type AuthErrorContext = 'signIn' | 'signUp' | 'recovery' | 'other';

const RATE_LIMIT_CODES = [
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
];

const SESSION_CODES = [
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'no_authorization',
  'bad_jwt',
];

const entries = (codes: readonly string[], message: string) =>
  codes.map((code) => [code, message] as const);

/** Codes whose message is the same on every screen. */
const ANY_SCREEN = new Map<string, string>([
  ['invalid_credentials', M.invalidCredentials],
  ['email_not_confirmed', M.emailNotConfirmed],
  ['user_already_exists', M.userAlreadyExists],
  ['email_exists', M.userAlreadyExists],
  ['email_address_invalid', M.invalidEmailSignUp],
  ['signup_disabled', M.signupDisabled],
  ['user_banned', M.userBanned],
  ['same_password', M.samePassword],
  ...entries(RATE_LIMIT_CODES, M.rateLimited),
  ...entries(SESSION_CODES, M.sessionMissing),
]);

const BY_SCREEN: Record<AuthErrorContext, Map<string, string>> = {
  signIn: new Map([
    ['email_address_invalid', M.invalidEmailSignIn],
    // The password grant validates nothing but the email format.
    ['validation_failed', M.invalidEmailSignIn],
    ...entries(RATE_LIMIT_CODES, M.tooManyRequests),
  ]),
  signUp: new Map([
    ['validation_failed', M.invalidEmailSignUp],
    ['email_provider_disabled', M.signupDisabled],
  ]),
  // The recovery request sends nothing but an email, so its validation failure is the email's.
  recovery: new Map([['validation_failed', M.invalidEmailSignUp]]),
  other: new Map(),
};

/** Statuses auth-js treats as retryable: 502, 503, 504. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function weakPasswordMessage(reasons: readonly string[] | undefined): string {
  if (!reasons || reasons.length === 0 || reasons.includes('length')) return M.passwordTooShort;
  if (reasons.includes('characters')) return M.weakPasswordCharacters;
  if (reasons.includes('pwned')) return M.weakPasswordPwned;
  return M.passwordTooShort;
}

function isRetryable({ name, status }: AuthErrorFields): boolean {
  return (
    name === 'AuthRetryableFetchError' ||
    status === 0 ||
    (status !== undefined && RETRYABLE_STATUSES.has(status))
  );
}

function mapFields(error: AuthErrorFields, context: AuthErrorContext): string {
  const { code, name, status, message } = error;
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') {
    return weakPasswordMessage(error.reasons);
  }
  const byCode = code && (BY_SCREEN[context].get(code) ?? ANY_SCREEN.get(code));
  if (byCode) return byCode;
  if (name === 'AuthSessionMissingError') return M.sessionMissing;
  if (status === 0) return M.networkError;
  if (status === 429) return context === 'signIn' ? M.tooManyRequests : M.rateLimited;
  if (isRetryable(error)) return M.serviceUnavailable;
  // Unmapped codes show the server's own message (the catalogue's "Others"), e.g. supabase-js's missing-credentials text.
  if (message !== undefined && message.trim() !== '') return message;
  return M.generic;
}

/**
 * The pt-BR text for an auth failure, decided by `code` and `status`, never by English messages.
 * Total: any value in, a non-empty string out, never an exception.
 */
export function authErrorMessage(error: unknown, context: AuthErrorContext = 'other'): string {
  try {
    return mapFields(readAuthError(error), context);
  } catch {
    return M.generic;
  }
}

/** Whether trying again later may succeed: network failures and gateway errors. */
export function isRetryableAuthError(error: unknown): boolean {
  try {
    return isRetryable(readAuthError(error));
  } catch {
    return false;
  }
}
