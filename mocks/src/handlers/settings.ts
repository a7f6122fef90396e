import { AUTH_API_VERSION_HEADER, http } from '../http.ts';

/** GET /auth/v1/settings: what the auth server allows on this project. */
export const settingsHandlers = [
  http.get('/auth/v1/settings', ({ response }) =>
    response(200).json(
      {
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
      { headers: AUTH_API_VERSION_HEADER },
    ),
  ),
];
