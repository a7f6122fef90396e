import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { GOTRUE_MESSAGES, authErrorBody } from './errors.ts';
import { rotateRefreshToken, startSession } from './sessions.ts';
import { isoAt } from '../clock.ts';
import { findUserByEmail, isBanned, passwordMatches } from './users.ts';

/** POST /auth/v1/token: the password grant and the refresh-token grant. */
export const tokenHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/token', async ({ request, query, response }) => {
    const body = await request.json();
    const grant = query.get('grant_type');

    if (grant === 'password' && 'password' in body) {
      const db = await ctx.db();
      const user = body.email ? await findUserByEmail(db, body.email) : undefined;
      if (!user || !(await passwordMatches(db, user.id, body.password))) {
        return response(400).json(
          authErrorBody('invalid_credentials', GOTRUE_MESSAGES.invalidCredentials),
          { headers: AUTH_API_VERSION_HEADER },
        );
      }
      // A blocked account (the admin's ban): refused only once the password is right, so the
      // answer never tells a stranger that an address is blocked.
      if (isBanned(user, isoAt(ctx.clock))) {
        return response(400).json(authErrorBody('user_banned', GOTRUE_MESSAGES.userBanned), {
          headers: AUTH_API_VERSION_HEADER,
        });
      }
      if (!user.emailConfirmedAt) {
        return response(400).json(
          authErrorBody('email_not_confirmed', GOTRUE_MESSAGES.emailNotConfirmed),
          { headers: AUTH_API_VERSION_HEADER },
        );
      }
      const session = await startSession(ctx, user, 'password');
      return response(200).json(session, { headers: AUTH_API_VERSION_HEADER });
    }

    if (grant === 'refresh_token' && 'refresh_token' in body && body.refresh_token) {
      const outcome = await rotateRefreshToken(ctx, body.refresh_token);
      if (outcome.ok) return response(200).json(outcome.body, { headers: AUTH_API_VERSION_HEADER });
      if (outcome.reason === 'banned')
        return response(400).json(authErrorBody('user_banned', GOTRUE_MESSAGES.userBanned), {
          headers: AUTH_API_VERSION_HEADER,
        });
      return response(400).json(
        outcome.reason === 'already_used'
          ? authErrorBody('refresh_token_already_used', GOTRUE_MESSAGES.refreshAlreadyUsed)
          : authErrorBody('refresh_token_not_found', GOTRUE_MESSAGES.refreshNotFound),
        { headers: AUTH_API_VERSION_HEADER },
      );
    }

    return response(400).json(
      authErrorBody('validation_failed', `Unsupported grant type or missing credentials: ${grant}`),
      { headers: AUTH_API_VERSION_HEADER },
    );
  }),
];
