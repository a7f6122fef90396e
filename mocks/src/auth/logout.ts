import type { BackendContext } from '../context.ts';
import { AUTH_API_VERSION_HEADER, http } from '../http.ts';
import { authenticate } from './bearer.ts';
import { authErrorBody } from './errors.ts';
import { endSessions, sessionsOf } from './sessions.ts';

const SCOPES = ['global', 'local', 'others'] as const;

/** POST /auth/v1/logout?scope=global|local|others (missing means global). */
export const logoutHandlers = (ctx: BackendContext) => [
  http.post('/auth/v1/logout', async ({ request, query, response }) => {
    const scope = query.get('scope') ?? 'global';
    if (!SCOPES.includes(scope)) {
      return response(400).json(
        authErrorBody('validation_failed', `Unsupported logout scope "${scope}"`),
        { headers: AUTH_API_VERSION_HEADER },
      );
    }
    const caller = await authenticate(ctx, request);
    if (caller instanceof Response) return response.untyped(caller);
    const { user, session } = caller;
    const mine = await sessionsOf(ctx, user.id);
    const ending = {
      global: mine,
      local: [session.id],
      others: mine.filter((id) => id !== session.id),
    }[scope];
    await endSessions(ctx, ending);
    return response(204).empty({ headers: AUTH_API_VERSION_HEADER });
  }),
];
