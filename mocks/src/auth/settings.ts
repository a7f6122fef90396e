import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';

/** GET /auth/v1/settings and the key-set document. */
export const settingsHandlers = (ctx: BackendContext) => [
  http.get('/auth/v1/settings', ({ response }) =>
    response(200).json(
      {
        external: { email: true, phone: false },
        disable_signup: ctx.settings.disableSignup,
        mailer_autoconfirm: ctx.settings.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
      { headers: AUTH_API_VERSION_HEADER },
    ),
  ),

  // HS256-only projects publish no public keys; auth-js then verifies through /user.
  http.get('/auth/v1/.well-known/jwks.json', ({ response }) =>
    response(200).json(
      { keys: [] },
      { headers: { ...AUTH_API_VERSION_HEADER, 'Cache-Control': 'public, max-age=600' } },
    ),
  ),
];
