import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../backend.ts';
import { MOCK_SUPABASE_ANON_KEY, MOCK_SUPABASE_URL } from '../config.ts';
import { sequentialRandom } from '../random.ts';

const masterEmail = 'novo-mestre@mare.example';
const backend = createMockBackend({ autoconfirm: true, masterEmail, random: sequentialRandom() });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => backend.reset());
afterAll(() => server.close());

async function call(path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${MOCK_SUPABASE_URL}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: MOCK_SUPABASE_ANON_KEY,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function signUp(email: string) {
  const { body } = await call('/auth/v1/signup', {
    body: { email, password: 'segredo123', data: { nome: 'Nome', full_name: 'Nome' } },
  });
  const session = body as { access_token: string; user: { id: string } };
  return { token: session.access_token, id: session.user.id };
}

const roleRows = (who: { token: string; id: string }) =>
  call(`/rest/v1/perfis_usuarios?select=*&id=eq.${who.id}`, { token: who.token });

describe('the sign-up trigger', () => {
  it('gives an ordinary sign-up its role row', async () => {
    const who = await signUp('nova@mare.example');
    expect((await roleRows(who)).body).toEqual([
      expect.objectContaining({ id: who.id, role: 'user', email: 'nova@mare.example' }),
    ]);
  });

  it('leaves the master email without a role row, so the admin sign-in bootstraps it', async () => {
    const master = await signUp('Novo-Mestre@Mare.Example');
    expect((await roleRows(master)).body).toEqual([]);

    const created = await call('/rest/v1/rpc/create_admin_user', {
      token: master.token,
      body: { admin_email: masterEmail, admin_name: 'Administrador Master' },
    });
    expect(created.status).toBe(204);
    const role = await call('/rest/v1/rpc/get_user_role', {
      token: master.token,
      body: { user_id: master.id },
    });
    expect(role).toEqual({ status: 200, body: 'admin' });
  });
});
