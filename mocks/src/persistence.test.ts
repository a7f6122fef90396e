import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from './backend.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { FIXTURE_EMAILS, FIXTURE_PASSWORD, seedState } from './db/fixtures.ts';
import type { MockState } from './db/types.ts';
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
    ['a null state', JSON.stringify({ version: PERSISTENCE_VERSION, state: null }), /incomplete/],
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

  /** A saved state: the fixtures with one record broken (`as never`: wrong on purpose). */
  const savedWith = (breakIt: (state: MockState) => void) => {
    const state = seedState();
    breakIt(state);
    return JSON.stringify({ version: PERSISTENCE_VERSION, state });
  };
  const first = <T extends object>(items: T[]): T => items[0] ?? ({} as T);

  it.each([
    ['a null user', savedWith((s) => (s.auth.users = [null as never]))],
    ['a user without an id', savedWith((s) => Reflect.deleteProperty(first(s.auth.users), 'id'))],
    [
      'a user without an email',
      savedWith((s) => Reflect.deleteProperty(s.auth.users[1] ?? {}, 'email')),
    ],
    [
      'a numeric password hash',
      savedWith((s) => Object.assign(first(s.auth.users), { passwordHash: 42 })),
    ],
    [
      'metadata that is a string',
      savedWith((s) => Object.assign(first(s.auth.users), { userMetadata: 'x' })),
    ],
    [
      'a metadata name that is a number',
      savedWith((s) => Object.assign(first(s.auth.users).userMetadata, { nome: 1 })),
    ],
    [
      'a session with an unknown method',
      savedWith((s) =>
        s.auth.sessions.push({
          id: 's',
          userId: 'u',
          amr: [{ method: 'sms' as never, timestamp: 1 }],
          createdAt: '',
          updatedAt: '',
        }),
      ),
    ],
    [
      'a profile whose bio is a number',
      savedWith((s) => Object.assign(first(s.tables.profiles), { bio: 5 })),
    ],
    [
      'an unknown role',
      savedWith((s) => Object.assign(first(s.tables.perfis_usuarios), { role: 'root' })),
    ],
    [
      'a bucket with public "yes"',
      savedWith((s) => Object.assign(first(s.storage.buckets), { public: 'yes' })),
    ],
    ['a mailbox entry that is a string', savedWith((s) => s.mailbox.push('olá' as never))],
    ['tables that are an array', savedWith((s) => (s.tables = [] as never))],
  ])('treats %s as corrupt: reset with a warning', (_case, raw) => {
    const storage = fakeStorage({ [PERSISTENCE_KEY]: raw });
    const warn = vi.fn();
    expect(webStoragePersistence(storage, warn).load()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/incomplete or malformed/));
    expect(storage.items.has(PERSISTENCE_KEY)).toBe(false);
  });

  it('accepts every record of the fixtures', () => {
    const state = seedState();
    const storage = fakeStorage({
      [PERSISTENCE_KEY]: JSON.stringify({ version: PERSISTENCE_VERSION, state }),
    });
    const warn = vi.fn();
    expect(webStoragePersistence(storage, warn).load()).toEqual(state);
    expect(warn).not.toHaveBeenCalled();
  });

  /** A storage whose every method throws, as a browser with storage blocked does. */
  const blocked = (error: Error) => {
    const fail = () => {
      throw error;
    };
    return { getItem: fail, setItem: fail, removeItem: fail };
  };

  it('starts from the fixtures when reading the storage throws (SecurityError)', () => {
    const warn = vi.fn();
    const persistence = webStoragePersistence(
      blocked(new DOMException('The operation is insecure.', 'SecurityError')),
      warn,
    );
    expect(persistence.load()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not read.*SecurityError/));
    const backend = createMockBackend({ persistence });
    expect(backend.db.auth.users).toHaveLength(6);
    expect(() => backend.save()).not.toThrow();
    expect(() => backend.reset()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not save/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not clear/));
  });

  it('still resets corrupt data when removing it throws', () => {
    const warn = vi.fn();
    const storage = {
      ...fakeStorage({ [PERSISTENCE_KEY]: '{oops' }),
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(webStoragePersistence(storage, warn).load()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not valid JSON/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not clear/));
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

  describe('a backend started from malformed data', () => {
    const storage = fakeStorage({
      [PERSISTENCE_KEY]: savedWith((s) => (s.auth.users = [null as never, { email: 7 } as never])),
    });
    const backend = createMockBackend({ persistence: webStoragePersistence(storage, vi.fn()) });
    const server = setupServer(...backend.handlers);
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('answers from the fixtures, never with a 500', async () => {
      const response = await fetch(`${MOCK_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: FIXTURE_EMAILS.visitor, password: FIXTURE_PASSWORD }),
      });
      expect(response.status).toBe(200);
    });
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
