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

const { server, contract } = useWireBackend();

const signInBody = { email: FIXTURE_EMAILS.visitor, password: FIXTURE_PASSWORD };
const signIn = () => call('POST', '/auth/v1/token?grant_type=password', { body: signInBody });
const signUp = () =>
  call('POST', '/auth/v1/signup', { body: { email: 'n@exemplo.com', password: 'segredo123' } });
const upload = () =>
  call('POST', `/storage/v1/object/uploads/${FIXTURE_IDS.visitor}/praia.png`, {
    body: new Uint8Array([137, 80, 78, 71]),
    headers: { 'Content-Type': 'image/png' },
  });
const listFolder = () =>
  call('POST', '/storage/v1/object/list/uploads', { body: { prefix: FIXTURE_IDS.visitor } });
const move = () =>
  call('POST', '/storage/v1/object/move', {
    body: { bucketId: 'uploads', sourceKey: 'a.png', destinationKey: 'b.png' },
  });

/**
 * The request each scenario answers, and what it must answer; `op` is the operation the answer
 * must validate against (none when no answer arrives: status 0 is a network error, -1 pending).
 */
const triggers: Record<
  ScenarioName,
  { run: () => Promise<Response>; status: number; code?: string; op?: OperationId }
> = {
  invalidCredentials: { run: signIn, status: 400, op: 'authToken', code: 'invalid_credentials' },
  emailNotConfirmed: { run: signIn, status: 400, op: 'authToken', code: 'email_not_confirmed' },
  emailAddressInvalid: { run: signIn, status: 400, op: 'authToken', code: 'email_address_invalid' },
  invalidEmail: { run: signUp, status: 400, op: 'authSignUp', code: 'validation_failed' },
  rateLimited: { run: signIn, status: 429, op: 'authToken', code: 'over_request_rate_limit' },
  userAlreadyExists: { run: signUp, status: 422, op: 'authSignUp', code: 'user_already_exists' },
  weakPassword: { run: signUp, status: 422, op: 'authSignUp', code: 'weak_password' },
  signupDisabled: { run: signUp, status: 422, op: 'authSignUp', code: 'signup_disabled' },
  leakedPassword: {
    run: async () =>
      call('PUT', '/auth/v1/user', {
        body: { password: 'senha123' },
        headers: (await signedIn('visitor')).headers,
      }),
    status: 422,
    op: 'authUpdateUser',
    code: 'weak_password',
  },
  notAdmin: {
    run: async () =>
      call('POST', '/rest/v1/rpc/get_user_role', {
        body: { user_id: FIXTURE_IDS.admin },
        headers: (await signedIn('admin')).headers,
      }),
    status: 200,
    op: 'rpcGetUserRole',
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
    op: 'selectPerfisUsuarios',
  },
  profileUpdateFailure: {
    run: async () =>
      call('PATCH', `/rest/v1/profiles?id=eq.${FIXTURE_IDS.visitor}`, {
        body: { bio: 'x' },
        headers: (await signedIn('visitor')).headers,
      }),
    status: 403,
    code: '42501',
    op: 'updateProfiles',
  },
  // Storage refusals travel as HTTP 400, the logical status in the body.
  storagePermissionDenied: { run: upload, status: 400, code: 'AccessDenied', op: 'uploadObject' },
  storagePayloadTooLarge: { run: upload, status: 400, code: 'EntityTooLarge', op: 'uploadObject' },
  storageSessionExpired: { run: listFolder, status: 400, code: 'InvalidJWT', op: 'listObjects' },
  storageSessionExpiredOnMove: { run: move, status: 400, code: 'InvalidJWT', op: 'moveObject' },
  serverError: { run: signIn, status: 500, op: 'authToken', code: 'unexpected_failure' },
  badGateway: { run: signIn, status: 502, op: 'authToken' },
  serviceUnavailable: { run: signIn, status: 503, op: 'authToken' },
  gatewayTimeout: { run: signIn, status: 504, op: 'authToken' },
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
    // The previous test's checks were settled in afterEach: what follows is this test's.
    const before = contract.observed.length;
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
    // The scenario's answer was checked against its operation and passed.
    expect(await contract.settle()).toEqual([]);
    expect(contract.observed.slice(before)).toContainEqual({
      operationId: trigger.op,
      status: trigger.status,
      valid: true,
    });
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

  it.each([
    ['storagePermissionDenied', '403', 'AccessDenied'],
    ['storagePayloadTooLarge', '413', 'EntityTooLarge'],
  ] as const)('%s carries the logical status %s in the body', async (name, statusCode, code) => {
    server.use(...scenarios[name]);
    const response = await upload();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode, code });
  });

  it('refuses the list with the storage server’s expired-JWT answer', async () => {
    server.use(...scenarios.storageSessionExpired);
    const response = await listFolder();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('leaves the list alone when the upload pattern also matches it', async () => {
    server.use(...scenarios.storagePermissionDenied);
    expect((await listFolder()).status).toBe(200);
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
      const before = contract.observed.length;
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
      // Every operation's outage answer was checked against the document and passed.
      expect(await contract.settle()).toEqual([]);
      const validated = contract.observed
        .slice(before)
        .filter((o) => o.status === status && o.valid);
      expect(new Set(validated.map((o) => o.operationId))).toEqual(new Set(ids));
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
