import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoEnv, viteBuild } from './demo-build.mjs';

// The demo build lives in demo-build.mjs (plain JavaScript: tests/run-all.mjs runs it itself).
export { buildDemoSite, E2E_SITE_DIR } from './demo-build.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** The variant pointed at the mock backend over HTTP, in its own folder. */
export const E2E_SERVER_SITE_DIR = path.join(root, 'tests/.reports/e2e-server-site');

/**
 * Builds the site for a project (`siteEnv`: its VITE_SUPABASE_* variables, e.g. the mock backend
 * over HTTP) into E2E_SERVER_SITE_DIR: a real-project build, so no demo worker in it.
 */
export async function buildSiteFor(
  siteEnv: Record<string, string>,
  outDir = E2E_SERVER_SITE_DIR,
): Promise<string> {
  await viteBuild(outDir, { ...demoEnv(), ...siteEnv });
  if (existsSync(path.join(outDir, 'mockServiceWorker.js'))) {
    throw new Error('The build pointed at a project is in demo mode: check its VITE_SUPABASE_URL.');
  }
  return outDir;
}
