import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { GOTRUE_MESSAGES, authErrorBody } from './errors.ts';
import { sendEmail } from './mail.ts';
import { MIN_PASSWORD_LENGTH, WEAK_PASSWORD_MESSAGE } from './password.ts';
import { startSession } from './sessions.ts';
import { createUser, findUserByEmail, isValidEmail, TriggerError } from './users.ts';
import { obfuscatedUser, toWireUser } from './wire.ts';

/**
 * POST /auth/v1/signup. With confirmation required (the default) the answer is the bare user and a
 * confirmation email; with autoconfirm, a session.
 */
export const signupHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/signup', async ({ request, query, response }) => {
    const body = await request.json();
    const headers = AUTH_API_VERSION_HEADER;
    const { autoconfirm, disableSignup } = ctx.settings;
    const redirectTo = query.get('redirect_to');

    if (disableSignup) {
      return response(422).json(authErrorBody('signup_disabled', GOTRUE_MESSAGES.signupDisabled), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    if (!body.email) {
      const message = body.phone
        ? 'Phone signups are disabled'
        : 'To signup, please provide your email';
      return body.phone
        ? response(422).json(authErrorBody('phone_provider_disabled', message), { headers })
        : response(400).json(authErrorBody('validation_failed', message), { headers });
    }
    if (!isValidEmail(body.email)) {
      return response(400).json(authErrorBody('validation_failed', GOTRUE_MESSAGES.invalidEmail), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    if ((body.password ?? '').length < MIN_PASSWORD_LENGTH) {
      return response(422).json(
        authErrorBody('weak_password', WEAK_PASSWORD_MESSAGE, {
          weak_password: { reasons: ['length'] },
        }),
        { headers },
      );
    }

    const existing = await findUserByEmail(await ctx.db(), body.email);
    if (existing?.emailConfirmedAt) {
      if (autoconfirm) {
        return response(422).json(
          authErrorBody('user_already_exists', GOTRUE_MESSAGES.userExists),
          {
            headers: AUTH_API_VERSION_HEADER,
          },
        );
      }
      const fake = obfuscatedUser(
        ctx.random.uuid(),
        existing.email,
        isoAt(ctx.clock),
        body.data ?? {},
      );
      return response(200).json(fake, { headers });
    }
    if (existing) {
      const mailed = await sendEmail(ctx, existing, 'signup', redirectTo);
      return response(200).json(toWireUser(mailed), { headers });
    }

    try {
      const user = await createUser(ctx, body.email, body.password, body.data ?? {}, autoconfirm);
      if (autoconfirm) {
        return response(200).json(await startSession(ctx, user, 'password'), { headers });
      }
      const mailed = await sendEmail(ctx, user, 'signup', redirectTo);
      return response(200).json(toWireUser(mailed), { headers });
    } catch (error) {
      if (!(error instanceof TriggerError)) throw error;
      return response(500).json(
        authErrorBody('unexpected_failure', GOTRUE_MESSAGES.databaseError),
        {
          headers: AUTH_API_VERSION_HEADER,
        },
      );
    }
  }),
];
