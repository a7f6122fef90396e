import type { Backend } from './BackendContext.tsx';

/**
 * A backend that loads on first demand (a screen or a submit needs it) or when the site asks
 * (after the first paint), whichever comes first. `ready` settles with the load but never starts it.
 */
export interface LazyBackend {
  demand(): Promise<Backend>;
  ready: Promise<Backend>;
}

export function createLazyBackend(load: () => Promise<Backend>): LazyBackend {
  let started: Promise<Backend> | null = null;
  let settle: (started: Promise<Backend>) => void = () => {};
  const ready = new Promise<Backend>((resolve) => {
    settle = resolve;
  });
  return {
    ready,
    demand() {
      if (!started) {
        started = load();
        settle(started);
      }
      return started;
    },
  };
}

/** An already-loaded backend: demanding it never waits. */
export const loadedBackend = (backend: Promise<Backend>): LazyBackend => ({
  demand: () => backend,
  ready: backend,
});
