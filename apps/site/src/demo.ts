import { MOCK_SUPABASE_ANON_KEY, MOCK_SUPABASE_URL } from '@mare/mocks';
import { startDemoWorker } from '@mare/mocks/browser';
import { createDemoMailbox, type DemoMailbox } from '@mare/ui';
import { browserStorage } from './browser-storage.ts';

/** Starts the in-browser mock backend (kept in localStorage across reloads) and exposes its mailbox. */
export async function startDemoBackend(): Promise<{
  url: string;
  key: string;
  mailbox: DemoMailbox;
}> {
  const { worker, backend } = await startDemoWorker({ storage: browserStorage() });
  const mailbox = createDemoMailbox(backend.mailbox, (onChange) => {
    worker.events.on('response:mocked', onChange);
    return () => worker.events.removeListener('response:mocked', onChange);
  });
  return { url: MOCK_SUPABASE_URL, key: MOCK_SUPABASE_ANON_KEY, mailbox };
}
