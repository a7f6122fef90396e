import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationFiles, startupTimeout } from './harness/database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: false });
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('database structure', () => {
  it('applies the migrations in the CLI order, one concern per file', async () => {
    expect((await migrationFiles()).map((name) => name.replace(/^\d{14}_/, ''))).toEqual([
      'extensions_and_schemas.sql',
      'tables.sql',
      'rls_policies.sql',
      'functions.sql',
      'signup_trigger.sql',
      'storage.sql',
    ]);
  });

  it('enables row-level security on every public table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows).toEqual(
      ['audit_logs', 'perfis_usuarios', 'profiles', 'service_providers'].map((relname) => ({
        relname,
        relrowsecurity: true,
      })),
    );
  });

  it('pins an empty search_path on every security definer function', async () => {
    const { rows } = await db.query<{ name: string; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as name, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname in ('public', 'private') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'private.handle_new_user',
      'private.is_admin',
      'public.create_admin_user',
      'public.get_user_role',
    ]);
    for (const row of rows) expect(row.config, row.name).toEqual(['search_path=""']);
  });

  it('exposes only the two RPC functions in public, to signed-in callers only', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`,
    );
    expect(rows).toEqual([
      { name: 'create_admin_user', anon: false, authenticated: true },
      { name: 'get_user_role', anon: false, authenticated: true },
    ]);
  });

  it('keeps the private schema out of reach of the API roles', async () => {
    const { rows } = await db.query(
      `select r as role, has_schema_privilege(r, 'private', 'usage') as usage,
              has_table_privilege(r, 'private.app_settings', 'select') as read
       from unnest(array['anon', 'authenticated']) as r`,
    );
    expect(rows).toEqual([
      { role: 'anon', usage: false, read: false },
      { role: 'authenticated', usage: false, read: false },
    ]);
  });

  it('grants anonymous callers nothing on public tables', async () => {
    const { rows } = await db.query(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public'`,
    );
    expect(rows).toEqual([]);
  });
});
