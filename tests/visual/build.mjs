// Builds the static Storybook for testing (`--test`: no docgen, no docs pages; `--preview-only`:
// no manager UI), or reuses the last build when asked to and still fresh.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { stripColours } from './text.mjs';

/** What the build reads: a file newer than the built iframe.html makes the build stale. */
const inputs = [
  '.storybook',
  'packages/ui/src',
  'packages/ui/public',
  'packages/domain/src',
  'mocks/src',
  'mocks/public',
  'package-lock.json',
];

/** Newest modification time (ms) under `target`, 0 when it does not exist. */
async function newestMtime(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(target);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(target, child))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Why `buildDir` cannot be reused, or null when it is newer than every input.
 * @param {string} root
 * @param {string} buildDir
 */
export async function staleReason(root, buildDir) {
  // iframe.html is written last: a failed build leaves index.json behind but not this file.
  const built = await stat(path.join(buildDir, 'iframe.html')).catch(() => null);
  if (!built) return 'no complete build yet';
  for (const input of inputs) {
    if ((await newestMtime(path.join(root, input))) > built.mtimeMs) return `${input} changed`;
  }
  return null;
}

/**
 * Runs `storybook build`; output is kept quiet unless the build fails.
 * @param {string} root
 * @param {string} buildDir
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function runBuild(root, buildDir) {
  const bin = path.join(root, 'node_modules/.bin/storybook');
  const args = ['build', '--test', '--preview-only', '--quiet', '--disable-telemetry'];
  return new Promise((resolve) => {
    const child = spawn(bin, [...args, '-o', buildDir], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * @param {{ root: string, buildDir: string, reuse: boolean }} options
 * @returns {Promise<{ ok: boolean, reused: boolean, durationMs: number, error?: string }>}
 */
export async function ensureBuild({ root, buildDir, reuse }) {
  const started = Date.now();
  if (reuse) {
    const reason = await staleReason(root, buildDir);
    if (!reason) {
      console.log('Reusing the last test build (VISUAL_REUSE_BUILD=1, newer than its sources).');
      return { ok: true, reused: true, durationMs: 0 };
    }
    console.log(`VISUAL_REUSE_BUILD=1 but the build is stale (${reason}): rebuilding.`);
  }
  console.log('Building the static Storybook…');
  const { ok, output } = await runBuild(root, buildDir);
  const durationMs = Date.now() - started;
  if (ok) {
    console.log(`Storybook built in ${(durationMs / 1000).toFixed(1)} s.`);
    return { ok, reused: false, durationMs };
  }
  const lines = stripColours(output).split('\n');
  const tail = lines
    .filter((line) => !/^\s*│\s+(at |\(file:)/.test(line))
    .slice(-60)
    .join('\n');
  console.error(`${tail}\n✘ The Storybook build failed: no story could be screenshot.`);
  return { ok, reused: false, durationMs, error: 'storybook build failed' };
}
