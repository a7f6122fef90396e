import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend } from './backend.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { FIXTURE_EMAILS, FIXTURE_PASSWORD, SEED_ACCOUNT_COUNT } from './db/fixtures.ts';
import './node.ts';
import { sequentialRandom } from './random.ts';

let now = Date.parse('2026-03-01T10:00:00.000Z');
const backend = createMockBackend({ clock: { now: () => now }, random: sequentialRandom() });
const server = setupServer(...backend.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await backend.database();
}, 60_000);
afterEach(() => backend.reset());
afterAll(async () => {
  server.close();
  await backend.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${MOCK_SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function signIn(email = FIXTURE_EMAILS.visitor) {
  const response = await post('/auth/v1/token?grant_type=password', {
    email,
    password: FIXTURE_PASSWORD,
  });
  return (await response.json()) as {
    access_token: string;
    expires_at: number;
    refresh_token: string;
  };
}

describe('the injected clock', () => {
  it('stamps tokens and expires them after an hour', async () => {
    const session = await signIn();
    expect(session.expires_at).toBe(now / 1000 + 3600);
    const auth = { Authorization: `Bearer ${session.access_token}` };

    now += 3601 * 1000;
    const user = await fetch(`${MOCK_SUPABASE_URL}/auth/v1/user`, { headers: auth });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
    const rows = await fetch(`${MOCK_SUPABASE_URL}/rest/v1/profiles?select=*`, { headers: auth });
    expect(rows.status).toBe(401);
    expect(await rows.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    // The refresh token outlives the access token.
    const refreshed = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
  });

  it('lets emailed tokens expire after a day', async () => {
    await post('/auth/v1/recover', { email: FIXTURE_EMAILS.visitor });
    const mail = backend.mailbox.latest(FIXTURE_EMAILS.visitor);
    now += 86_401 * 1000;
    const verify = await post('/auth/v1/verify', {
      type: 'recovery',
      token_hash: mail?.token_hash,
    });
    expect(verify.status).toBe(403);
    expect(await verify.json()).toMatchObject({ code: 'otp_expired' });
  });
});

describe('the injected randomness', () => {
  it('makes ids and tokens predictable', async () => {
    const response = await post('/auth/v1/signup', {
      email: 'nova@exemplo.com',
      password: 'segredo123',
    });
    const user = (await response.json()) as { id: string };
    expect(user.id).toMatch(/^10000000-0000-4000-8000-0000000000[0-9a-f]{2}$/);
    expect(backend.mailbox.latest()?.token_hash).toMatch(/^0+[0-9a-f]+$/);
  });
});

describe('the switches', () => {
  it('reports autoconfirm and disabled sign-ups in the settings, and reset restores them', async () => {
    backend.settings.autoconfirm = true;
    backend.settings.disableSignup = true;
    const settings = await (await fetch(`${MOCK_SUPABASE_URL}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: true, disable_signup: true });
    await backend.reset();
    expect(backend.settings).toMatchObject({ autoconfirm: false, disableSignup: false });
  });

  it('records another master email in the database, and keeps it across resets', async () => {
    const custom = createMockBackend({ masterEmail: 'chefe@mare.example' });
    const setting = () =>
      custom.fixtures.sql(
        `select value from private.app_settings where key = 'master_admin_email'`,
      );
    expect(await setting()).toEqual([{ value: 'chefe@mare.example' }]);
    await custom.fixtures.sql(
      `update private.app_settings set value = 'x@y.z' where key = 'master_admin_email'`,
    );
    await custom.reset();
    expect(await setting()).toEqual([{ value: 'chefe@mare.example' }]);
    await custom.close();
  });
});

describe('the data', () => {
  it('goes back to the seed on reset: users, rows, sessions and mail', async () => {
    await signIn();
    await post('/auth/v1/recover', { email: FIXTURE_EMAILS.visitor });
    expect(backend.mailbox.all()).toHaveLength(1);
    await backend.reset();
    expect(backend.mailbox.all()).toEqual([]);
    expect(await backend.fixtures.sql(`select * from mock.sessions`)).toEqual([]);
    expect(await backend.fixtures.sql(`select count(*)::int as n from auth.users`)).toEqual([
      { n: SEED_ACCOUNT_COUNT },
    ]);
  });
});

// Demo mode: each tab runs its own mock backend over the one database of the origin.
describe('a mailbox shared by the tabs', () => {
  it('reads the emails another backend on the same database sent', async () => {
    const otherTab = createMockBackend({ database: () => backend.database() });
    await otherTab.database();
    const before = otherTab.mailbox.all().length;
    await post('/auth/v1/recover', { email: FIXTURE_EMAILS.visitor });
    expect(otherTab.mailbox.all()).toHaveLength(before);
    expect(await otherTab.mailbox.reload()).toBe(true);
    expect(otherTab.mailbox.latest(FIXTURE_EMAILS.visitor)?.token_hash).toBe(
      backend.mailbox.latest(FIXTURE_EMAILS.visitor)?.token_hash,
    );
    expect(await otherTab.mailbox.reload()).toBe(false);
  });
});
