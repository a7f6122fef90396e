// Builds the site (production, pointed at the mock backend over HTTP) and the floor app, drawn in
// the browser and prerendered, into tests/.reports.
import { spawn } from 'node:child_process';
import { FLOOR_DIR, FLOOR_OUT, FLOOR_PRERENDERED_OUT, SITE_DIR, SITE_OUT } from './config.mjs';

// Not a synchronous spawn: the site's build reads its tour pages from the backend this process
// serves.
async function viteBuild(cwd, outDir, env) {
  const build = spawn(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: 'inherit' },
  );
  const code = await new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build in ${cwd} failed (exit ${code})`);
}

/** `siteEnv`: the project the site talks to (every Supabase variable set, so none leaks in). */
export async function buildAll(siteEnv) {
  await viteBuild(SITE_DIR, SITE_OUT, siteEnv);
  await viteBuild(FLOOR_DIR, FLOOR_OUT, {});
  await viteBuild(FLOOR_DIR, FLOOR_PRERENDERED_OUT, { FLOOR_PRERENDERED: '1' });
}
