import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadPage, RELOAD_KEY, type PageLoaderEnv } from './page-loader.ts';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Blog-1.js');

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function env(overrides: Partial<PageLoaderEnv> = {}) {
  return {
    storage: memoryStorage(),
    reload: vi.fn(),
    online: () => true,
    wait: vi.fn(() => Promise.resolve()),
    ...overrides,
  } satisfies PageLoaderEnv;
}

/** Lets pending promise callbacks run, to see whether a promise has settled. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
};

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/a.js',
    'error loading dynamically imported module: https://x/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('loadPage', () => {
  it('returns the module and clears the reload mark', async () => {
    const storage = memoryStorage({ [RELOAD_KEY]: '1' });
    await expect(loadPage(() => Promise.resolve('page'), env({ storage }))).resolves.toBe('page');
    expect(storage.items.has(RELOAD_KEY)).toBe(false);
  });

  it('fetches a failed chunk once more after a pause', async () => {
    const e = env();
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('page');
    await expect(loadPage(load, e)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(e.wait).toHaveBeenCalledWith(1_000);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('reloads once when the chunk is gone (a new deploy), and stays loading meanwhile', async () => {
    const storage = memoryStorage();
    const e = env({ storage });
    const page = loadPage(() => Promise.reject(chunkError()), e);
    expect(await settled(page)).toBe(false);
    expect(e.reload).toHaveBeenCalledOnce();
    expect(storage.items.get(RELOAD_KEY)).toBe('1');
  });

  it('never reloads twice in a tab: the second time the error reaches the boundary', async () => {
    const e = env({ storage: memoryStorage({ [RELOAD_KEY]: '1' }) });
    await expect(loadPage(() => Promise.reject(chunkError()), e)).rejects.toThrow(
      /dynamically imported module/,
    );
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('never reloads offline (the browser would show its own error page)', async () => {
    const e = env({ online: () => false });
    await expect(loadPage(() => Promise.reject(chunkError()), e)).rejects.toThrow();
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('never reloads without storage to remember it, nor when storage throws', async () => {
    const none = env({ storage: null });
    await expect(loadPage(() => Promise.reject(chunkError()), none)).rejects.toThrow();
    expect(none.reload).not.toHaveBeenCalled();
    const broken = env({
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    });
    await expect(loadPage(() => Promise.reject(chunkError()), broken)).rejects.toThrow();
    expect(broken.reload).not.toHaveBeenCalled();
  });

  it('passes other errors on at once, without retrying', async () => {
    const e = env();
    const load = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(loadPage(load, e)).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledOnce();
  });
});
