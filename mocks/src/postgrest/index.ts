/**
 * PostgREST's wire protocol over any Postgres (PGlite here): a REST request from supabase-js in,
 * SQL run in the caller's transaction, PostgREST's status, headers and body out.
 */
import { handle } from './handle.ts';
import { loadSchemaCache as load, type SchemaCache } from './schema.ts';

export type { SchemaCache } from './schema.ts';
export { statusForSqlState } from './errors.ts';
export { onlyReads } from './reads.ts';

/** What the translator needs from a connection: satisfied by PGlite and its Transaction. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }>;
}

export interface PostgrestRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** After /rest/v1/: 'profiles' or 'rpc/get_user_role'. */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** The caller's role: decides 401 (anon) or 403 on SQLSTATE 42501. */
  role: 'anon' | 'authenticated' | 'service_role';
}

export interface PostgrestResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON value; undefined for an empty body. */
  body: unknown | undefined;
}

/** Reads tables, views, columns, keys, foreign keys and functions of the exposed schemas. */
export function loadSchemaCache(db: SqlExecutor, schemas?: string[]): Promise<SchemaCache> {
  return load(db, schemas);
}

/** Answers one request inside the caller's transaction; the caller commits when status < 400. */
export function handlePostgrest(
  tx: SqlExecutor,
  request: PostgrestRequest,
  schema: SchemaCache,
): Promise<PostgrestResponse> {
  return handle(tx, request, schema);
}

/** A database that can open a transaction: PGlite. */
export interface TransactionalDatabase {
  transaction<T>(
    callback: (tx: SqlExecutor & { rollback(): Promise<void> }) => Promise<T>,
  ): Promise<T>;
}

/**
 * Runs `fn` as PostgREST runs a request: in a transaction, as `role`, with `request.jwt.claims`
 * set; committed when it answers below 400 (or returns something that is not a response),
 * rolled back otherwise or when it throws.
 */
export async function runAs<T>(
  db: TransactionalDatabase,
  role: PostgrestRequest['role'],
  claims: Record<string, unknown>,
  fn: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  if (!['anon', 'authenticated', 'service_role'].includes(role))
    throw new Error(`unknown role ${role}`);
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
      [JSON.stringify(claims), role],
    );
    const result = await fn(tx);
    const status = (result as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400) await tx.rollback();
    return result;
  });
}
