/**
 * Blocking an account through the Edge Function path the admin screen uses: the mock answers it
 * as the hosted function does (the caller's JWT runs admin_block_user), and then the auth server
 * refuses the account as GoTrue does — 400 `user_banned` at sign-in and at the next refresh.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '@mare/mocks';
import { realClient } from './support/client.ts';
import { useMockBackend } from './support/harness.ts';
import { signedInAs } from './support/sign-in.ts';
import { call } from './support/wire.ts';

useMockBackend();

const rita = { id: '00000000-0000-4000-8000-00000020b002', email: 'rita.reserva@mare.example' };

async function errorBody(error: unknown) {
  const context = (error as { context?: Response }).context;
  return context ? ((await context.json()) as { error: string }) : null;
}

describe('admin-block-user', () => {
  it('blocks: the sign-in then answers 400 user_banned, the way GoTrue does, and unblocking lifts it', async () => {
    const admin = await signedInAs('admin');
    const blocked = await admin.functions.invoke('admin-block-user', {
      body: { user_id: rita.id, action: 'block', reason: 'Chargebacks repetidos' },
    });
    expect(blocked.error).toBeNull();
    expect(blocked.data).toMatchObject({ user: { id: rita.id, status: 'blocked' } });

    const wire = await call('POST', '/auth/v1/token?grant_type=password', {
      body: { email: rita.email, password: FIXTURE_PASSWORD },
    });
    expect(wire.status).toBe(400);
    expect(await wire.json()).toEqual({ code: 'user_banned', message: 'User is banned' });

    const client = realClient();
    const signIn = await client.auth.signInWithPassword({
      email: rita.email,
      password: FIXTURE_PASSWORD,
    });
    expect(signIn.error).toMatchObject({ code: 'user_banned', status: 400 });
    expect(signIn.data.session).toBeNull();
    // A wrong password still gets the ordinary answer: the ban is not revealed to a stranger.
    const wrong = await client.auth.signInWithPassword({
      email: rita.email,
      password: 'errada123',
    });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });

    const lifted = await admin.functions.invoke('admin-block-user', {
      body: { user_id: rita.id, action: 'unblock' },
    });
    expect(lifted.data).toMatchObject({ user: { status: 'active' } });
    const again = await client.auth.signInWithPassword({
      email: rita.email,
      password: FIXTURE_PASSWORD,
    });
    expect(again.error).toBeNull();
  });

  it('ends a blocked session at its next refresh (user_banned), its access token lapsing on its own', async () => {
    const client = realClient();
    const signIn = await client.auth.signInWithPassword({
      email: rita.email,
      password: FIXTURE_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    const admin = await signedInAs('admin');
    await admin.functions.invoke('admin-block-user', {
      body: { user_id: rita.id, action: 'block', reason: 'Fraude' },
    });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ code: 'user_banned' });
    expect(refreshed.data.session).toBeNull();
  });

  it('refuses a caller who is not admin (403) and anonymous callers (401), changing nothing', async () => {
    const visitor = await signedInAs('visitor');
    const refused = await visitor.functions.invoke('admin-block-user', {
      body: { user_id: rita.id, action: 'block', reason: 'Tentativa' },
    });
    expect(refused.error).not.toBeNull();
    expect(await errorBody(refused.error)).toEqual({ error: 'forbidden' });

    const anonymous = await realClient().functions.invoke('admin-block-user', {
      body: { user_id: rita.id, action: 'block', reason: 'Tentativa' },
    });
    expect(await errorBody(anonymous.error)).toEqual({ error: 'unauthorized' });

    const signIn = await realClient().auth.signInWithPassword({
      email: rita.email,
      password: FIXTURE_PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });

  it('answers the database refusal as the error code: the master is protected', async () => {
    const admin = await signedInAs('admin');
    const refused = await admin.functions.invoke('admin-block-user', {
      body: {
        user_id: '00000000-0000-4000-8000-000000000001',
        action: 'block',
        reason: 'Tentativa',
      },
    });
    expect(await errorBody(refused.error)).toEqual({ error: 'master_protected' });
  });
});
