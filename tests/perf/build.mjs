// Builds the site (production, pointed at the mock backend over HTTP) and the floor app into
// tests/.reports.
import { execFileSync } from 'node:child_process';
import { FLOOR_DIR, FLOOR_OUT, SITE_DIR, SITE_OUT } from './config.mjs';

function viteBuild(cwd, outDir, env) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: 'inherit' },
  );
}

/** `siteEnv`: the project the site talks to (every Supabase variable set, so none leaks in). */
export function buildAll(siteEnv) {
  viteBuild(SITE_DIR, SITE_OUT, siteEnv);
  viteBuild(FLOOR_DIR, FLOOR_OUT, {});
}
