import { MOCK_SUPABASE_ANON_KEY, payMockPspCharge } from '@mare/mocks';
import { moveDemoToToday, startDemoWorker } from '@mare/mocks/browser';
import { DEMO_SUPABASE_PATH } from './demo-file-url.ts';
import { createDemoMailbox, type DemoMailbox, type DemoPix } from '@mare/ui';

/** What the demo's database answers from the page (the end-to-end journeys read and plant rows). */
export interface DemoDatabaseHook {
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Back to the seed. */
  reset(): Promise<void>;
  /** Whether this tab's worker runs the database every tab of the origin shares. */
  leader(): boolean;
}

/** Where the demo's tabs tell each other the mailbox changed. */
const MAILBOX_CHANNEL = 'mare-demo-mailbox';

declare global {
  interface Window {
    /** Demo builds only: the in-browser database behind the mock backend. */
    __mareDemo?: DemoDatabaseHook;
  }
}

/**
 * Starts the in-browser mock backend (its database kept in IndexedDB across reloads) and exposes
 * its mailbox. `onProgress` follows the first start's download and boot (0 to 1).
 */
export async function startDemoBackend(onProgress?: (fraction: number) => void): Promise<{
  url: string;
  key: string;
  mailbox: DemoMailbox;
  reset: () => Promise<void>;
  pix: DemoPix;
}> {
  const url = `${window.location.origin}${DEMO_SUPABASE_PATH}`;
  const { worker, backend, flush, isLeader } = await startDemoWorker({
    onProgress,
    sameOriginUrl: url,
  });
  window.__mareDemo = { sql: backend.fixtures.sql, reset: () => backend.reset(), leader: isLeader };
  // The tabs share the database, not their memory: a tab whose backend sent an email (or reset
  // the demo) says so, and a tab showing the mailbox reads it again from the database.
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MAILBOX_CHANNEL);
  let known = backend.mailbox.all().length;
  const announce = () => {
    const count = backend.mailbox.all().length;
    if (count === known) return;
    known = count;
    channel?.postMessage('changed');
  };
  worker.events.on('response:mocked', announce);
  const mailbox = createDemoMailbox(backend.mailbox, (onChange) => {
    const reload = () =>
      void backend.mailbox.reload().then((changed) => {
        known = backend.mailbox.all().length;
        if (changed) onChange();
      });
    // Emails another tab sent while this one showed no mailbox.
    reload();
    channel?.addEventListener('message', reload);
    worker.events.on('response:mocked', onChange);
    return () => {
      channel?.removeEventListener('message', reload);
      worker.events.removeListener('response:mocked', onChange);
    };
  });
  return {
    // On the site's own origin: storage links work in a new tab (see DemoFileViewer).
    url,
    key: MOCK_SUPABASE_ANON_KEY,
    mailbox,
    // "Simular pagamento": the mock PSP pays, and its webhook confirms through pix-webhook.
    pix: { pay: (txid) => payMockPspCharge(txid) },
    async reset() {
      await backend.reset();
      await moveDemoToToday(backend);
      // The demo's database flushes to IndexedDB in the background (relaxed durability): write
      // the reset through now, so a reload right after it never brings the old rows back.
      await flush();
      known = backend.mailbox.all().length;
      channel?.postMessage('changed');
    },
  };
}
