import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.ts';
import { MOCK_SUPABASE_URL } from '../config.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /auth/v1/settings', () => {
  it('answers with email sign-up enabled and the API version header auth-js needs', async () => {
    const response = await fetch(`${MOCK_SUPABASE_URL}/auth/v1/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    await expect(response.json()).resolves.toMatchObject({
      external: { email: true },
      disable_signup: false,
    });
  });
});
