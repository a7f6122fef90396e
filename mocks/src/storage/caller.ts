import type { BackendContext } from '../context.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { STORAGE_ERRORS } from './errors.ts';

/** Who a storage request runs as: row rules on storage.objects see auth.uid() like PostgREST. */
export type StorageCaller = { kind: 'anon' } | { kind: 'service' } | { kind: 'user'; id: string };

export async function storageCaller(
  ctx: BackendContext,
  request: Request,
): Promise<StorageCaller | Response> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token) return { kind: 'anon' };
  const verified = await verifyJwt(token, ctx.clock);
  if (!verified.ok) {
    const message = {
      expired: 'jwt expired',
      signature: 'invalid signature',
      malformed: 'jwt malformed',
    };
    return STORAGE_ERRORS.invalidJwt(message[verified.reason]);
  }
  const { role, sub } = verified.claims;
  if (role === 'service_role') return { kind: 'service' };
  if (role === 'authenticated' && sub) return { kind: 'user', id: sub };
  return { kind: 'anon' };
}

/** Runs `work` as the request's caller, or answers the JWT error. */
export async function asStorageCaller(
  ctx: BackendContext,
  request: Request,
  work: (caller: StorageCaller) => Response | Promise<Response>,
): Promise<Response> {
  const caller = await storageCaller(ctx, request);
  return caller instanceof Response ? caller : work(caller);
}

/**
 * The write rule of supabase/DATA-MODEL.md for both buckets: users write only under `<uid>/`.
 * The service role bypasses it; the anonymous role writes nothing.
 */
export function mayWrite(caller: StorageCaller, objectName: string) {
  if (caller.kind === 'service') return true;
  return caller.kind === 'user' && objectName.split('/')[0] === caller.id;
}

/** Only the service role administers buckets (no policy on storage.buckets allows it). */
export const mayAdminister = (caller: StorageCaller) => caller.kind === 'service';
