import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { findUserByEmail } from './accounts.ts';
import { AUTH_MESSAGES, authErrorBody } from './errors.ts';
import { passwordMatches } from './password.ts';
import { rotateRefreshToken, startSession } from './sessions.ts';

/** POST /auth/v1/token: the password grant and the refresh-token grant. */
export const tokenHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/token', async ({ request, query, response }) => {
    const body = await request.json();
    const grant = query.get('grant_type');

    if (grant === 'password' && 'password' in body) {
      const user = body.email ? findUserByEmail(ctx, body.email) : undefined;
      if (!user || !(await passwordMatches(user, body.password))) {
        return response(400).json(
          authErrorBody('invalid_credentials', AUTH_MESSAGES.invalidCredentials),
          { headers: AUTH_API_VERSION_HEADER },
        );
      }
      if (!user.emailConfirmedAt) {
        return response(400).json(
          authErrorBody('email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed),
          { headers: AUTH_API_VERSION_HEADER },
        );
      }
      const session = await startSession(ctx, user, 'password');
      return response(200).json(session, { headers: AUTH_API_VERSION_HEADER });
    }

    if (grant === 'refresh_token' && 'refresh_token' in body && body.refresh_token) {
      const outcome = await rotateRefreshToken(ctx, body.refresh_token);
      if (outcome.ok) return response(200).json(outcome.body, { headers: AUTH_API_VERSION_HEADER });
      return response(400).json(
        outcome.reason === 'already_used'
          ? authErrorBody('refresh_token_already_used', AUTH_MESSAGES.refreshAlreadyUsed)
          : authErrorBody('refresh_token_not_found', AUTH_MESSAGES.refreshNotFound),
        { headers: AUTH_API_VERSION_HEADER },
      );
    }

    return response(400).json(
      authErrorBody('validation_failed', `Unsupported grant type or missing credentials: ${grant}`),
      { headers: AUTH_API_VERSION_HEADER },
    );
  }),
];
