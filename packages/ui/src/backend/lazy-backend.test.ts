import { describe, expect, it, vi } from 'vitest';
import type { Backend } from './BackendContext.tsx';
import { createLazyBackend } from './lazy-backend.ts';

const backend = { demo: true } as Backend;

describe('createLazyBackend', () => {
  it('loads once, on first demand, and resolves ready with it', async () => {
    const load = vi.fn(() => Promise.resolve(backend));
    const lazy = createLazyBackend(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.demand()).resolves.toBe(backend);
    await expect(lazy.demand()).resolves.toBe(backend);
    await expect(lazy.ready).resolves.toBe(backend);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (a stalled demo start), and ready waits for the success', async () => {
    const stalled = new DOMException('signal is aborted without reason', 'AbortError');
    const load = vi
      .fn<() => Promise<Backend>>()
      .mockRejectedValueOnce(stalled)
      .mockResolvedValueOnce(backend);
    const lazy = createLazyBackend(load);
    let ready: Backend | null = null;
    void lazy.ready.then((value) => (ready = value));
    await expect(lazy.demand()).rejects.toBe(stalled);
    expect(ready).toBe(null);
    await expect(lazy.demand()).resolves.toBe(backend);
    await expect(lazy.ready).resolves.toBe(backend);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives callers during a load the same attempt', async () => {
    const load = vi.fn(() => Promise.resolve(backend));
    const lazy = createLazyBackend(load);
    const [first, second] = [lazy.demand(), lazy.demand()];
    expect(first).toBe(second);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
