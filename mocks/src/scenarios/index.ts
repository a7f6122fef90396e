import type { HttpHandler } from 'msw';
import { GOTRUE_MESSAGES, authError, authErrorBody } from '../auth/errors.ts';
import { WEAK_PASSWORD_MESSAGE } from '../auth/password.ts';
import { FIXTURE_IDS } from '../db/fixtures.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { HttpResponse } from 'msw';
import { pgError, permissionDenied } from '../rest/errors.ts';
import { outage } from './outage.ts';
import { storageRefusal } from './storage.ts';

export { outage, type OutageKind } from './outage.ts';
export { OPERATIONS, type OperationId } from './operations.ts';

/**
 * Sign-in failures answer only the password grant; a refresh passes through to the backend
 * (MSW moves on to the next handler when a resolver returns nothing).
 */
const signInFails = (failure: () => Response): HttpHandler =>
  http.post('/auth/v1/token', ({ query, response }) =>
    query.get('grant_type') === 'password' ? response.untyped(failure()) : undefined,
  );

const signUpFails = (failure: () => Response): HttpHandler =>
  http.post('/auth/v1/signup', ({ response }) => response.untyped(failure()));

/** Each scenario overrides one operation; the rest of the backend behaves as usual. */
export const scenarios = {
  invalidCredentials: [
    signInFails(() => authError(400, 'invalid_credentials', GOTRUE_MESSAGES.invalidCredentials)),
  ],
  emailNotConfirmed: [
    signInFails(() => authError(400, 'email_not_confirmed', GOTRUE_MESSAGES.emailNotConfirmed)),
  ],
  /** Sign-in with an address the server rejects. */
  emailAddressInvalid: [
    signInFails(() =>
      authError(400, 'email_address_invalid', 'Email address "usuario@invalido" is invalid'),
    ),
  ],
  /** Sign-up with a malformed address. */
  invalidEmail: [
    signUpFails(() => authError(400, 'validation_failed', GOTRUE_MESSAGES.invalidEmail)),
  ],
  rateLimited: [
    signInFails(() => authError(429, 'over_request_rate_limit', GOTRUE_MESSAGES.rateLimited)),
  ],
  userAlreadyExists: [
    signUpFails(() => authError(422, 'user_already_exists', GOTRUE_MESSAGES.userExists)),
  ],
  weakPassword: [
    signUpFails(() =>
      authError(422, 'weak_password', WEAK_PASSWORD_MESSAGE, {
        weak_password: { reasons: ['length'] },
      }),
    ),
  ],
  signupDisabled: [
    signUpFails(() => authError(422, 'signup_disabled', GOTRUE_MESSAGES.signupDisabled)),
  ],
  /** A new password the server's leaked-password check refuses (PUT /user). */
  leakedPassword: [
    http.put('/auth/v1/user', ({ response }) =>
      response(422).json(
        authErrorBody('weak_password', GOTRUE_MESSAGES.leakedPassword, {
          weak_password: { reasons: ['pwned'] },
        }),
        { headers: AUTH_API_VERSION_HEADER },
      ),
    ),
  ],
  /** get_user_role answers 'user' for everyone. */
  notAdmin: [http.post('/rest/v1/rpc/get_user_role', ({ response }) => response(200).json('user'))],
  /** The master admin's perfis_usuarios row is missing (the bootstrap path). */
  masterWithoutRole: [
    http.get('/rest/v1/perfis_usuarios', ({ request, query, response }) => {
      if (query.get('id') !== `eq.${FIXTURE_IDS.master}`) return undefined;
      // No row: `.single()` gets PostgREST's 406, a list gets [].
      const single = (request.headers.get('Accept') ?? '').includes('vnd.pgrst.object+json');
      return response.untyped(
        single
          ? pgError(
              406,
              'PGRST116',
              'Cannot coerce the result to a single JSON object',
              'The result contains 0 rows',
            )
          : HttpResponse.json([], { headers: { 'Content-Range': '*/*' } }),
      );
    }),
  ],
  profileUpdateFailure: [
    http.patch('/rest/v1/profiles', ({ response }) =>
      response.untyped(
        permissionDenied(false, 'new row violates row-level security policy for table "profiles"'),
      ),
    ),
  ],
  /** An upload refused by row-level security (403 in the body). */
  storagePermissionDenied: [storageRefusal('permissionDenied', 'uploadObject')],
  /** An upload over the server's size limit (413 in the body). */
  storagePayloadTooLarge: [storageRefusal('tooLarge', 'uploadObject')],
  /** Listing the folder with an expired JWT. */
  storageSessionExpired: [storageRefusal('sessionExpired', 'listObjects')],
  /** Renaming (moving) a file with an expired JWT. */
  storageSessionExpiredOnMove: [storageRefusal('sessionExpired', 'moveObject')],
  serverError: [outage(500)],
  badGateway: [outage(502)],
  serviceUnavailable: [outage(503)],
  gatewayTimeout: [outage(504)],
  networkDown: [outage('network')],
  pendingForever: [outage('pending')],
} satisfies Record<string, HttpHandler[]>;

export type ScenarioName = keyof typeof scenarios;

export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

/**
 * Story parameters that switch one scenario on. The named key merges with the default handlers
 * (an array would replace them): `parameters: withScenario('invalidCredentials')`.
 */
export const withScenario = (name: ScenarioName) => ({
  msw: { handlers: { scenario: scenarios[name] } },
});
