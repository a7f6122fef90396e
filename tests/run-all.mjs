#!/usr/bin/env node
// The one test command: every gate and every suite, then a plain "N passed, N failed" line.
// Each gate (contract freshness, typecheck, lint, format) counts as one check; each Vitest
// test counts as one. A failing step does not stop the others, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'tests/.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args) {
  const stepStart = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

function gate(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/**
 * Adds a suite's counts from its JSON report. A crash outside any test, a failed threshold, a
 * missing report or a suite that ran nothing still fails the run.
 */
function tally(label, ok, reportFile, read) {
  const report = path.join(reports, reportFile);
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`${label}: no report`);
    return;
  }
  const { passed, failed, total } = read(JSON.parse(readFileSync(report, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
  if (total === 0) {
    totals.failed += 1;
    failures.push(`${label}: ran no test`);
  } else if (!ok) {
    if (failed === 0) totals.failed += 1;
    failures.push(label);
  }
}

function vitestSuite(label, project, extraArgs = []) {
  const reportFile = `${project}.json`;
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, reportFile)}`,
    ...extraArgs,
  ]);
  tally(label, ok, reportFile, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    total: json.numTotalTests,
  }));
}

/** A suite behind an npm script that writes { passed, failed, total } to tests/.reports. */
function scriptSuite(label, script, reportFile) {
  const ok = run(label, 'npm', ['run', '--silent', script]);
  tally(label, ok, reportFile, (json) => json);
}

gate('OpenAPI types are up to date', 'node', ['tests/contract/check-generated.mjs']);
gate('Typecheck (tsc -b)', 'npx', ['tsc', '-b']);
gate('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
gate('Format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
vitestSuite('Unit, contract and database tests (Node)', 'unit', ['--coverage']);
vitestSuite('Story tests (Chromium)', 'storybook');
scriptSuite('Visual regression (every story at 1280 and 390 px)', 'test:visual', 'visual.json');
scriptSuite('End-to-end journeys (built demo site)', 'test:e2e', 'e2e.json');

const minutes = ((Date.now() - started) / 60000).toFixed(2);
console.log(`\nTotal time: ${minutes} min`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
