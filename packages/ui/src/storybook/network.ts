import { delay, http } from 'msw';
import { MOCK_SUPABASE_URL } from '@mare/mocks';
import { worker } from '@mare/mocks/browser';

/** Story handlers under a named key, so they merge with the mock backend's defaults. */
export function pendingRequest(method: 'get' | 'post' | 'put' | 'patch', path: string) {
  return { scenario: [http[method](`${MOCK_SUPABASE_URL}${path}`, () => delay('infinite'))] };
}

/**
 * Writes down the auth requests the page sends from now on ("POST /auth/v1/token"), by listening
 * to the worker: nothing is answered differently. Call `stop` when done.
 */
export function recordAuthRequests() {
  const sent: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.origin === MOCK_SUPABASE_URL && url.pathname.startsWith('/auth/v1/'))
      sent.push(`${request.method} ${url.pathname}`);
  };
  worker.events.on('request:start', onStart);
  return { sent, stop: () => worker.events.removeListener('request:start', onStart) };
}

/** The network comes back: drops the story's failing handlers, the mock backend answers again. */
export const networkRecovers = () => worker.resetHandlers();

/**
 * Resolves with the status of the next response the mock backend gives to `path` (e.g.
 * "/rest/v1/rpc/tour_contact"). Start it in a loader, before the page sends the request.
 */
export function nextAnswer(path: string): Promise<number> {
  return new Promise((resolve) => {
    const onAnswer = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname !== path) return;
      worker.events.removeListener('response:mocked', onAnswer);
      resolve(response.status);
    };
    worker.events.on('response:mocked', onAnswer);
  });
}
