import { HttpResponse } from 'msw';
import type { components } from '@mare/openapi';
import { AUTH_API_VERSION_HEADER } from '../http.ts';

export type AuthErrorBody = components['schemas']['AuthError'];
export type AuthErrorCode = AuthErrorBody['code'];

/** An auth error's body; typed handlers send it with `response(status).json(...)`. */
export const authErrorBody = (
  code: AuthErrorCode,
  message: string,
  extra: Omit<AuthErrorBody, 'code' | 'message'> = {},
): AuthErrorBody => ({ code, message, ...extra });

/**
 * An auth error as the hosted server sends it: `{code, message}` plus the version header. For
 * shared helpers that answer before a handler's typed `response` is at hand.
 */
export function authError(
  status: 400 | 401 | 403 | 404 | 422 | 429 | 500,
  code: AuthErrorCode,
  message: string,
  extra: Omit<AuthErrorBody, 'code' | 'message'> = {},
) {
  return HttpResponse.json(authErrorBody(code, message, extra), {
    status,
    headers: AUTH_API_VERSION_HEADER,
  });
}

/** The messages of the conditions the mocks reproduce (shared/reference/supabase-wire-contract.md). */
export const GOTRUE_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  invalidEmail: 'Unable to validate email address: invalid format',
  userExists: 'User already registered',
  emailExists: 'A user with this email address has already been registered',
  signupDisabled: 'Signups not allowed for this instance',
  noAuthorization: 'This endpoint requires a valid Bearer token',
  expiredJwt:
    'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
  badJwt: 'invalid JWT: unable to parse or verify signature, signature is invalid',
  missingSub: 'invalid claim: missing sub claim',
  sessionNotFound: 'Session from session_id claim in JWT does not exist',
  userNotFound: 'User from sub claim in JWT does not exist',
  refreshNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  refreshAlreadyUsed: 'Invalid Refresh Token: Already Used',
  otpExpired: 'Token has expired or is invalid',
  samePassword: 'New password should be different from the old password.',
  databaseError: 'Database error saving new user',
  rateLimited: 'Request rate limit reached',
  userBanned: 'User is banned',
  leakedPassword: 'Password is known to be weak and easy to guess, please choose a different one.',
} as const;
