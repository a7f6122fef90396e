#!/usr/bin/env node
// The one test command: every gate and every suite, then a plain "N passed, N failed" line.
// Each gate (contract freshness, typecheck, lint, styles, format) counts as one check; each Vitest
// test counts as one. A failing step does not stop the others, so one run shows everything.
// Steps that leave a core idle run side by side (see README, "Test time"); their output is
// held and printed whole when each ends, so it never interleaves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SITE_DIR, PREBUILT_VARIABLE } from './e2e/support/demo-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'tests/.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
const totals = { passed: 0, failed: 0 };
const failures = [];

/** The step streaming its output now: a held step that ends meanwhile prints after it. */
let streaming = Promise.resolve();

/**
 * Runs one step. Alone it streams its output; `held` keeps the output until the step ends (and
 * any streaming step has ended too), so lines of two steps never interleave.
 * @returns {Promise<boolean>} whether it exited with 0
 */
function run(label, command, args, { held = false, env = {} } = {}) {
  const stepStart = Date.now();
  if (!held) console.log(`\n▶ ${label}`);
  const step = new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = async (ok) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      if (held) {
        await streaming;
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
  if (!held) streaming = step.then(() => undefined);
  return step;
}

async function gate(label, command, args, options) {
  if (await run(label, command, args, options)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/**
 * Adds a suite's counts from its JSON reports. A crash outside any test, a failed threshold, a
 * missing report or a suite that ran nothing still fails the run.
 */
function tally(label, ok, reportFiles, read) {
  const counts = { passed: 0, failed: 0, total: 0 };
  for (const reportFile of reportFiles) {
    const report = path.join(reports, reportFile);
    if (!existsSync(report)) {
      totals.failed += 1;
      failures.push(`${label}: no report ${reportFile}`);
      return;
    }
    const counted = read(JSON.parse(readFileSync(report, 'utf8')));
    counts.passed += counted.passed;
    counts.failed += counted.failed;
    counts.total += counted.total;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (counts.total === 0) {
    totals.failed += 1;
    failures.push(`${label}: ran no test`);
  } else if (!ok) {
    if (counts.failed === 0) totals.failed += 1;
    failures.push(label);
  }
}

const vitestCounts = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  total: json.numTotalTests,
});

function vitestArgs(project, reportFile, extraArgs = []) {
  return [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, reportFile)}`,
    ...extraArgs,
  ];
}

async function vitestSuite(label, project, extraArgs = []) {
  const reportFile = `${project}.json`;
  const ok = await run(label, 'npx', vitestArgs(project, reportFile, extraArgs));
  tally(label, ok, [reportFile], vitestCounts);
}

/** A suite behind an npm script that writes { passed, failed, total } to tests/.reports. */
async function scriptSuite(label, script, reportFile, env = {}) {
  const ok = await run(label, 'npm', ['run', '--silent', script], { env });
  tally(label, ok, [reportFile], (json) => json);
}

// The gates run side by side. ESLint, the slowest, runs on alone for its last seconds: the Node
// tests start beside it then instead of leaving a core idle.
const lint = gate('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0'], { held: true });
await Promise.all([
  gate('OpenAPI types are up to date', 'node', ['tests/contract/check-generated.mjs'], {
    held: true,
  }),
  gate(
    'Database types and supabase/schema.sql are up to date',
    'node',
    ['supabase/scripts/gen-db.mjs', '--check'],
    { held: true },
  ),
  gate('Typecheck (tsgo -b)', 'npx', ['tsgo', '-b'], { held: true }),
  gate('Styles (stylelint)', 'npx', ['stylelint', 'packages/ui/**/*.css'], { held: true }),
  gate(
    'Edge Functions: deno check + deno test (offline)',
    'node',
    ['supabase/scripts/check-functions.mjs'],
    { held: true },
  ),
  gate('Format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    held: true,
  }),
]);
await vitestSuite('Unit, contract and database tests (Node)', 'unit', ['--coverage']);
await lint;
// The journeys' site builds beside the Storybook build: each keeps about one of the two cores
// busy, so together they take about as long as one. Not a check of its own: after a failed build
// the journeys build it again and fail with its error.
const demoSite = run(
  'Demo site for the journeys (vite build)',
  'node',
  ['tests/e2e/support/demo-build.mjs'],
  { held: true },
);
// Every story, played once per width: its play function, axe, and its screenshot.
await scriptSuite(
  'Stories in Chromium: play functions, axe and screenshots (1280 and 390 px)',
  'test:visual',
  'visual.json',
);
const demoSiteBuilt = await demoSite;
await scriptSuite(
  'End-to-end journeys (built demo site)',
  'test:e2e',
  'e2e.json',
  demoSiteBuilt ? { [PREBUILT_VARIABLE]: E2E_SITE_DIR } : {},
);

const minutes = ((Date.now() - started) / 60000).toFixed(2);
console.log(`\nTotal time: ${minutes} min`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
