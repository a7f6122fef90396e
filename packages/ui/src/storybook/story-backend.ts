import {
  createAuthService,
  createBackendClient,
  createMemoryStorage,
  type SupabaseClient,
} from '@mare/domain';
import {
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_URL,
  defaultBackend,
  payMockPspCharge,
} from '@mare/mocks';
import { worker } from '@mare/mocks/browser';
import { createDemoMailbox } from '../backend/demo-mailbox.ts';
import type { Backend } from '../backend/index.ts';

/** The fixture accounts of supabase/DATA-MODEL.md a story can start signed in as. */
export const STORY_ACCOUNTS = {
  master: 'mestre@mare.example',
  admin: 'admin@mare.example',
  boatOwner: 'barqueiro@mare.example',
  provider: 'guia@mare.example',
  unconfirmed: 'pendente@mare.example',
  visitor: 'visitante@mare.example',
  newBoatOwner: 'dona.lancha@mare.example',
} as const;
export const STORY_PASSWORD = 'Mare@2026';
export type StoryAccount = keyof typeof STORY_ACCOUNTS;

let storiesRendered = 0;

/**
 * No retries in stories, as for the query cache: an error scenario must show its error at once.
 * supabase-js tries a failed read (network down, 503) three more times, 1 + 2 + 4 s apart, and
 * takes no option for it; its PostgREST client (the protected `rest`) does.
 */
function withoutReadRetries(supabase: SupabaseClient) {
  const rest: unknown = Reflect.get(supabase, 'rest');
  if (typeof rest !== 'object' || rest === null || !('retry' in rest))
    throw new Error(
      'supabase-js no longer keeps its PostgREST client, with its retry flag, in `rest`',
    );
  Reflect.set(rest, 'retry', false);
}

/** A fresh client per story: its session lives in memory, so nothing leaks into the next story. */
export async function createStoryBackend(signedInAs?: StoryAccount): Promise<Backend> {
  const storage = createMemoryStorage();
  const supabase = createBackendClient({
    url: MOCK_SUPABASE_URL,
    key: MOCK_SUPABASE_ANON_KEY,
    storage,
    autoRefreshToken: false,
    storageKey: `sb-story${(storiesRendered += 1)}-auth-token`,
  });
  withoutReadRetries(supabase);
  const auth = createAuthService(supabase, {
    masterAdminEmail: STORY_ACCOUNTS.master,
    siteUrl: globalThis.location?.origin ?? 'http://localhost:6006',
    tokenStorage: storage,
  });
  if (signedInAs) {
    const { error } = await supabase.auth.signInWithPassword({
      email: STORY_ACCOUNTS[signedInAs],
      password: STORY_PASSWORD,
    });
    if (error) throw new Error(`Story sign-in as ${signedInAs} failed: ${error.message}`);
  }
  // The default backend's outbox, looked at again after every mocked response.
  const mailbox = createDemoMailbox(defaultBackend.mailbox, (onChange) => {
    worker.events.on('response:mocked', onChange);
    return () => worker.events.removeListener('response:mocked', onChange);
  });
  return {
    supabase,
    auth,
    demo: true,
    mailbox,
    resetDemo: () => defaultBackend.reset(),
    // "Simular pagamento" asks the mock PSP over the network (MSW), as the demo does.
    demoPix: { pay: (txid) => payMockPspCharge(txid) },
  };
}
