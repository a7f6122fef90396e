import type { Backend } from './BackendContext.tsx';

/**
 * A backend that loads on first demand (a screen or a submit needs it) or when the site asks
 * (after the first paint), whichever comes first. `ready` resolves with the first load that
 * succeeds but never starts one.
 */
export interface LazyBackend {
  demand(): Promise<Backend>;
  ready: Promise<Backend>;
}

export function createLazyBackend(load: () => Promise<Backend>): LazyBackend {
  let started: Promise<Backend> | null = null;
  let settle: (backend: Backend) => void = () => {};
  const ready = new Promise<Backend>((resolve) => {
    settle = resolve;
  });
  return {
    ready,
    demand() {
      if (!started) {
        const attempt = load();
        started = attempt;
        // A failed load is not kept: the next demand (a screen's "Tentar novamente", a query's
        // retry) loads again, so a demo start that stalled once does not leave pages empty.
        attempt.then(settle, () => {
          if (started === attempt) started = null;
        });
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
