import { getResponse, http, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from './backend.ts';
import { moveDemoToToday } from './demo-dates.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { openBrowserMockDatabase, type ProgressListener } from './database/browser.ts';
import { setDatabaseProvider } from './database/provider.ts';
import { handlers } from './default-backend.ts';

export { resetMockBackend, defaultBackend } from './default-backend.ts';
export { moveDemoToToday } from './demo-dates.ts';
export type { ProgressListener } from './database/browser.ts';

// The page: backends boot from the dump the Vite plugin serves, in memory.
setDatabaseProvider(() => openBrowserMockDatabase());

/** The Storybook worker, on the default backend. */
export const worker = setupWorker(...handlers);

function start(target: SetupWorker, serviceWorkerUrl: string) {
  return target.start({
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl },
    // A request to the mock backend that no handler answers is an error; others go to the network.
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(MOCK_SUPABASE_URL)) print.error();
    },
  });
}

/** Starts the worker; a request to the mock backend that no handler answers is an error. */
export async function startMockWorker(serviceWorkerUrl = '/mockServiceWorker.js') {
  await start(worker, serviceWorkerUrl);
  return worker;
}

/**
 * Answers `<prefix>/*` with the backend's handlers, as if the request went to the mock host. A
 * request that may write is flushed to IndexedDB before its answer (the database's durability is
 * relaxed for reads' sake), so what a person saved survives a reload right after.
 */
function sameOriginProject(
  prefix: string,
  handlers: RequestHandler[],
  flush: () => Promise<void>,
): RequestHandler {
  return http.all(`${prefix}/*`, async ({ request }) => {
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    const forwarded = new Request(MOCK_SUPABASE_URL + request.url.slice(prefix.length), {
      method: request.method,
      headers: request.headers,
      body: bodyless ? undefined : await request.arrayBuffer(),
    });
    const response =
      (await getResponse(handlers, forwarded)) ??
      Response.json({ message: 'Not found' }, { status: 404 });
    if (!bodyless) await flush();
    return response;
  });
}

/** The IndexedDB database demo mode keeps its data in. */
export const DEMO_DATA_DIR = 'idb://mare-demo';

export interface DemoWorkerOptions {
  serviceWorkerUrl?: string;
  autoconfirm?: boolean;
  /**
   * Also serve the project at this URL (demo mode: a path on the site's own origin, so the links
   * storage hands out open in another tab of the same browser).
   */
  sameOriginUrl?: string;
  /** Start-up progress, 0 to 1 (the dump's download, then the boot). */
  onProgress?: ProgressListener;
}

/**
 * The site's demo mode: a backend whose database lives in IndexedDB, so a visitor who signs up
 * can sign in after a reload. Its `mailbox` holds the emails to show; `reset()` restores the seed.
 */
export async function startDemoWorker(
  options: DemoWorkerOptions = {},
): Promise<{ worker: SetupWorker; backend: MockBackend }> {
  const backend = createMockBackend({
    autoconfirm: options.autoconfirm,
    database: () =>
      openBrowserMockDatabase({ dataDir: DEMO_DATA_DIR, onProgress: options.onProgress }),
  });
  await backend.database();
  await moveDemoToToday(backend);
  const demoWorker = setupWorker(
    ...(options.sameOriginUrl
      ? [
          sameOriginProject(options.sameOriginUrl, backend.handlers, async () => {
            await (await backend.database()).fs?.syncToFs(false);
          }),
        ]
      : []),
    ...backend.handlers,
  );
  await start(demoWorker, options.serviceWorkerUrl ?? '/mockServiceWorker.js');
  return { worker: demoWorker, backend };
}
