import { expect, it } from 'vitest';
import { call, useWireBackend } from './support/wire.ts';

// The sign-up trigger of DATA-MODEL.md, as the mocks play it: every account gets its role row but
// the configured master email, whose row create_admin_user makes on the first admin sign-in.
const { backend } = useWireBackend();
const masterEmail = 'novo-mestre@mare.example';

/** Signs up with a session at once (autoconfirm) and returns its headers and id. */
async function signUp(email: string) {
  backend.settings.autoconfirm = true;
  await backend.fixtures.sql(
    `update private.app_settings set value = $1 where key = 'master_admin_email'`,
    [masterEmail],
  );
  const response = await call('POST', '/auth/v1/signup', {
    body: { email, password: 'segredo123', data: { nome: 'Nome', full_name: 'Nome' } },
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return {
    headers: { Authorization: `Bearer ${session.access_token}` },
    id: session.user.id,
  };
}

const roleRows = async (who: { headers: Record<string, string>; id: string }) =>
  (
    await call('GET', `/rest/v1/perfis_usuarios?select=*&id=eq.${who.id}`, { headers: who.headers })
  ).json();

it('gives an ordinary sign-up its role row', async () => {
  const who = await signUp('nova@mare.example');
  expect(await roleRows(who)).toEqual([
    expect.objectContaining({ id: who.id, role: 'user', email: 'nova@mare.example' }),
  ]);
});

const bootstrap = (who: { headers: Record<string, string> }) =>
  call('POST', '/rest/v1/rpc/create_admin_user', {
    body: { admin_email: masterEmail, admin_name: 'Administrador Master' },
    headers: who.headers,
  });

it('refuses the master email until the operator binds the account id', async () => {
  const pretender = await signUp('novo-mestre@mare.example');
  const refused = await bootstrap(pretender);
  expect(refused.status).toBe(403);
  expect(await roleRows(pretender)).toEqual([]);
});

it('leaves the master email without a role row, so the admin sign-in bootstraps it', async () => {
  const master = await signUp('Novo-Mestre@Mare.Example');
  expect(await roleRows(master)).toEqual([]);
  // The operator records the id of the account they created (supabase/README.md).
  await backend.fixtures.sql(
    `update private.app_settings set value = $1 where key = 'master_admin_user_id'`,
    [master.id],
  );

  expect((await bootstrap(master)).status).toBe(204);
  const role = await call('POST', '/rest/v1/rpc/get_user_role', {
    body: { user_id: master.id },
    headers: master.headers,
  });
  expect({ status: role.status, body: await role.json() }).toEqual({ status: 200, body: 'admin' });
});
