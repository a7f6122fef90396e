import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { GOTRUE_MESSAGES, authErrorBody } from './errors.ts';
import { sendEmail } from './mail.ts';
import { randomPassword } from './password.ts';
import { createUser, findUserByEmail, isValidEmail, TriggerError } from './users.ts';

const headers = AUTH_API_VERSION_HEADER;

/** POST /recover, /otp and /resend: requests that send an email and answer `{}`. */
export const emailRequestHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/recover', async ({ request, query, response }) => {
    const { email } = await request.json();
    if (!email) {
      return response(400).json(
        authErrorBody('validation_failed', 'Password recovery requires an email'),
        { headers },
      );
    }
    const user = await findUserByEmail(await ctx.db(), email);
    // Unknown emails get the same answer: no account enumeration.
    if (user) await sendEmail(ctx, user, 'recovery', query.get('redirect_to'));
    return response(200).json({}, { headers });
  }),

  http.post('/auth/v1/otp', async ({ request, query, response }) => {
    const body = await request.json();
    if (!body.email) {
      return response(400).json(authErrorBody('validation_failed', 'Phone logins are disabled'), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    if (!isValidEmail(body.email)) {
      return response(400).json(authErrorBody('validation_failed', GOTRUE_MESSAGES.invalidEmail), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    const redirectTo = query.get('redirect_to');
    const existing = await findUserByEmail(await ctx.db(), body.email);
    if (existing) {
      await sendEmail(
        ctx,
        existing,
        existing.emailConfirmedAt ? 'magiclink' : 'signup',
        redirectTo,
      );
      return response(200).json({}, { headers });
    }
    if (body.create_user === false) {
      return response(422).json(authErrorBody('otp_disabled', 'Signups not allowed for otp'), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    if (ctx.settings.disableSignup) {
      return response(422).json(authErrorBody('signup_disabled', GOTRUE_MESSAGES.signupDisabled), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    try {
      const user = await createUser(ctx, body.email, randomPassword(ctx), body.data ?? {}, false);
      await sendEmail(ctx, user, 'signup', redirectTo);
    } catch (error) {
      if (!(error instanceof TriggerError)) throw error;
      return response(500).json(
        authErrorBody('unexpected_failure', GOTRUE_MESSAGES.databaseError),
        {
          headers: AUTH_API_VERSION_HEADER,
        },
      );
    }
    return response(200).json({}, { headers });
  }),

  http.post('/auth/v1/resend', async ({ request, query, response }) => {
    const { type, email } = await request.json();
    if (!email) {
      return response(400).json(authErrorBody('validation_failed', 'Resend requires an email'), {
        headers: AUTH_API_VERSION_HEADER,
      });
    }
    const user = await findUserByEmail(await ctx.db(), email);
    const redirectTo = query.get('redirect_to');
    if (user && type === 'signup' && !user.emailConfirmedAt)
      await sendEmail(ctx, user, 'signup', redirectTo);
    if (user && type === 'email_change' && user.newEmail) {
      await sendEmail(ctx, user, 'email_change', redirectTo);
    }
    return response(200).json({}, { headers });
  }),
];
