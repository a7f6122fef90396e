import type { BackendContext } from '../context.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import type { PostgrestRequest } from '../postgrest/index.ts';
import { pgError } from './errors.ts';

/** Who a request runs as in Postgres: the role and the JWT's claims (request.jwt.claims). */
export interface Caller {
  role: PostgrestRequest['role'];
  claims: Record<string, unknown>;
}

/**
 * Resolves the JWT as PostgREST does (the gateway falls back to the apikey header). Only the
 * signature and expiry count: PostgREST never asks the auth server whether the session lives.
 */
export async function resolveCaller(
  ctx: BackendContext,
  request: Request,
): Promise<Caller | Response> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
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
  const role = claims.role;
  if (role === 'anon' || role === 'service_role') return { role, claims };
  if (role !== 'authenticated' || !claims.sub) {
    return pgError(401, 'PGRST301', `role "${String(role)}" does not exist`);
  }
  return { role, claims };
}
