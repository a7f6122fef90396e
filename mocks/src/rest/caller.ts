import type { BackendContext } from '../context.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { pgError } from './errors.ts';

/** Who a request runs as in Postgres: the role and, when signed in, auth.uid() and the email. */
export type Caller =
  | { kind: 'anon' }
  | { kind: 'service' }
  | { kind: 'user'; id: string; email: string; isAdmin: boolean };

/**
 * Resolves the JWT as PostgREST does (the gateway falls back to the apikey header). Only the
 * signature and expiry count: PostgREST never asks the auth server whether the session lives.
 */
export async function resolveCaller(
  ctx: BackendContext,
  request: Request,
): Promise<Caller | Response> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token) return { kind: 'anon' };
  const verified = await verifyJwt(token, ctx.clock);
  if (!verified.ok) {
    if (verified.reason === 'expired') return pgError(401, 'PGRST303', 'JWT expired');
    if (verified.reason === 'malformed') {
      const parts = token.split('.').length;
      return pgError(401, 'PGRST301', `Expected 3 parts in JWT; got ${parts}`);
    }
    return pgError(401, 'PGRST301', 'No suitable key or wrong key type');
  }
  const { claims } = verified;
  if (claims.role === 'anon') return { kind: 'anon' };
  if (claims.role === 'service_role') return { kind: 'service' };
  if (claims.role !== 'authenticated' || !claims.sub) {
    return pgError(401, 'PGRST301', `role "${String(claims.role)}" does not exist`);
  }
  const id = claims.sub;
  const role = ctx.state.tables.perfis_usuarios.find((p) => p.id === id)?.role;
  return { kind: 'user', id, email: claims.email ?? '', isAdmin: role === 'admin' };
}

/** Runs `work` as the request's caller, or answers the JWT error. */
export async function asCaller(
  ctx: BackendContext,
  request: Request,
  work: (caller: Caller) => Response | Promise<Response>,
): Promise<Response> {
  const caller = await resolveCaller(ctx, request);
  return caller instanceof Response ? caller : work(caller);
}
