/**
 * The domain's AuthService driving the REAL supabase-js client against the Node mock backend.
 * It lives here, not beside the service, because packages/domain must not import the mocks.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGES,
  MASTER_ADMIN,
  createAuthService,
  createMemoryStorage,
  type AuthService,
} from '@mare/domain';
import {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  FIXTURE_PASSWORD,
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_URL,
  defaultBackend,
  outage,
  resetMockBackend,
  scenarios,
} from '@mare/mocks';
import { server } from '@mare/mocks/node';
import { watchContract } from './support/contract.ts';

const SITE_URL = 'https://mare.example';
const STORAGE_KEY = 'sb-mare-demo-auth-token';

/** Every request the client sends, in order, plus the service's waits. */
let log: string[] = [];
let bodies: Map<string, unknown[]>;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await defaultBackend.database();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry = `${request.method} ${url.pathname}`;
    log.push(entry);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void request
        .clone()
        .text()
        .then((text) => {
          const list = bodies.get(entry) ?? [];
          list.push({
            query: Object.fromEntries(url.searchParams),
            body: text ? JSON.parse(text) : null,
          });
          bodies.set(entry, list);
        });
    }
  });
}, 60_000);
beforeEach(async () => {
  await resetMockBackend();
  log = [];
  bodies = new Map();
});
// Every answer the service gets is checked against the document, as in the other contract files.
const contract = watchContract(server, { requests: true });
afterEach(async () => {
  vi.useRealTimers();
  server.resetHandlers();
  expect(await contract.settle()).toEqual([]);
});
afterAll(async () => {
  server.close();
  await defaultBackend.close();
});

interface Harness {
  client: SupabaseClient;
  storage: ReturnType<typeof createMemoryStorage>;
  auth: AuthService;
  sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
}

/**
 * `persisted` is the site's set-up: the client keeps its session in the same storage the service
 * clears. Otherwise the session lives in the client's memory and tokenStorage is a separate store.
 */
function harness({ persisted = true } = {}): Harness {
  const storage = createMemoryStorage();
  const client = createClient(MOCK_SUPABASE_URL, MOCK_SUPABASE_ANON_KEY, {
    auth: {
      persistSession: persisted,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage,
    },
  });
  const sleep = vi.fn((ms: number) => {
    log.push(`sleep ${ms}`);
    return Promise.resolve();
  });
  const auth = createAuthService(client, {
    masterAdminEmail: FIXTURE_EMAILS.master.toUpperCase(),
    siteUrl: SITE_URL,
    tokenStorage: storage,
    sleep,
  });
  return { client, storage, auth, sleep };
}

const calls = (entry: string) => log.filter((line) => line === entry).length;
const sent = async (entry: string) => {
  await vi.waitFor(() => expect(bodies.get(entry)).toBeDefined());
  return bodies.get(entry) ?? [];
};
const keys = (storage: Harness['storage']) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index));

/** Whether the server still accepts an access token (a global sign-out revokes it). */
async function accepted(client: SupabaseClient, accessToken: string) {
  const { error } = await client.auth.getUser(accessToken);
  return error === null;
}

describe('signIn', () => {
  it('clears stored tokens, then signs in with the password grant', async () => {
    const { auth, storage, client } = harness();
    storage.setItem('sb-old-project-auth-token', '{"access_token":"stale"}');
    storage.setItem('theme', 'dark');

    const outcome = await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);

    expect(outcome).toMatchObject({ ok: true, message: 'Login realizado com sucesso!' });
    expect(outcome.ok && outcome.value.user.id).toBe(FIXTURE_IDS.visitor);
    expect(keys(storage).sort()).toEqual([STORAGE_KEY, 'theme']);
    const { data } = await client.auth.getSession();
    expect(data.session?.user.email).toBe(FIXTURE_EMAILS.visitor);
  });

  it('signs the previous session out globally first, and still signs in when that fails', async () => {
    const { auth, storage, client } = harness({ persisted: false });
    const first = await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    if (!first.ok) throw new Error(first.message);
    storage.setItem(STORAGE_KEY, JSON.stringify(first.value));
    server.use(outage(500, 'authLogout'));
    log = [];

    const outcome = await auth.signIn(FIXTURE_EMAILS.boatOwner, FIXTURE_PASSWORD);

    expect(outcome).toMatchObject({ ok: true, message: AUTH_MESSAGES.signInSuccess });
    expect(log).toEqual(['POST /auth/v1/logout', 'POST /auth/v1/token']);
    expect((await sent('POST /auth/v1/logout'))[0]).toMatchObject({ query: { scope: 'global' } });
    expect(storage.length).toBe(0);
    const { data } = await client.auth.getSession();
    expect(data.session?.user.id).toBe(FIXTURE_IDS.boatOwner);
  });

  it('revokes the previous session when the global sign-out works', async () => {
    const { auth, client } = harness({ persisted: false });
    const first = await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    if (!first.ok) throw new Error(first.message);

    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);

    expect(await accepted(client, first.value.access_token)).toBe(false);
  });

  it('maps a wrong password to the catalogue message', async () => {
    const outcome = await harness().auth.signIn(FIXTURE_EMAILS.visitor, 'errada123');
    expect(outcome).toEqual({
      ok: false,
      message: 'Credenciais inválidas. Verifique seu email e senha.',
      code: 'invalid_credentials',
      status: 400,
    });
  });

  it('asks an unconfirmed user to confirm the email', async () => {
    const outcome = await harness().auth.signIn(FIXTURE_EMAILS.unconfirmed, FIXTURE_PASSWORD);
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Por favor, confirme seu email antes de fazer login.',
      code: 'email_not_confirmed',
    });
  });

  it.each([
    ['rateLimited', 'Muitas tentativas de login. Tente novamente em alguns minutos.'],
    ['emailAddressInvalid', 'Endereço de email inválido.'],
  ] as const)('scenario %s → %s', async (name, message) => {
    server.use(...scenarios[name]);
    const outcome = await harness().auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    expect(outcome).toMatchObject({ ok: false, message });
  });

  it('reports a network failure without throwing', async () => {
    server.use(outage('network', 'authToken'));
    // auth-js logs the failed fetch itself before returning the error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await harness().auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(outcome).toMatchObject({ ok: false, message: AUTH_MESSAGES.networkError, status: 0 });
  });
});

describe('signUp', () => {
  const input = {
    email: 'nova@mare.example',
    password: 'Mare@2026',
    nome: 'Nina',
    cidade: 'Salvador',
  };

  it('asks to confirm the email when the project requires confirmation', async () => {
    const { auth, client } = harness();
    const outcome = await auth.signUp(input);

    expect(outcome).toMatchObject({ ok: true, message: AUTH_MESSAGES.confirmEmail });
    expect(outcome.ok && outcome.value.kind).toBe('confirm-email');
    const [request] = await sent('POST /auth/v1/signup');
    expect(request).toMatchObject({
      query: { redirect_to: SITE_URL },
      body: { email: input.email, data: { nome: 'Nina', full_name: 'Nina', cidade: 'Salvador' } },
    });
    expect(defaultBackend.mailbox.latest(input.email)?.type).toBe('signup');
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('signs in at once when the project confirms automatically', async () => {
    defaultBackend.settings.autoconfirm = true;
    const { auth } = harness();
    const outcome = await auth.signUp({
      ...input,
      fullName: 'Nina Nogueira',
      accountType: 'boat_owner',
    });

    expect(outcome).toMatchObject({ ok: true, message: 'Cadastro realizado com sucesso!' });
    if (!outcome.ok || outcome.value.kind !== 'signed-in') throw new Error('expected a session');
    const role = await auth.getRole(outcome.value.session.user.id);
    expect(role).toMatchObject({ ok: true, value: 'boat_owner' });
    const [request] = await sent('POST /auth/v1/signup');
    expect(request).toMatchObject({
      body: { data: { full_name: 'Nina Nogueira', account_type: 'boat_owner' } },
    });
  });

  it('recognises an existing confirmed email behind the obfuscated answer', async () => {
    const outcome = await harness().auth.signUp({ ...input, email: FIXTURE_EMAILS.visitor });
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Um usuário com este email já está cadastrado.',
      code: 'user_already_exists',
    });
  });

  it('maps the explicit 422 of an existing email (autoconfirm on)', async () => {
    defaultBackend.settings.autoconfirm = true;
    const outcome = await harness().auth.signUp({ ...input, email: FIXTURE_EMAILS.visitor });
    expect(outcome).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.userAlreadyExists,
      status: 422,
    });
  });

  it('sends the confirmation again to a user who never confirmed', async () => {
    const outcome = await harness().auth.signUp({ ...input, email: FIXTURE_EMAILS.unconfirmed });
    expect(outcome).toMatchObject({ ok: true, message: AUTH_MESSAGES.confirmEmail });
  });

  it.each([
    ['weakPassword', 'A senha deve ter pelo menos 6 caracteres.'],
    ['signupDisabled', 'Cadastro temporariamente desabilitado.'],
    ['invalidEmail', 'Por favor, insira um email válido.'],
    ['userAlreadyExists', 'Um usuário com este email já está cadastrado.'],
  ] as const)('scenario %s → %s', async (name, message) => {
    server.use(...scenarios[name]);
    expect(await harness().auth.signUp(input)).toMatchObject({ ok: false, message });
  });
});

describe('signOut', () => {
  it('signs out globally: the session is gone and its token refused', async () => {
    const { auth, client, storage } = harness();
    const signedIn = await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.message);

    expect(await auth.signOut()).toEqual({
      ok: true,
      value: null,
      message: 'Logout realizado com sucesso',
    });
    expect((await sent('POST /auth/v1/logout'))[0]).toMatchObject({ query: { scope: 'global' } });
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(storage.length).toBe(0);
    expect(await accepted(client, signedIn.value.access_token)).toBe(false);
  });

  it('reports a failed global sign-out, and the device is signed out anyway', async () => {
    const { auth, client } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    server.use(outage(503, 'authLogout'));

    expect(await auth.signOut()).toMatchObject({
      ok: false,
      message: 'Erro ao fazer logout',
      status: 503,
    });
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('adminSignIn', () => {
  it('lets an admin in', async () => {
    const { auth, client, sleep } = harness();
    const outcome = await auth.adminSignIn(FIXTURE_EMAILS.admin, FIXTURE_PASSWORD);

    expect(outcome).toMatchObject({ ok: true, message: AUTH_MESSAGES.signInSuccess });
    expect((await sent('POST /rest/v1/rpc/get_user_role'))[0]).toMatchObject({
      body: { user_id: FIXTURE_IDS.admin },
    });
    expect((await client.auth.getSession()).data.session?.user.id).toBe(FIXTURE_IDS.admin);
    expect(calls('GET /rest/v1/perfis_usuarios')).toBe(0);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('signs a non-admin out again: the session is gone', async () => {
    const { auth, client } = harness();
    const outcome = await auth.adminSignIn(FIXTURE_EMAILS.boatOwner, FIXTURE_PASSWORD);

    expect(outcome).toEqual({ ok: false, message: 'Você não tem permissões administrativas' });
    expect(log).toEqual([
      'POST /auth/v1/token',
      'POST /rest/v1/rpc/get_user_role',
      'POST /auth/v1/logout',
    ]);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('refuses an admin whose role the notAdmin scenario withholds', async () => {
    server.use(...scenarios.notAdmin);
    const { auth, client } = harness();
    expect(await auth.adminSignIn(FIXTURE_EMAILS.admin, FIXTURE_PASSWORD)).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.notAdmin,
    });
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('refuses, with the cause kept, when the role cannot be loaded', async () => {
    server.use(outage(500, 'rpcGetUserRole'));
    const outcome = await harness().auth.adminSignIn(FIXTURE_EMAILS.admin, FIXTURE_PASSWORD);
    expect(outcome).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.notAdmin,
      detail: AUTH_MESSAGES.roleLoadError,
      status: 500,
    });
  });

  it("says 'Falha na autenticação' and keeps the catalogue detail", async () => {
    const outcome = await harness().auth.adminSignIn(FIXTURE_EMAILS.admin, 'errada123');
    expect(outcome).toEqual({
      ok: false,
      message: 'Falha na autenticação',
      code: 'invalid_credentials',
      status: 400,
      detail: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it('bootstraps the master admin without a perfis_usuarios row: create, wait 1.5 s, then admin', async () => {
    server.use(...scenarios.masterWithoutRole);
    const { auth, sleep } = harness();

    const outcome = await auth.adminSignIn(FIXTURE_EMAILS.master, FIXTURE_PASSWORD);

    expect(outcome).toMatchObject({ ok: true, message: AUTH_MESSAGES.signInSuccess });
    expect(log).toEqual([
      'POST /auth/v1/token',
      'GET /rest/v1/perfis_usuarios',
      'POST /rest/v1/rpc/create_admin_user',
      'sleep 1500',
      'POST /rest/v1/rpc/get_user_role',
    ]);
    expect(await sent('POST /rest/v1/rpc/create_admin_user')).toEqual([
      {
        query: {},
        body: { admin_email: FIXTURE_EMAILS.master, admin_name: 'Administrador Master' },
      },
    ]);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(MASTER_ADMIN.waitMs);
  });

  it('waits the real 1.5 s (default sleep, fake timers) before the master admin is ready', async () => {
    server.use(...scenarios.masterWithoutRole);
    const client = createClient(MOCK_SUPABASE_URL, MOCK_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    // No `sleep` option: the service's own setTimeout-based wait.
    const auth = createAuthService(client, {
      masterAdminEmail: FIXTURE_EMAILS.master,
      siteUrl: SITE_URL,
    });
    let onCreated = () => {};
    const created = new Promise<void>((resolve) => (onCreated = resolve));
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/rpc/create_admin_user')) onCreated();
    };
    server.events.on('response:mocked', listener);
    vi.useFakeTimers();
    let ready = false;
    const signingIn = auth.adminSignIn(FIXTURE_EMAILS.master, FIXTURE_PASSWORD).then((outcome) => {
      ready = true;
      return outcome;
    });
    await created;
    server.events.removeListener('response:mocked', listener);
    // MSW answers in-process (promises only), so the wait's timer is set once these settle. At
    // least one: on a loaded machine an earlier test's client may still set a timer of its own
    // after the fake clock is installed (the full suite once counted two).
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(1);

    await vi.advanceTimersByTimeAsync(1_499);
    expect(ready).toBe(false);
    expect(calls('POST /rest/v1/rpc/get_user_role')).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(await signingIn).toMatchObject({ ok: true, message: AUTH_MESSAGES.signInSuccess });
    expect(log).toEqual([
      'POST /auth/v1/token',
      'GET /rest/v1/perfis_usuarios',
      'POST /rest/v1/rpc/create_admin_user',
      'POST /rest/v1/rpc/get_user_role',
    ]);
  });

  it('skips the bootstrap when the master admin already has a row', async () => {
    const { auth, sleep } = harness();
    expect(await auth.adminSignIn(FIXTURE_EMAILS.master, FIXTURE_PASSWORD)).toMatchObject({
      ok: true,
    });
    expect(calls('GET /rest/v1/perfis_usuarios')).toBe(1);
    expect(calls('POST /rest/v1/rpc/create_admin_user')).toBe(0);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not bootstrap when the row cannot be read', async () => {
    server.use(outage(500, 'selectPerfisUsuarios'));
    const { auth, sleep } = harness();
    expect(await auth.adminSignIn(FIXTURE_EMAILS.master, FIXTURE_PASSWORD)).toMatchObject({
      ok: true,
    });
    expect(calls('POST /rest/v1/rpc/create_admin_user')).toBe(0);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('getRole', () => {
  it("reads one's own role through get_user_role", async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.serviceProvider, FIXTURE_PASSWORD);
    expect(await auth.getRole(FIXTURE_IDS.serviceProvider)).toEqual({
      ok: true,
      value: 'service_provider',
      message: '',
    });
  });

  it('rejects an answer that is not a known role', async () => {
    server.use(
      http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/get_user_role`, () =>
        HttpResponse.json('pirata'),
      ),
    );
    expect(await harness().auth.getRole(FIXTURE_IDS.visitor)).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.roleLoadError,
      status: 200,
    });
    // The off-contract answer is the point of this test; the watcher must have caught it.
    expect(await contract.settle()).toEqual([expect.stringMatching(/^rpcGetUserRole 200: /)]);
  });

  it("is refused someone else's role", async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    expect(await auth.getRole(FIXTURE_IDS.admin)).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.roleLoadError,
      status: 403,
    });
  });
});

describe('profile', () => {
  it("reads the signed-in user's row", async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    const outcome = await auth.getProfile();
    expect(outcome).toMatchObject({
      ok: true,
      value: { id: FIXTURE_IDS.visitor, cidade: 'Salvador' },
    });
  });

  it('updates the row and answers with it', async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);

    const outcome = await auth.updateProfile({ bio: 'Amo o mar.', telefone: '(71) 98888-7777' });

    expect(outcome).toMatchObject({
      ok: true,
      message: 'Perfil atualizado com sucesso!',
      value: { id: FIXTURE_IDS.visitor, bio: 'Amo o mar.', telefone: '(71) 98888-7777' },
    });
    expect(await auth.getProfile()).toMatchObject({ ok: true, value: { bio: 'Amo o mar.' } });
  });

  it("says 'Erro ao atualizar perfil' when the update fails", async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    server.use(...scenarios.profileUpdateFailure);
    expect(await auth.updateProfile({ bio: 'x' })).toMatchObject({
      ok: false,
      message: 'Erro ao atualizar perfil',
      code: '42501',
      status: 403,
    });
  });

  it('reports a failed read', async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    server.use(outage(500, 'selectProfiles'));
    expect(await auth.getProfile()).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.profileLoadError,
      status: 500,
    });
  });

  it("answers 'Usuário não autenticado' without a user, sending nothing", async () => {
    const { auth } = harness();
    const expected = { ok: false, message: 'Usuário não autenticado', status: 401 };
    expect(await auth.getProfile()).toEqual(expected);
    expect(await auth.updateProfile({ bio: 'x' })).toEqual(expected);
    expect(log).toEqual([]);
  });
});

describe('passwords and email links', () => {
  it('answers alike for known and unknown emails, pointing the link at the new-password screen', async () => {
    const { auth } = harness();
    const known = await auth.requestPasswordReset(FIXTURE_EMAILS.visitor);
    const unknown = await auth.requestPasswordReset('ninguem@mare.example');

    expect(known).toEqual({ ok: true, value: null, message: AUTH_MESSAGES.passwordResetSent });
    expect(unknown).toEqual(known);
    expect((await sent('POST /auth/v1/recover'))[0]).toMatchObject({
      query: { redirect_to: `${SITE_URL}/auth/nova-senha` },
    });
  });

  it('recovers an account: verify the emailed token, set a new password, sign in with it', async () => {
    const { auth } = harness();
    await auth.requestPasswordReset(FIXTURE_EMAILS.visitor);
    const email = defaultBackend.mailbox.latest(FIXTURE_EMAILS.visitor);
    if (!email) throw new Error('no recovery email');

    expect(await auth.verifyEmailToken(email.token_hash, 'recovery')).toMatchObject({
      ok: true,
      message: AUTH_MESSAGES.recoveryVerified,
      value: { user: { id: FIXTURE_IDS.visitor } },
    });
    expect(await auth.updatePassword('Nova@2027')).toEqual({
      ok: true,
      value: null,
      message: AUTH_MESSAGES.passwordUpdated,
    });
    expect(await auth.signIn(FIXTURE_EMAILS.visitor, 'Nova@2027')).toMatchObject({ ok: true });
  });

  it('confirms a sign-up from the emailed token, once', async () => {
    const { auth } = harness();
    await auth.signUp({
      email: 'nova@mare.example',
      password: 'Mare@2026',
      nome: 'Nina',
      cidade: 'Ilhéus',
    });
    const email = defaultBackend.mailbox.latest('nova@mare.example');
    if (!email) throw new Error('no confirmation email');

    expect(await auth.verifyEmailToken(email.token_hash, 'signup')).toMatchObject({
      ok: true,
      message: 'Email confirmado com sucesso!',
    });
    expect(await auth.verifyEmailToken(email.token_hash, 'signup')).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.linkInvalid,
    });
  });

  it('refuses a weak new password and an update without a session', async () => {
    const { auth } = harness();
    expect(await auth.updatePassword('Nova@2027')).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.sessionMissing,
    });
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);
    expect(await auth.updatePassword('abc')).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.passwordTooShort,
      code: 'weak_password',
    });
  });

  it('does not blame the link when the service is down', async () => {
    server.use(outage(503, 'authVerify'));
    expect(await harness().auth.verifyEmailToken('any-hash', 'signup')).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.serviceUnavailable,
      status: 503,
    });
  });

  it('maps a failed reset request', async () => {
    server.use(outage(502, 'authRecover'));
    expect(await harness().auth.requestPasswordReset(FIXTURE_EMAILS.visitor)).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.serviceUnavailable,
    });
  });
});

describe('recordAdminAccessDenied', () => {
  it('records an audit row for the signed-in user through the function', async () => {
    const { auth } = harness();
    await auth.signIn(FIXTURE_EMAILS.visitor, FIXTURE_PASSWORD);

    expect(await auth.recordAdminAccessDenied('/admin/users')).toEqual({
      ok: true,
      value: null,
      message: '',
    });
    expect(await sent('POST /rest/v1/rpc/record_admin_access_denied')).toEqual([
      { query: {}, body: { target: '/admin/users' } },
    ]);
    expect(
      await defaultBackend.fixtures.sql(
        `select * from public.audit_logs where action = 'admin_access_denied'`,
      ),
    ).toEqual([
      expect.objectContaining({
        actor_id: FIXTURE_IDS.visitor,
        action: 'admin_access_denied',
        target: '/admin/users',
        details: {},
      }),
    ]);
  });

  it('fails for an anonymous visitor', async () => {
    expect(await harness().auth.recordAdminAccessDenied('/admin')).toMatchObject({
      ok: false,
      message: AUTH_MESSAGES.auditError,
      status: 401,
    });
  });
});
