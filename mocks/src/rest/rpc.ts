import { HttpResponse } from 'msw';
import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { http } from '../http.ts';
import { asCaller, type Caller } from './caller.ts';
import { permissionDenied, pgError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgREST finds functions by their argument names: other names mean "no such function". */
function unknownArguments(fn: string, expected: string[], body: unknown) {
  const given = typeof body === 'object' && body !== null ? Object.keys(body).sort() : [];
  if (given.join() === [...expected].sort().join()) return null;
  const without = given.length ? `with parameters ${given.join(', ')}` : 'without parameters';
  return pgError(
    404,
    'PGRST202',
    `Could not find the function public.${fn}(${given.join(', ')}) in the schema cache`,
    `Searched for the function public.${fn} ${without} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    `Perhaps you meant to call the function public.${fn}(${expected.join(', ')})`,
  );
}

/** get_user_role(user_id): the role, or 'user' without a role record; oneself unless admin. */
function getUserRole(ctx: BackendContext, caller: Caller, body: { user_id?: unknown }) {
  if (caller.kind === 'anon') {
    return permissionDenied(true, 'permission denied for function get_user_role');
  }
  const userId = String(body.user_id);
  if (!UUID.test(userId))
    return pgError(400, '22P02', `invalid input syntax for type uuid: "${userId}"`);
  if (caller.kind === 'user' && !caller.isAdmin && caller.id !== userId) {
    return permissionDenied(false, "permission denied to read another user's role");
  }
  const role = ctx.state.tables.perfis_usuarios.find((p) => p.id === userId)?.role ?? 'user';
  return HttpResponse.json(role);
}

/**
 * create_admin_user(admin_email, admin_name): the confirmed master-admin user makes itself admin
 * (perfis_usuarios upserted, profile created when missing). Idempotent; anyone else is refused.
 */
function createAdminUser(
  ctx: BackendContext,
  caller: Caller,
  body: { admin_email?: unknown; admin_name?: unknown },
) {
  if (caller.kind === 'anon') {
    return permissionDenied(true, 'permission denied for function create_admin_user');
  }
  const email = String(body.admin_email).trim().toLowerCase();
  const name = String(body.admin_name);
  const user = ctx.state.auth.users.find((u) => u.email === email);
  const allowed =
    caller.kind === 'user' &&
    caller.email.toLowerCase() === email &&
    email === ctx.settings.masterEmail.toLowerCase() &&
    user?.id === caller.id &&
    user.emailConfirmedAt !== null;
  if (!allowed || !user)
    return permissionDenied(false, 'only the master admin may create the admin user');

  const now = isoAt(ctx.clock);
  const { tables } = ctx.state;
  const perfil = tables.perfis_usuarios.find((p) => p.id === user.id);
  if (perfil) Object.assign(perfil, { role: 'admin', name, email, updated_at: now });
  else
    tables.perfis_usuarios.push({
      id: user.id,
      role: 'admin',
      name,
      email,
      created_at: now,
      updated_at: now,
    });
  if (!tables.profiles.some((p) => p.id === user.id)) {
    tables.profiles.push({
      id: user.id,
      nome: name,
      full_name: name,
      cidade: '',
      telefone: null,
      bio: null,
      avatar_url: null,
      created_at: now,
      updated_at: now,
    });
  }
  return new HttpResponse(null, { status: 204 });
}

export const rpcHandlers = (ctx: BackendContext) => [
  http.post('/rest/v1/rpc/get_user_role', async ({ request, response }) => {
    const body: unknown = await request.json();
    return response.untyped(
      await asCaller(
        ctx,
        request,
        (c) =>
          unknownArguments('get_user_role', ['user_id'], body) ??
          getUserRole(ctx, c, body as { user_id: unknown }),
      ),
    );
  }),
  http.post('/rest/v1/rpc/create_admin_user', async ({ request, response }) => {
    const body: unknown = await request.json();
    return response.untyped(
      await asCaller(
        ctx,
        request,
        (c) =>
          unknownArguments('create_admin_user', ['admin_email', 'admin_name'], body) ??
          createAdminUser(ctx, c, body as { admin_email: unknown; admin_name: unknown }),
      ),
    );
  }),
];
