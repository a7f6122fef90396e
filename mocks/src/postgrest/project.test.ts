/**
 * The translator on the project's own migrations and seed, driven by the real postgrest-js:
 * row-level security decides what each role reads and writes, and refusals come back with
 * PostgREST's statuses (401 for anon, 403 for a signed-in user on SQLSTATE 42501).
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaCache, type SchemaCache } from './index.ts';
import {
  anonCaller,
  createDatabase,
  restClient,
  serviceCaller,
  translatorFetch,
  userCaller,
  type Caller,
} from './test-support.ts';
import { SEED_ACCOUNT_COUNT } from '../db/fixtures.ts';

// The seed's users (supabase/seed.sql).
const MASTER = userCaller('00000000-0000-4000-8000-000000000001', 'mestre@mare.example');
const ADMIN = userCaller('00000000-0000-4000-8000-000000000002', 'admin@mare.example');
const VISITOR_ID = '00000000-0000-4000-8000-000000000006';
const VISITOR = userCaller(VISITOR_ID, 'visitante@mare.example');

let db: PGlite;
let cache: SchemaCache;
const as = (caller: Caller) =>
  restClient(
    db,
    () => cache,
    () => caller,
  );

beforeAll(async () => {
  db = await createDatabase();
  cache = await loadSchemaCache(db);
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('reads under row-level security', () => {
  it('refuses anon with 401 and the database error, and a signed-in user sees only their rows', async () => {
    const fetchAsAnon = translatorFetch(
      db,
      () => cache,
      () => anonCaller,
    );
    const response = await fetchAsAnon('https://mare-demo.supabase.co/rest/v1/profiles?select=*');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table profiles',
    });

    const head = await fetchAsAnon('https://mare-demo.supabase.co/rest/v1/profiles?select=*', {
      method: 'HEAD',
    });
    expect(head.status).toBe(401);
    expect(await head.text()).toBe('');

    const own = await as(VISITOR).from('profiles').select('id, nome', { count: 'exact' });
    expect(own).toMatchObject({
      status: 200,
      count: 1,
      data: [{ id: VISITOR_ID, nome: 'Vera Visitante' }],
    });
    const all = await as(ADMIN).from('profiles').select('id', { count: 'exact', head: true });
    expect(all).toMatchObject({ status: 200, count: SEED_ACCOUNT_COUNT });
    const role = await as(VISITOR)
      .from('perfis_usuarios')
      .select('*')
      .eq('id', VISITOR_ID)
      .single();
    expect(role).toMatchObject({ status: 200, data: { id: VISITOR_ID, role: 'user' } });
    const hidden = await as(VISITOR)
      .from('perfis_usuarios')
      .select('*')
      .eq('id', ADMIN.claims.sub as string)
      .single();
    expect(hidden).toMatchObject({
      status: 406,
      error: { code: 'PGRST116', details: 'The result contains 0 rows' },
    });
  });
});

describe('writes under row-level security', () => {
  it('updates only the caller’s own profile', async () => {
    const mine = await as(VISITOR)
      .from('profiles')
      .update({ cidade: 'Ilhéus' })
      .eq('id', VISITOR_ID)
      .select()
      .single();
    expect(mine).toMatchObject({ status: 200, data: { id: VISITOR_ID, cidade: 'Ilhéus' } });
    const theirs = await as(VISITOR)
      .from('profiles')
      .update({ cidade: 'Ilhéus' })
      .eq('id', ADMIN.claims.sub as string)
      .select();
    expect(theirs).toMatchObject({ status: 200, data: [] });
    const column = await as(VISITOR)
      .from('profiles')
      .update({ id: ADMIN.claims.sub })
      .eq('id', VISITOR_ID);
    expect(column).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'permission denied for table profiles' },
    });
    const insert = await as(VISITOR).from('profiles').upsert({ id: VISITOR_ID, nome: 'X' });
    expect(insert).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('refuses direct audit inserts; a refused admin visit is recorded through the function, as oneself', async () => {
    const direct = await as(VISITOR)
      .from('audit_logs')
      .insert({ action: 'admin_access_denied', target: '/admin', details: {} });
    expect(direct).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'permission denied for table audit_logs' },
    });
    const recorded = await as(VISITOR).rpc('record_admin_access_denied', { target: '/admin' });
    expect(recorded).toMatchObject({ status: 200, data: true, error: null });
    const visible = await as(VISITOR).from('audit_logs').select('*');
    expect(visible).toMatchObject({ status: 200, data: [] });
    const audited = await as(ADMIN)
      .from('audit_logs')
      .select('actor_id, action, details')
      .eq('action', 'admin_access_denied');
    expect(audited.data).toEqual([
      { actor_id: VISITOR_ID, action: 'admin_access_denied', details: {} },
    ]);
    const anon = await as(anonCaller).from('audit_logs').insert({ action: 'a', target: 'b' });
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
  });
});

describe('the project functions', () => {
  it('get_user_role: own role, refused for others (403) and for anon (401)', async () => {
    expect(await as(VISITOR).rpc('get_user_role', { user_id: VISITOR_ID })).toMatchObject({
      status: 200,
      data: 'user',
    });
    expect(await as(ADMIN).rpc('get_user_role', { user_id: ADMIN.claims.sub })).toMatchObject({
      data: 'admin',
    });
    expect(await as(VISITOR).rpc('get_user_role', { user_id: ADMIN.claims.sub })).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'not allowed to read this role' },
    });
    expect(await as(anonCaller).rpc('get_user_role', { user_id: VISITOR_ID })).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for function get_user_role' },
    });
    expect(await as(serviceCaller).rpc('get_user_role', { user_id: 'nope' })).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "nope"' },
    });
  });

  it('create_admin_user: void 204 for the master, 403 for anyone else', async () => {
    const master = await as(MASTER).rpc('create_admin_user', {
      admin_email: 'mestre@mare.example',
      admin_name: 'Administrador Master',
    });
    expect(master).toMatchObject({ status: 204, data: null, error: null });
    const visitor = await as(VISITOR).rpc('create_admin_user', {
      admin_email: 'visitante@mare.example',
      admin_name: 'Vera',
    });
    expect(visitor).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'not allowed to create an admin' },
    });
  });
});
