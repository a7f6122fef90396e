// Builds the site (production, placeholder project) and the floor app into tests/.reports.
import { execFileSync } from 'node:child_process';
import { FLOOR_DIR, FLOOR_OUT, SITE_DIR, SITE_ENV, SITE_OUT } from './config.mjs';

function viteBuild(cwd, outDir, env) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: 'inherit' },
  );
}

export function buildAll() {
  // Unset so a developer's shell cannot turn the audited build into something else.
  const clean = { VITE_SUPABASE_PUBLISHABLE_KEY: '' };
  viteBuild(SITE_DIR, SITE_OUT, { ...clean, ...SITE_ENV });
  viteBuild(FLOOR_DIR, FLOOR_OUT, {});
}
