// The site built for the journeys, in plain JavaScript: tests/run-all.mjs runs this file beside the
// Storybook build (each keeps about one of two cores busy) before Playwright starts, and the
// journeys' global setup builds only when nobody did (`npm run test:e2e` alone).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const siteDir = path.join(root, 'apps/site');
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
/** Its own folder, under the ignored tests/.reports: never apps/site/dist, which `npm run build` owns. */
export const E2E_SITE_DIR = path.join(root, 'tests/.reports/e2e-site');
/** Set (to E2E_SITE_DIR) by tests/run-all.mjs once this file has built the demo site there. */
export const PREBUILT_VARIABLE = 'MARE_E2E_SITE_PREBUILT';

/**
 * The environment without Supabase variables, so Vite builds demo mode. Its brotli copies at
 * quality 5, not 11: the journeys need them compressed, not at their smallest, and a first
 * build (CI's) spends a minute less CPU on them.
 * @returns {NodeJS.ProcessEnv}
 */
export function demoEnv() {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_SUPABASE_')),
    ),
    MARE_BROTLI_QUALITY: '5',
  };
}

/**
 * Not a synchronous spawn: a build pointed at a backend this process serves reads the tour pages
 * from it while it runs.
 * @param {string} outDir
 * @param {NodeJS.ProcessEnv} env
 */
export async function viteBuild(outDir, env) {
  const build = spawn(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  build.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  build.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  const code = await new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed:\n${output}`);
}

/**
 * Builds the site in demo mode into E2E_SITE_DIR (emptied first), kept afterwards for a look.
 * @returns {Promise<string>} the folder
 */
export async function buildDemoSite(outDir = E2E_SITE_DIR) {
  await viteBuild(outDir, demoEnv());
  // apps/site/.env.local can still point the build at a real project: say so plainly.
  if (!existsSync(path.join(outDir, 'mockServiceWorker.js'))) {
    throw new Error(
      'The build is not in demo mode (no mockServiceWorker.js): remove VITE_SUPABASE_URL from apps/site/.env.local.',
    );
  }
  return outDir;
}

// `node tests/e2e/support/demo-build.mjs`: build now (tests/run-all.mjs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildDemoSite();
  console.log(
    `Demo site built into ${path.relative(root, E2E_SITE_DIR)} (${Date.now() - started} ms)`,
  );
}
