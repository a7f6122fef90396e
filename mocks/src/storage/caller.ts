import type { BackendContext } from '../context.ts';
import { sqlState, type Queryable } from '../database/database.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { STORAGE_ERRORS } from './errors.ts';

/** Who a storage request runs as: the storage server queries storage.objects as this role. */
export interface StorageCaller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
  /** auth.uid(), when signed in. */
  userId: string | null;
}

export async function storageCaller(
  ctx: BackendContext,
  request: Request,
): Promise<StorageCaller | Response> {
  const anon: StorageCaller = { role: 'anon', claims: { role: 'anon' }, userId: null };
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token) return anon;
  const verified = await verifyJwt(token, ctx.clock);
  if (!verified.ok) {
    const message = {
      expired: 'jwt expired',
      signature: 'invalid signature',
      malformed: 'jwt malformed',
    };
    return STORAGE_ERRORS.invalidJwt(message[verified.reason]);
  }
  const { claims } = verified;
  if (claims.role === 'service_role') return { role: 'service_role', claims, userId: null };
  if (claims.role === 'authenticated' && claims.sub)
    return { role: 'authenticated', claims, userId: claims.sub };
  return anon;
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

/** Thrown inside a caller's transaction to answer a storage error and roll everything back. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/** Ends the caller's transaction with this answer (rolled back). */
export function refuse(response: Response): never {
  throw new Refusal(response);
}

export interface CallerTx extends Queryable {
  /** Runs `sql` as the database owner: the storage server's own tables (the bytes). */
  asOwner<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Runs `work` in one transaction as the caller's role with `request.jwt.claims` set, as the
 * storage server does: the project's policies on storage.objects decide. A refusal by row-level
 * security (SQLSTATE 42501) answers 403 AccessDenied; `refuse()` answers its own error. Either
 * way nothing is kept.
 */
export async function inCallerTx(
  ctx: BackendContext,
  caller: StorageCaller,
  work: (tx: CallerTx) => Promise<Response>,
): Promise<Response> {
  const db = await ctx.db();
  try {
    return await db.transaction(async (tx) => {
      const become = () =>
        tx.query(
          `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
          [JSON.stringify(caller.claims), caller.role],
        );
      await become();
      const callerTx: CallerTx = {
        query<T>(sql: string, params?: unknown[]) {
          return tx.query<T>(sql, params);
        },
        async asOwner<T>(sql: string, params?: unknown[]) {
          await tx.query('reset role');
          try {
            return await tx.query<T>(sql, params);
          } finally {
            await become();
          }
        },
      };
      return work(callerTx);
    });
  } catch (error) {
    if (error instanceof Refusal) return error.response;
    if (sqlState(error) === '42501') return STORAGE_ERRORS.rls();
    throw error;
  }
}
