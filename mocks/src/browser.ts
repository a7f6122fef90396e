import { setupWorker } from 'msw/browser';
import { MOCK_SUPABASE_URL } from './config.ts';
import { handlers } from './handlers/index.ts';

export const worker = setupWorker(...handlers);

/** Starts the worker; a request to the mock backend that no handler answers is an error. */
export async function startMockWorker(serviceWorkerUrl = '/mockServiceWorker.js') {
  await worker.start({
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(MOCK_SUPABASE_URL)) print.error();
    },
  });
  return worker;
}
