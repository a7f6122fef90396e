import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  FIXTURE_PASSWORD,
  OPERATIONS,
  outage,
  SCENARIO_NAMES,
  scenarios,
  withScenario,
  type OperationId,
  type ScenarioName,
} from '@mare/mocks';
import { realClient } from './support/client.ts';
import { samplePath } from './support/openapi.ts';
import { call, signedIn, useWireBackend } from './support/wire.ts';

const { server } = useWireBackend();

const signInBody = { email: FIXTURE_EMAILS.visitor, password: FIXTURE_PASSWORD };
const signIn = () => call('POST', '/auth/v1/token?grant_type=password', { body: signInBody });
const signUp = () =>
  call('POST', '/auth/v1/signup', { body: { email: 'n@exemplo.com', password: 'segredo123' } });

/** The request each scenario answers, and what it must answer. */
const triggers: Record<
  ScenarioName,
  { run: () => Promise<Response>; status: number; code?: string }
> = {
  invalidCredentials: { run: signIn, status: 400, code: 'invalid_credentials' },
  emailNotConfirmed: { run: signIn, status: 400, code: 'email_not_confirmed' },
  emailAddressInvalid: { run: signIn, status: 400, code: 'email_address_invalid' },
  invalidEmail: { run: signUp, status: 400, code: 'validation_failed' },
  rateLimited: { run: signIn, status: 429, code: 'over_request_rate_limit' },
  userAlreadyExists: { run: signUp, status: 422, code: 'user_already_exists' },
  weakPassword: { run: signUp, status: 422, code: 'weak_password' },
  signupDisabled: { run: signUp, status: 422, code: 'signup_disabled' },
  notAdmin: {
    run: async () =>
      call('POST', '/rest/v1/rpc/get_user_role', {
        body: { user_id: FIXTURE_IDS.admin },
        headers: (await signedIn('admin')).headers,
      }),
    status: 200,
  },
  masterWithoutRole: {
    run: async () =>
      call('GET', `/rest/v1/perfis_usuarios?select=*&id=eq.${FIXTURE_IDS.master}`, {
        headers: {
          ...(await signedIn('master')).headers,
          Accept: 'application/vnd.pgrst.object+json',
        },
      }),
    status: 406,
    code: 'PGRST116',
  },
  profileUpdateFailure: {
    run: async () =>
      call('PATCH', `/rest/v1/profiles?id=eq.${FIXTURE_IDS.visitor}`, {
        body: { bio: 'x' },
        headers: (await signedIn('visitor')).headers,
      }),
    status: 403,
    code: '42501',
  },
  serverError: { run: signIn, status: 500, code: 'unexpected_failure' },
  badGateway: { run: signIn, status: 502 },
  serviceUnavailable: { run: signIn, status: 503 },
  gatewayTimeout: { run: signIn, status: 504 },
  networkDown: { run: signIn, status: 0 },
  pendingForever: { run: signIn, status: -1 },
};

describe('named scenarios', () => {
  it('has every scenario of the brief, by name', () => {
    expect(SCENARIO_NAMES).toEqual(expect.arrayContaining(Object.keys(triggers)));
    expect(Object.keys(triggers).sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it('builds story parameters whose named key merges with the default handlers', () => {
    expect(withScenario('rateLimited')).toEqual({
      msw: { handlers: { scenario: scenarios.rateLimited } },
    });
  });

  it.each(SCENARIO_NAMES)('%s answers its operation as documented', async (name) => {
    const trigger = triggers[name];
    // The sign-in that some triggers need runs before the override.
    const pending = Promise.resolve().then(() => {
      server.use(...scenarios[name]);
    });
    await pending;
    if (trigger.status === 0) {
      await expect(trigger.run()).rejects.toThrow(TypeError);
      return;
    }
    if (trigger.status === -1) {
      const never = trigger.run();
      const winner = await Promise.race([
        never.then(() => 'answered'),
        new Promise((r) => setTimeout(() => r('pending'), 200)),
      ]);
      expect(winner).toBe('pending');
      return;
    }
    const response = await trigger.run();
    expect(response.status).toBe(trigger.status);
    if (trigger.code) expect(((await response.json()) as { code: string }).code).toBe(trigger.code);
  });

  it('leaves the rest of the backend alone', async () => {
    server.use(...scenarios.invalidCredentials, ...scenarios.masterWithoutRole);
    const refresh = await call('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: 'x' },
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { code: string }).code).toBe('refresh_token_not_found');
    server.resetHandlers();
    const { headers } = await signedIn('admin');
    server.use(...scenarios.masterWithoutRole);
    const admin = await call(
      'GET',
      `/rest/v1/perfis_usuarios?select=*&id=eq.${FIXTURE_IDS.admin}`,
      { headers },
    );
    expect(await admin.json()).toEqual([expect.objectContaining({ role: 'admin' })]);
    const master = await call(
      'GET',
      `/rest/v1/perfis_usuarios?select=*&id=eq.${FIXTURE_IDS.master}`,
      { headers },
    );
    expect(await master.json()).toEqual([]);
  });

  it('reaches the real client as its error classes', async () => {
    // auth-js logs the failed fetch before wrapping it; keep the test output quiet.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...scenarios.invalidCredentials);
    expect((await realClient().auth.signInWithPassword(signInBody)).error?.code).toBe(
      'invalid_credentials',
    );
    server.resetHandlers();
    server.use(...scenarios.serviceUnavailable);
    const unavailable = await realClient().auth.signInWithPassword(signInBody);
    expect(unavailable.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 });
    server.resetHandlers();
    server.use(...scenarios.networkDown);
    const offline = await realClient().auth.signInWithPassword(signInBody);
    expect(offline.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 0 });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('outages of any operation', () => {
  const ids = Object.keys(OPERATIONS) as OperationId[];

  it.each([500, 502, 503, 504] as const)(
    'answers %i on every operation as documented',
    async (status) => {
      for (const id of ids) {
        const { method, path } = OPERATIONS[id];
        server.resetHandlers();
        server.use(outage(status, id));
        const hasBody = !['get', 'head'].includes(method);
        const response = await call(
          method.toUpperCase(),
          samplePath(path),
          hasBody ? { body: {} } : {},
        );
        expect(response.status, id).toBe(status);
      }
    },
  );

  it('leaves operations nested under the failing pattern alone', async () => {
    const list = () =>
      call('POST', samplePath(OPERATIONS.listObjects.path), { body: { prefix: '' } });
    const healthy = (await list()).status;
    server.use(outage(500, 'uploadObject'));
    expect((await list()).status).toBe(healthy);
    expect(
      (await call('POST', samplePath(OPERATIONS.uploadObject.path), { body: {} })).status,
    ).toBe(500);
  });

  it('takes the network down for one operation only', async () => {
    server.use(outage('network', 'selectProfiles'));
    await expect(call('GET', '/rest/v1/profiles?select=*')).rejects.toThrow(TypeError);
    expect((await call('GET', '/auth/v1/settings')).status).toBe(200);
  });
});
