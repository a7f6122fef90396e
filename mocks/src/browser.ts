import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from './backend.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { handlers } from './default-backend.ts';
import { webStoragePersistence, type KeyValueStorage } from './persistence.ts';

export { resetMockBackend, defaultBackend } from './default-backend.ts';

/** The Storybook worker, on the default (in-memory) backend. */
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

export interface DemoWorkerOptions {
  /** Where the demo keeps its data: `window.localStorage` in the site. */
  storage: KeyValueStorage;
  serviceWorkerUrl?: string;
  autoconfirm?: boolean;
}

/**
 * The site's demo mode: a backend whose data survives reloads (saved after every answer), so a
 * visitor who signs up can sign in later. Its `mailbox` holds the emails to show.
 */
export async function startDemoWorker(
  options: DemoWorkerOptions,
): Promise<{ worker: SetupWorker; backend: MockBackend }> {
  const backend = createMockBackend({
    autoconfirm: options.autoconfirm,
    persistence: webStoragePersistence(options.storage),
  });
  const demoWorker = setupWorker(...backend.handlers);
  demoWorker.events.on('response:mocked', () => backend.save());
  await start(demoWorker, options.serviceWorkerUrl ?? '/mockServiceWorker.js');
  return { worker: demoWorker, backend };
}
