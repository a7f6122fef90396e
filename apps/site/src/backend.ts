import { createAuthService, createBackendClient } from '@mare/domain';
import type { Backend, DemoMailbox, DemoPix } from '@mare/ui';
import { browserStorage } from './browser-storage.ts';
import { parseEnv } from './env.ts';

/** Thrown when the environment is wrong; main.tsx shows its problems instead of the app. */
export class ConfigurationProblem extends Error {
  constructor(readonly problems: string[]) {
    super(`Maré: invalid environment:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Hands the main thread back to the browser (input, paint) between the backend's start-up steps:
 * evaluating its scripts, checking the environment and making the clients each take a short task
 * of their own instead of one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function servicesFor(
  url: string,
  key: string,
  masterAdminEmail: string,
  demo: { mailbox: DemoMailbox; reset: () => Promise<void>; pix: DemoPix } | null,
): Promise<Backend> {
  // One store for the client and the token clean-up, so sign-in clears what the client saved.
  const storage = browserStorage();
  const supabase = createBackendClient({ url, key, storage });
  await nextTask();
  const auth = createAuthService(supabase, {
    masterAdminEmail,
    siteUrl: window.location.origin,
    tokenStorage: storage,
  });
  return {
    supabase,
    auth,
    demo: demo !== null,
    mailbox: demo?.mailbox ?? null,
    resetDemo: demo?.reset ?? null,
    demoPix: demo?.pix ?? null,
  };
}

/**
 * Loaded after the first paint: parses the environment once, then builds the real backend or
 * starts the demo one. `__MARE_DEMO__` is replaced at build time, so a build pointed at a real
 * project drops the demo branch and ships no mock code at all.
 */
export async function createSiteBackend(
  rawEnv: Record<string, unknown>,
  onDemoProgress?: (fraction: number) => void,
): Promise<Backend> {
  await nextTask();
  const parsed = parseEnv(rawEnv);
  if (!parsed.ok) throw new ConfigurationProblem(parsed.problems);
  const env = parsed.env;
  await nextTask();
  if (__MARE_DEMO__ && env.mode === 'demo') {
    onDemoProgress?.(0);
    const { startDemoBackend } = await import('./demo.ts');
    const { url, key, mailbox, reset, pix } = await startDemoBackend(onDemoProgress);
    return servicesFor(url, key, env.masterAdminEmail, { mailbox, reset, pix });
  }
  if (env.mode === 'demo') {
    throw new ConfigurationProblem([
      'Esta versão do site não inclui o backend de demonstração: defina VITE_SUPABASE_URL e a chave pública.',
    ]);
  }
  return servicesFor(env.url, env.key, env.masterAdminEmail, null);
}
