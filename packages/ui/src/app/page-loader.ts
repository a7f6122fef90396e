import { lazy, createElement, type ComponentType } from 'react';

/** What the loader needs from the browser, injected so tests and stories drive it. */
export interface PageLoaderEnv {
  /** Survives the reload but not the tab: remembers that a reload was already tried. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
  online: () => boolean;
  wait: (ms: number) => Promise<void>;
}

export const RELOAD_KEY = 'mare:reloaded-for-chunk';
const RETRY_DELAY_MS = 1_000;

/**
 * A dynamic import that failed to fetch: Chromium, Firefox and Safari word it differently, and
 * Vite's preload helper reports a missing CSS file of its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

function browserStorage(): PageLoaderEnv['storage'] {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const browserPageLoaderEnv = (): PageLoaderEnv => ({
  storage: browserStorage(),
  reload: () => globalThis.location.reload(),
  online: () => globalThis.navigator?.onLine ?? true,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * Loads a page's chunk. A failed fetch is tried again once; if it fails again while the browser is
 * online, the files were most likely replaced by a new deploy, so the page reloads to fetch the new
 * ones — once per tab (sessionStorage), so it never loops. Otherwise the error reaches the route's
 * error boundary, which says what happened and offers a retry.
 */
export async function loadPage<T>(load: () => Promise<T>, env: PageLoaderEnv): Promise<T> {
  let error: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const module = await load();
      safely(() => env.storage?.removeItem(RELOAD_KEY), undefined);
      return module;
    } catch (caught) {
      error = caught;
      if (!isChunkLoadError(caught)) throw caught;
      if (attempt === 0) await env.wait(RETRY_DELAY_MS);
    }
  }
  const reloaded = safely(() => env.storage?.getItem(RELOAD_KEY) != null, true);
  // Without storage the guard cannot hold: never reload then.
  if (env.online() && !reloaded && env.storage) {
    safely(() => env.storage?.setItem(RELOAD_KEY, '1'), undefined);
    env.reload();
    // The page is going away: stay on the loading page rather than flash an error.
    return new Promise<T>(() => {});
  }
  throw error;
}

/** Pages whose chunk failed, each with a way to start its load afresh. */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose chunk failed fetch it again on its next render (the error boundary's
 * "Tentar novamente"). Not done on failure itself: React renders a failed tree once more before
 * showing the boundary, and a fresh load there would fail, retry and reload endlessly.
 */
export function retryFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/**
 * `React.lazy` for a page, through `loadPage`. A lazy component keeps its failure for good, so a
 * failed one is replaced by a fresh one when `retryFailedPages` asks.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  env: () => PageLoaderEnv = browserPageLoaderEnv,
): ComponentType<P> {
  const create = () =>
    lazy(() =>
      loadPage(load, env()).catch((error: unknown) => {
        failedPages.add(() => (current = create()));
        throw error;
      }),
    );
  let current = create();
  function Page(props: P) {
    return createElement(current, props);
  }
  return Page;
}
