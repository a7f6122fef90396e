#!/usr/bin/env node
// The Edge Functions' gate: `deno check` of every function (supabase/functions/<name>/index.ts) and
// `deno test` of their test files, with the deno npm package. Offline by construction: no remote
// modules (--no-remote), nothing fetched that is not already in node_modules (--cached-only), and
// the tests may reach 127.0.0.1 only (their fakes).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deno = path.join(root, 'node_modules/.bin/deno');
const functionsDir = path.join(root, 'supabase/functions');
const offline = ['--no-remote', '--cached-only'];

const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'),
  )
  .map((entry) => path.join('supabase/functions', entry.name, 'index.ts'))
  .filter((file) => existsSync(path.join(root, file)));

/** Runs deno with its output held, so the two runs never interleave. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(deno, args, {
      cwd: root,
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${error.message}\n` }));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(output).toString() }),
    );
  });
}

const [checked, tested] = await Promise.all([
  run(['check', ...offline, ...entries]),
  run([
    'test',
    ...offline,
    '--no-prompt',
    '--allow-env',
    '--allow-net=127.0.0.1',
    'supabase/functions/',
  ]),
]);
process.stdout.write(`deno check (${entries.length} functions)\n${checked.output}`);
process.stdout.write(`deno test\n${tested.output}`);
process.exit(checked.ok && tested.ok ? 0 : 1);
