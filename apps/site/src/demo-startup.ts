import type { DemoStartupState } from '@mare/ui';

export interface DemoStartupStore {
  get: () => DemoStartupState;
  subscribe: (listener: () => void) => () => void;
  /** The start-up's progress, 0 to 1. */
  progress: (fraction: number) => void;
  /** The demo backend is up (`true`) or failed to start. */
  settle: (ok: boolean) => void;
}

export const IDLE: DemoStartupState = { status: 'idle' };

/**
 * What the demo's start-up indicator shows. It appears only once the start has taken
 * `showAfterMs`: a return visit reopens the saved database in well under a second, without a flash.
 */
export function createDemoStartupStore(
  showAfterMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): DemoStartupStore {
  let state: DemoStartupState = IDLE;
  let fraction = 0;
  let shown = false;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: DemoStartupState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    progress: (next) => {
      if (settled) return;
      fraction = next;
      if (shown) set({ status: 'loading', fraction });
      else
        timer ??= timers.setTimeout(() => {
          shown = true;
          set({ status: 'loading', fraction });
        }, showAfterMs);
    },
    settle: (ok) => {
      // A failed start tried again by a page (its "Tentar novamente") clears the failure.
      const recovered = settled && ok && state.status === 'failed';
      if (settled && !recovered) return;
      settled = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      if (!ok) set({ status: 'failed' });
      else if (shown || recovered) set({ status: 'ready' });
    },
  };
}
