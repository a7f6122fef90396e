#!/usr/bin/env node
// npm run chromatic [-- <chromatic options>]
// Publishes the project's Storybook (the `build-storybook` script, same config as
// `npm run storybook`) to Chromatic with the installed CLI. Needs CHROMATIC_PROJECT_TOKEN.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';

const args = process.argv.slice(2);
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
const tokenInArgs = args.some((arg) => /^(--project-token|-t)(=|$)/.test(arg));
const bin = path.join(root, 'node_modules/.bin/chromatic');

if (!token && !tokenInArgs) {
  console.error(
    [
      '✘ Chromatic was not run: CHROMATIC_PROJECT_TOKEN is not set.',
      '  Get the token from chromatic.com → your project → Manage → Configure,',
      '  then: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '  (in CI, store it as a secret and expose it as that variable). Nothing was published.',
    ].join('\n'),
  );
  process.exit(2);
}
if (!existsSync(bin)) {
  console.error('✘ The chromatic CLI is not installed (node_modules/.bin/chromatic): run npm ci.');
  process.exit(2);
}

// The CLI reads the token from the environment itself: it never appears on a command line.
const child = spawn(
  bin,
  ['--build-script-name', 'build-storybook', '--skip-update-check', ...args],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
child.on('error', (error) => {
  console.error(`✘ Could not start chromatic: ${error.message}`);
  process.exit(2);
});
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
