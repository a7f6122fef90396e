import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  createMockBackend,
  FIXTURE_EMAILS,
  FIXTURE_PASSWORD,
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_URL,
  type FixtureName,
} from '@mare/mocks';
// Registers the Node database loader (the cached dump).
import '@mare/mocks/node';
import { watchContract } from './contract.ts';

/**
 * Raw HTTP against a fresh backend whose clock the test moves. Every answer is checked against
 * the document; requests are not, since these tests send invalid ones on purpose.
 */
export function useWireBackend() {
  const clock = { now: Date.parse('2026-03-01T10:00:00.000Z') };
  const backend = createMockBackend({ clock: { now: () => clock.now } });
  const server = setupServer(...backend.handlers);
  const contract = watchContract(server);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await backend.database();
  }, 60_000);
  afterEach(async () => {
    server.resetHandlers();
    await backend.reset();
    clock.now = Date.parse('2026-03-01T10:00:00.000Z');
    expect(await contract.settle()).toEqual([]);
  });
  afterAll(async () => {
    server.close();
    await backend.close();
  });
  return { backend, clock, server, contract };
}

export const ANON = {
  apikey: MOCK_SUPABASE_ANON_KEY,
  Authorization: `Bearer ${MOCK_SUPABASE_ANON_KEY}`,
};

/** A request as a client would send it; `body` is JSON unless it is already a BodyInit. */
export function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const raw = options.body instanceof FormData || options.body instanceof Uint8Array;
  const headers: Record<string, string> = { ...ANON, ...options.headers };
  if (options.body !== undefined && !raw) headers['Content-Type'] ??= 'application/json';
  return fetch(`${MOCK_SUPABASE_URL}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : raw
          ? (options.body as BodyInit)
          : JSON.stringify(options.body),
  });
}

/** Signs a fixture user in and returns headers carrying its access token. */
export async function signedIn(name: FixtureName) {
  const response = await call('POST', '/auth/v1/token?grant_type=password', {
    body: { email: FIXTURE_EMAILS[name], password: FIXTURE_PASSWORD },
  });
  const session = (await response.json()) as { access_token: string; refresh_token: string };
  return {
    headers: { Authorization: `Bearer ${session.access_token}` },
    session,
  };
}

export interface WireCase {
  name: string;
  run: () => Promise<Response>;
  status: number;
  /** The error code in the body (`code`), when the answer is an error. */
  code?: string;
}

/** One test per case: the status, the error code, and (in afterEach) the contract. */
export function wireCases(cases: WireCase[]) {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const response = await c.run();
    expect(response.status).toBe(c.status);
    if (c.code !== undefined) {
      expect(((await response.clone().json()) as { code?: string }).code).toBe(c.code);
    }
  });
}
