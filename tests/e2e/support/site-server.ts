import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const siteDir = path.join(root, 'apps/site');
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
/** Its own folder, under the ignored tests/.reports: never apps/site/dist, which `npm run build` owns. */
export const E2E_SITE_DIR = path.join(root, 'tests/.reports/e2e-site');

/**
 * The environment without Supabase variables, so Vite builds demo mode. Its brotli copies at
 * quality 5, not 11: the journeys need them compressed, not at their smallest, and a first
 * build (CI's) spends a minute less CPU on them.
 */
function demoEnv(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_SUPABASE_')),
    ),
    MARE_BROTLI_QUALITY: '5',
  };
}

/** The variant pointed at the mock backend over HTTP, in its own folder. */
export const E2E_SERVER_SITE_DIR = path.join(root, 'tests/.reports/e2e-server-site');

/**
 * Not a synchronous spawn: a build pointed at a backend this process serves reads the tour pages
 * from it while it runs.
 */
async function viteBuild(outDir: string, env: NodeJS.ProcessEnv) {
  const build = spawn(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed:\n${output}`);
}

/** Builds the site in demo mode into E2E_SITE_DIR (emptied first), kept afterwards for a look. */
export async function buildDemoSite(outDir = E2E_SITE_DIR): Promise<string> {
  await viteBuild(outDir, demoEnv());
  // apps/site/.env.local can still point the build at a real project: say so plainly.
  if (!existsSync(path.join(outDir, 'mockServiceWorker.js'))) {
    throw new Error(
      'The build is not in demo mode (no mockServiceWorker.js): remove VITE_SUPABASE_URL from apps/site/.env.local.',
    );
  }
  return outDir;
}

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
