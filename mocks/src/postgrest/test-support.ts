/** Test support: a database from the project's migrations and the real postgrest-js talking to it. */
import type { PGlite } from '@electric-sql/pglite';
import { PostgrestClient } from '@supabase/postgrest-js';
import { handlePostgrest, runAs, type PostgrestRequest, type SchemaCache } from './index.ts';

type CreateDatabase = (options?: { seed?: boolean }) => Promise<PGlite>;

/** The supabase/ harness lives outside this package's TypeScript project: load it at run time. */
export async function createDatabase(options: { seed?: boolean } = {}): Promise<PGlite> {
  const harness = new URL('../../../supabase/tests/harness/database.ts', import.meta.url).href;
  const module = (await import(/* @vite-ignore */ harness)) as { createDatabase: CreateDatabase };
  return module.createDatabase(options);
}

export interface Caller {
  role: PostgrestRequest['role'];
  claims: Record<string, unknown>;
}

export const anonCaller: Caller = { role: 'anon', claims: { role: 'anon' } };
export const serviceCaller: Caller = { role: 'service_role', claims: { role: 'service_role' } };
export const userCaller = (id: string, email: string): Caller => ({
  role: 'authenticated',
  claims: { sub: id, email, role: 'authenticated', aud: 'authenticated' },
});

export const REST_URL = 'https://mare-demo.supabase.co/rest/v1';

/** A fetch that answers /rest/v1 with the translator, in a transaction as `caller`. */
export function translatorFetch(
  db: PGlite,
  cache: () => SchemaCache,
  caller: () => Caller,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const { role, claims } = caller();
    const postgrestRequest: PostgrestRequest = {
      method: request.method as PostgrestRequest['method'],
      path: url.pathname.slice(new URL(REST_URL).pathname.length + 1),
      search: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      role,
    };
    const response = await runAs(db, role, claims, (tx) =>
      handlePostgrest(tx, postgrestRequest, cache()),
    );
    const empty = response.body === undefined || response.status === 204;
    return new Response(empty ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: response.headers,
    });
  };
}

/** The real postgrest-js (what supabase-js uses) pointed at the translator. */
export function restClient(db: PGlite, cache: () => SchemaCache, caller: () => Caller) {
  return new PostgrestClient(REST_URL, { fetch: translatorFetch(db, cache, caller) });
}
