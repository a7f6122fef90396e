import { getResponse, http, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from './backend.ts';
import { startMinuteJobs } from './minute-jobs.ts';
import { startPixJobs } from './pix-jobs.ts';
import { localStoragePspStore } from './psp/browser-store.ts';
import { MOCK_SUPABASE_URL } from './config.ts';
import { onlyReads } from './postgrest/index.ts';
import type { ProgressListener } from './database/boot.ts';
import type { SharedMockDatabase } from './database/shared.ts';
import { setDatabaseProvider } from './database/provider.ts';
import { handlers } from './default-backend.ts';
import { keepRegistered } from './keep-registered.ts';

export { resetMockBackend, defaultBackend } from './default-backend.ts';
export { moveDemoToToday } from './demo-dates.ts';
export type { ProgressListener } from './database/boot.ts';

// The page: backends boot from the dump the Vite plugin serves, in memory. Loaded on first use,
// so demo mode's page (its database is in a worker) never downloads the engine.
setDatabaseProvider(async () => {
  const { openBrowserMockDatabase } = await import('./database/browser.ts');
  return openBrowserMockDatabase();
});

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

const unsaved = () =>
  Response.json(
    { message: 'A demonstração não conseguiu guardar este pedido. Tente novamente.' },
    { status: 503 },
  );

/** What the same-origin project needs from demo mode's shared database and its backend. */
type SharedDatabase = Pick<
  SharedMockDatabase,
  'flush' | 'mark' | 'movedSince' | 'mayHaveLostSince'
> &
  Pick<MockBackend, 'schema'>;

/**
 * Answers `<prefix>/*` with the backend's handlers, as if the request went to the mock host. A
 * request that may write is flushed to IndexedDB before its answer (the database's durability is
 * relaxed for reads' sake), so what a person saved survives a reload, or the leader tab closing,
 * right after. When the leader changes under a request (its tab closed or navigated), a read is
 * asked again of the new one; a write that had run on the old leader answers 503 (the old leader
 * may have taken it with it), as does one that could not be saved; a write that only waited for
 * the old leader's lock ran on the new one and is answered. A call to a stable function (a seat
 * map, a role) is a read, though supabase-js sends it as a POST.
 */
function sameOriginProject(
  prefix: string,
  handlers: RequestHandler[],
  shared: SharedDatabase,
): RequestHandler {
  return http.all(`${prefix}/*`, async ({ request }) => {
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    const body = bodyless ? undefined : await request.arrayBuffer();
    const answer = async () =>
      (await getResponse(
        handlers,
        new Request(MOCK_SUPABASE_URL + request.url.slice(prefix.length), {
          method: request.method,
          headers: request.headers,
          body,
        }),
      )) ?? Response.json({ message: 'Not found' }, { status: 404 });
    // Without the schema (the database is resetting), a POST is taken for a write, as before.
    const read =
      bodyless ||
      (await shared.schema().then(
        (cache) => onlyReads(request, cache),
        () => false,
      ));
    const mark = shared.mark();
    const moved = () => shared.movedSince(mark);
    const settled = await answer().then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    if (read && moved()) return answer();
    if ('error' in settled) {
      if (!read && moved()) return unsaved();
      throw settled.error;
    }
    if (read) return settled.response;
    const saved = await shared.flush().then(
      () => true,
      () => false,
    );
    return saved && !shared.mayHaveLostSince(mark) ? settled.response : unsaved();
  });
}

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
 * can sign in after a reload, and is one per origin: every tab's handlers query the PGlite its
 * leader tab's worker runs, so a booking made in one tab shows in the others and two tabs never
 * sell one seat twice. Its `mailbox` holds the emails to show; `reset()` restores the seed;
 * `flush()` writes the database through to IndexedDB; `isLeader()` says whether this tab's
 * worker is the one running the database.
 */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<{
  worker: SetupWorker;
  backend: MockBackend;
  flush: () => Promise<void>;
  isLeader: () => boolean;
}> {
  // Loaded here only: Storybook and the tests keep their database in the page. Usually already
  // opening: the demo page starts it first thing (startDemoDatabase), and it is moved to today.
  const { openDemoDatabase } = await import('./demo-database.ts');
  const opening = openDemoDatabase(options.onProgress);
  let shared: SharedMockDatabase | null = null;
  const backend = createMockBackend({
    autoconfirm: options.autoconfirm,
    database: async () => (await opening).db,
    // Pix runs the production path: pix-charge charges at the mock PSP (kept beside the database,
    // so every tab and a reload see the same charges), whose webhook confirms the payment; a
    // devolução ends a few seconds after it is asked, as a PSP's does.
    paymentProvider: 'api_pix',
    psp: {
      store: localStoragePspStore(localStorage),
      refundDelayMs: 10_000,
      schedule: (run, ms) => void setTimeout(run, ms),
    },
  });
  const demoWorker = setupWorker(
    ...(options.sameOriginUrl
      ? [
          sameOriginProject(options.sameOriginUrl, backend.handlers, {
            flush: async () => (await opening).flush(),
            // Marked before the database opened: a later change of leader counts as a loss.
            mark: () => shared?.mark() ?? { changes: 0, starts: 0 },
            movedSince: (mark) => shared?.movedSince(mark) ?? false,
            mayHaveLostSince: (mark) => shared?.mayHaveLostSince(mark) ?? false,
            schema: () => backend.schema(),
          }),
        ]
      : []),
    ...backend.handlers,
  );
  // E-mails written by what no REST write answers (the Pix functions' webhook and refunds, which
  // the REST handler's own delivery does not see) go out right after that request too.
  demoWorker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') void backend.deliverEmails();
  });
  // The service worker registers while the database boots (~0.2 s off a first visit): nothing
  // asks it anything before this resolves, and a request that came early would wait for the
  // database like any other.
  const serving = start(demoWorker, options.serviceWorkerUrl ?? '/mockServiceWorker.js').then(
    (registration) => {
      // Every demo page needs the worker: one that goes away must not unregister it.
      if (registration?.active) keepRegistered(registration.active);
      return registration;
    },
  );
  try {
    shared = await opening;
    await backend.database();
    // What pg_cron does on a hosted project, from every open tab: the jobs are idempotent and
    // run one at a time on the shared database, so a second tab only repeats a no-op, and no
    // hand-over is needed when the leader's tab closes. Not awaited: the opening ran the rules
    // once already (no screen shows a hold that has already lapsed); this first run delivers the
    // e-mails they wrote beside the first requests.
    startMinuteJobs(backend);
    // pg_cron + pg_net's Pix jobs (reconcile, refunds) on a timer; not awaited: the PSP is local.
    startPixJobs(backend);
    await serving;
  } catch (error) {
    // A start that failed leaves nothing answering: the page's retry starts it all again.
    await serving.catch(() => undefined);
    demoWorker.stop();
    throw error;
  }
  return { worker: demoWorker, backend, flush: shared.flush, isLeader: shared.isLeader };
}
