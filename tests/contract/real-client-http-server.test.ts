import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMockBackend,
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  FIXTURE_PASSWORD,
  MOCK_SUPABASE_ANON_KEY,
} from '@mare/mocks';
import { startMockHttpServer, type MockHttpServer } from '@mare/mocks/node';

// The real client over real HTTP: no MSW interception in this file, only the loopback socket.
const backend = createMockBackend();
let server: MockHttpServer;

beforeAll(async () => {
  await backend.database();
  server = await startMockHttpServer({ backend });
}, 60_000);
afterAll(async () => {
  await server.close();
  await backend.close();
});

const client = () =>
  createClient(server.url, MOCK_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

describe('the mock backend over HTTP', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it('signs a visitor in, reads their profile and answers an RPC as them', async () => {
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(FIXTURE_IDS.visitor);

    const profile = await supabase
      .from('profiles')
      .select('id, nome')
      .eq('id', FIXTURE_IDS.visitor)
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ id: FIXTURE_IDS.visitor, nome: 'Vera Visitante' });

    const role = await supabase.rpc('get_user_role', { user_id: FIXTURE_IDS.visitor });
    expect(role.error).toBeNull();
    expect(role.data).toBe('user');
  });

  it('keeps auth error codes and row rules across the wire', async () => {
    const refused = await client().auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: 'not-the-password',
    });
    expect(refused.error?.code).toBe('invalid_credentials');
    const anonymous = await client().rpc('get_user_role', { user_id: FIXTURE_IDS.admin });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
  });

  it('carries the exact count in Content-Range', async () => {
    const { count, error } = await client()
      .from('tours')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'published');
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
  });

  it('answers a page on this machine with CORS, preflight included', async () => {
    const origin = 'http://127.0.0.1:4173';
    const preflight = await fetch(`${server.url}/rest/v1/tours?select=id`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, prefer, range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, x-client-info, prefer, range',
    );

    const read = await fetch(`${server.url}/rest/v1/tours?select=id&limit=1`, {
      headers: { Origin: origin, apikey: MOCK_SUPABASE_ANON_KEY, Prefer: 'count=exact' },
    });
    // PostgREST: part of an exactly counted set is 206.
    expect(read.status).toBe(206);
    expect(read.headers.get('access-control-allow-origin')).toBe(origin);
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(read.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
  });

  it('answers a page on this machine served over HTTPS too, like the performance run HTTP/2 host', async () => {
    const origin = 'https://127.0.0.1:4443';
    const read = await fetch(`${server.url}/rest/v1/tours?select=id&limit=1`, {
      headers: { Origin: origin, apikey: MOCK_SUPABASE_ANON_KEY },
    });
    expect(read.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('gives no CORS grant to a page elsewhere', async () => {
    const read = await fetch(`${server.url}/rest/v1/tours?select=id&limit=1`, {
      headers: { Origin: 'https://example.com', apikey: MOCK_SUPABASE_ANON_KEY },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for a path no handler knows', async () => {
    const response = await fetch(`${server.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('closing', () => {
  it('stops listening, even with a kept-alive connection open', async () => {
    const other = createMockBackend();
    const extra = await startMockHttpServer({ backend: other });
    try {
      await fetch(`${extra.url}/nowhere`, { headers: { Connection: 'keep-alive' } });
      await extra.close();
      await expect(fetch(`${extra.url}/nowhere`)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});
