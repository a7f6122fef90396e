import { describe } from 'vitest';
import {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_SERVICE_ROLE_KEY,
} from '@mare/mocks';
import { call, signedIn, useWireBackend, wireCases } from './support/wire.ts';

const { clock } = useWireBackend();

const SINGLE = { Accept: 'application/vnd.pgrst.object+json' };
const REPRESENTATION = { Prefer: 'return=representation' };
const COUNT = { Prefer: 'count=exact' };
const SERVICE = { Authorization: `Bearer ${MOCK_SUPABASE_SERVICE_ROLE_KEY}` };
const visitor = FIXTURE_IDS.visitor;
const headersOf = async (
  name: Parameters<typeof signedIn>[0],
  extra: Record<string, string> = {},
) => ({
  ...(await signedIn(name)).headers,
  ...extra,
});
const rpc = (fn: string, body: unknown, headers: Record<string, string> = {}) =>
  call('POST', `/rest/v1/rpc/${fn}`, { body, headers });

describe('tables: select', () => {
  wireCases([
    {
      name: 'own profile',
      status: 200,
      run: async () =>
        call('GET', `/rest/v1/profiles?select=*&id=eq.${visitor}`, {
          headers: await headersOf('visitor'),
        }),
    },
    {
      name: 'own profile, single',
      status: 200,
      run: async () =>
        call('GET', `/rest/v1/profiles?select=*&id=eq.${visitor}`, {
          headers: await headersOf('visitor', SINGLE),
        }),
    },
    {
      name: 'a page with a count',
      status: 206,
      run: async () =>
        call('GET', '/rest/v1/profiles?select=id&order=nome.asc&limit=2&offset=1', {
          headers: await headersOf('admin', COUNT),
        }),
    },
    {
      name: 'no rows, single',
      status: 406,
      code: 'PGRST116',
      run: async () =>
        call('GET', `/rest/v1/profiles?select=*&id=eq.${FIXTURE_IDS.admin}`, {
          headers: await headersOf('visitor', SINGLE),
        }),
    },
    {
      name: 'many rows, single',
      status: 406,
      code: 'PGRST116',
      run: async () =>
        call('GET', '/rest/v1/profiles?select=*', { headers: await headersOf('admin', SINGLE) }),
    },
    {
      name: 'unknown column',
      status: 400,
      code: '42703',
      run: async () =>
        call('GET', '/rest/v1/profiles?select=apelido', { headers: await headersOf('visitor') }),
    },
    {
      name: 'anonymous',
      status: 401,
      code: '42501',
      run: () => call('GET', '/rest/v1/profiles?select=*'),
    },
    {
      name: 'malformed token',
      status: 401,
      code: 'PGRST301',
      run: () =>
        call('GET', '/rest/v1/profiles?select=*', { headers: { Authorization: 'Bearer abc' } }),
    },
    {
      name: 'forged token',
      status: 401,
      code: 'PGRST301',
      run: () =>
        call('GET', '/rest/v1/profiles?select=*', {
          headers: { Authorization: `Bearer ${MOCK_SUPABASE_ANON_KEY.slice(0, -4)}AAAA` },
        }),
    },
    {
      name: 'expired token',
      status: 401,
      code: 'PGRST303',
      run: async () => {
        const headers = await headersOf('visitor');
        clock.now += 2 * 3600 * 1000;
        return call('GET', '/rest/v1/profiles?select=*', { headers });
      },
    },
    {
      name: 'apikey header only (anonymous)',
      status: 401,
      code: '42501',
      run: () => call('GET', '/rest/v1/profiles?select=*', { headers: { Authorization: '' } }),
    },
    {
      name: 'count with HEAD',
      status: 200,
      run: async () =>
        call('HEAD', '/rest/v1/profiles?select=*', { headers: await headersOf('admin', COUNT) }),
    },
    {
      name: 'a page count with HEAD',
      status: 206,
      run: async () =>
        call('HEAD', '/rest/v1/profiles?select=*&limit=1', {
          headers: await headersOf('admin', COUNT),
        }),
    },
    {
      name: 'HEAD with an unknown column',
      status: 400,
      run: async () =>
        call('HEAD', '/rest/v1/profiles?nada=eq.1', { headers: await headersOf('admin') }),
    },
    { name: 'HEAD anonymous', status: 401, run: () => call('HEAD', '/rest/v1/profiles?select=*') },
    {
      name: 'role records',
      status: 200,
      run: async () =>
        call('GET', '/rest/v1/perfis_usuarios?select=*&role=eq.admin', {
          headers: await headersOf('admin'),
        }),
    },
    {
      name: 'role records, HEAD',
      status: 200,
      run: async () =>
        call('HEAD', '/rest/v1/perfis_usuarios?select=*', {
          headers: await headersOf('admin', COUNT),
        }),
    },
    {
      name: 'provider details',
      status: 200,
      run: async () =>
        call('GET', '/rest/v1/service_providers?select=*', {
          headers: await headersOf('serviceProvider'),
        }),
    },
    {
      name: 'audit logs as admin',
      status: 200,
      run: async () =>
        call('GET', '/rest/v1/audit_logs?select=*&order=created_at.desc', {
          headers: await headersOf('admin'),
        }),
    },
    {
      name: 'service role sees all',
      status: 200,
      run: () => call('GET', '/rest/v1/profiles?select=*', { headers: SERVICE }),
    },
  ]);
});

describe('tables: update', () => {
  const patch = async (
    name: Parameters<typeof signedIn>[0],
    body: unknown,
    extra: Record<string, string> = {},
    id = visitor,
  ) =>
    call('PATCH', `/rest/v1/profiles?id=eq.${id}`, { body, headers: await headersOf(name, extra) });
  wireCases([
    {
      name: 'with representation',
      status: 200,
      run: () => patch('visitor', { bio: 'oi' }, REPRESENTATION),
    },
    {
      name: 'with representation, single',
      status: 200,
      run: () => patch('visitor', { bio: 'oi' }, { ...REPRESENTATION, ...SINGLE }),
    },
    { name: 'without representation', status: 204, run: () => patch('visitor', { bio: 'oi' }) },
    {
      name: "someone else's row, single",
      status: 406,
      code: 'PGRST116',
      run: () => patch('admin', { bio: 'oi' }, { ...REPRESENTATION, ...SINGLE }),
    },
    {
      name: 'unknown column',
      status: 400,
      code: 'PGRST204',
      run: () => patch('visitor', { apelido: 'V' }),
    },
    {
      name: 'not an object',
      status: 400,
      code: 'PGRST102',
      run: () => patch('visitor', [{ bio: 'oi' }]),
    },
    {
      name: 'null in a required column',
      status: 400,
      code: '23502',
      run: () => patch('visitor', { cidade: null }),
    },
    {
      name: 'anonymous',
      status: 401,
      code: '42501',
      run: () => call('PATCH', `/rest/v1/profiles?id=eq.${visitor}`, { body: { bio: 'x' } }),
    },
    {
      name: 'provider details, check constraint',
      status: 400,
      code: '23514',
      run: async () =>
        call('PATCH', `/rest/v1/service_providers?id=eq.${FIXTURE_IDS.serviceProvider}`, {
          body: { business_type: 'pescaria' },
          headers: await headersOf('serviceProvider'),
        }),
    },
    {
      name: 'provider details',
      status: 200,
      run: async () =>
        call('PATCH', `/rest/v1/service_providers?id=eq.${FIXTURE_IDS.serviceProvider}`, {
          body: { cidade: 'Trancoso' },
          headers: await headersOf('serviceProvider', REPRESENTATION),
        }),
    },
  ]);
});

describe('audit_logs: a refused admin visit', () => {
  // Recorded through record_admin_access_denied; the table takes no direct insert (not documented).
  wireCases([
    {
      name: 'as the caller',
      status: 200,
      run: async () =>
        rpc('record_admin_access_denied', { target: '/admin/users' }, await headersOf('visitor')),
    },
    {
      name: 'outside the admin area',
      status: 400,
      code: 'P0001',
      run: async () =>
        rpc('record_admin_access_denied', { target: '/conta' }, await headersOf('visitor')),
    },
    {
      name: 'anonymous',
      status: 401,
      code: '42501',
      run: () => rpc('record_admin_access_denied', { target: '/admin' }),
    },
  ]);
});

describe('functions', () => {
  wireCases([
    {
      name: 'get_user_role for oneself',
      status: 200,
      run: async () => rpc('get_user_role', { user_id: visitor }, await headersOf('visitor')),
    },
    {
      // The function reads auth.uid(): the service role has none, so it is refused.
      name: 'get_user_role as the service role',
      status: 403,
      code: '42501',
      run: () => rpc('get_user_role', { user_id: visitor }, SERVICE),
    },
    {
      name: 'get_user_role with a bad uuid',
      status: 400,
      code: '22P02',
      run: async () => rpc('get_user_role', { user_id: 'x' }, await headersOf('visitor')),
    },
    {
      name: 'get_user_role anonymous',
      status: 401,
      code: '42501',
      run: () => rpc('get_user_role', { user_id: visitor }),
    },
    {
      name: 'get_user_role for another user',
      status: 403,
      code: '42501',
      run: async () =>
        rpc('get_user_role', { user_id: FIXTURE_IDS.admin }, await headersOf('visitor')),
    },
    {
      name: 'get_user_role without arguments',
      status: 404,
      code: 'PGRST202',
      run: async () => rpc('get_user_role', {}, await headersOf('visitor')),
    },
    {
      name: 'create_admin_user as the master',
      status: 204,
      run: async () =>
        rpc(
          'create_admin_user',
          { admin_email: FIXTURE_EMAILS.master, admin_name: 'Administrador Master' },
          await headersOf('master'),
        ),
    },
    {
      name: 'create_admin_user anonymous',
      status: 401,
      code: '42501',
      run: () => rpc('create_admin_user', { admin_email: 'a', admin_name: 'b' }),
    },
    {
      name: 'create_admin_user as someone else',
      status: 403,
      code: '42501',
      run: async () =>
        rpc(
          'create_admin_user',
          { admin_email: FIXTURE_EMAILS.master, admin_name: 'x' },
          await headersOf('visitor'),
        ),
    },
    {
      name: 'create_admin_user with a missing argument',
      status: 404,
      code: 'PGRST202',
      run: async () => rpc('create_admin_user', { admin_email: 'a' }, await headersOf('master')),
    },
  ]);
});
