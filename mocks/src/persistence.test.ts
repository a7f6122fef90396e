import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from './backend.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { seedState } from './db/fixtures.ts';
import { PERSISTENCE_KEY, PERSISTENCE_VERSION, webStoragePersistence } from './persistence.ts';

/** An in-memory stand-in for localStorage. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('demo-mode persistence', () => {
  it('round-trips the state under a versioned key', () => {
    const storage = fakeStorage();
    const persistence = webStoragePersistence(storage, vi.fn());
    const state = seedState();
    state.tables.profiles = state.tables.profiles.map((p) => ({ ...p, bio: 'salvo' }));
    persistence.save(state);
    expect(JSON.parse(storage.items.get(PERSISTENCE_KEY) ?? '{}').version).toBe(
      PERSISTENCE_VERSION,
    );
    expect(persistence.load()?.tables.profiles[0]?.bio).toBe('salvo');
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['an older version', JSON.stringify({ version: 0, state: {} }), /version 0, expected 1/],
    [
      'incomplete data',
      JSON.stringify({ version: PERSISTENCE_VERSION, state: { auth: {} } }),
      /incomplete/,
    ],
    ['a bare value', '42', /version 42/],
  ])('drops %s with a warning and starts over', (_case, raw, message) => {
    const storage = fakeStorage({ [PERSISTENCE_KEY]: raw });
    const warn = vi.fn();
    expect(webStoragePersistence(storage, warn).load()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(message));
    expect(storage.items.has(PERSISTENCE_KEY)).toBe(false);
    expect(
      createMockBackend({ persistence: webStoragePersistence(storage, vi.fn()) }).db.auth.users,
    ).toHaveLength(6);
  });

  it('warns instead of throwing when the storage is full', () => {
    const warn = vi.fn();
    const full = {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => webStoragePersistence(full, warn).save(seedState())).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not save/));
  });

  describe('with a backend', () => {
    const storage = fakeStorage();
    const first = createMockBackend({ persistence: webStoragePersistence(storage, vi.fn()) });
    const server = setupServer(...first.handlers);
    server.events.on('response:mocked', () => first.save());
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('keeps a sign-up across a "reload" and forgets it on reset', async () => {
      const response = await fetch(`${MOCK_SUPABASE_URL}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@exemplo.com', password: 'segredo123', data: {} }),
      });
      expect(response.status).toBe(200);
      await vi.waitFor(() =>
        expect(storage.items.get(PERSISTENCE_KEY)).toContain('demo@exemplo.com'),
      );

      const reloaded = createMockBackend({ persistence: webStoragePersistence(storage, vi.fn()) });
      expect(reloaded.db.auth.users.map((u) => u.email)).toContain('demo@exemplo.com');
      expect(reloaded.mailbox.latest('demo@exemplo.com')?.type).toBe('signup');

      reloaded.reset();
      expect(storage.items.has(PERSISTENCE_KEY)).toBe(false);
      expect(reloaded.db.auth.users).toHaveLength(6);
    });
  });
});
