import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../backend.ts';
import { MOCK_SUPABASE_ANON_KEY, MOCK_SUPABASE_URL } from '../config.ts';
import { FIXTURE_IDS } from '../db/fixtures.ts';
import { scenarios } from './index.ts';

const backend = createMockBackend();
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

const post = (path: string, body: BodyInit, type = 'application/json') =>
  fetch(`${MOCK_SUPABASE_URL}/storage/v1${path}`, {
    method: 'POST',
    headers: { apikey: MOCK_SUPABASE_ANON_KEY, 'Content-Type': type },
    body,
  });
const upload = () => post(`/object/uploads/${FIXTURE_IDS.visitor}/a.png`, 'png', 'image/png');
const list = () => post('/object/list/uploads', JSON.stringify({ prefix: '' }));

describe('storage refusals', () => {
  it.each([
    ['storagePermissionDenied', '403', 'AccessDenied'],
    ['storagePayloadTooLarge', '413', 'EntityTooLarge'],
  ] as const)('%s answers HTTP 400 with %s in the body', async (name, statusCode, code) => {
    server.use(...scenarios[name]);
    const response = await upload();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode, code });
  });

  it('leaves the list alone when the upload pattern also matches it', async () => {
    server.use(...scenarios.storagePermissionDenied);
    expect((await list()).status).toBe(200);
  });

  it('refuses the list with the storage server’s expired-JWT answer', async () => {
    server.use(...scenarios.storageSessionExpired);
    const response = await list();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'jwt expired',
    });
  });
});
