#!/usr/bin/env node
// npm run test:visual [-- <story-id filter>…] [--update]
// Builds the static Storybook, serves it, screenshots every story at each width and compares
// with the committed baselines; --update writes new or changed baselines and deletes obsolete ones.
import { createHash } from 'node:crypto';
import { ensureBuild } from './build.mjs';
import {
  baselineName,
  checkShot,
  clearDiffs,
  orphanBaselines,
  saveErrorShot,
} from './baselines.mjs';
import { captureAll } from './capture.mjs';
import { createComparePool } from './compare-pool.mjs';
import { buildDir, compareThreads, port, root, viewports } from './config.mjs';
import { printShot, printTotals, shotName, writeReport } from './report.mjs';
import { serveStatic } from './server.mjs';
import { readStories } from './stories.mjs';

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./report.mjs').ShotRecord} ShotRecord */

const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((arg) => !arg.startsWith('--'));
const started = Date.now();

/** @type {Report} */
const report = {
  mode: update ? 'update' : 'test',
  filters,
  startedAt: new Date(started).toISOString(),
  durationMs: 0,
  timingsMs: { build: 0, capture: 0, compare: 0, compareTail: 0 },
  build: { ok: false, reused: false, durationMs: 0 },
  widths: viewports.map((v) => v.width),
  stories: 0,
  total: 0,
  passed: 0,
  failed: 0,
  failures: [],
  missingBaselines: [],
  obsoleteBaselines: [],
  shots: [],
};

// The update compares too: a baseline whose pixels still match is kept.
const pool = createComparePool(compareThreads);
let lastCaptureAt = 0;

/** Compares (or stores) one capture and records it. @param {import('./capture.mjs').Shot} shot */
async function onShot(shot) {
  lastCaptureAt = Date.now();
  const { story, viewport } = shot.task;
  const compare = (/** @type {Buffer} */ expected, /** @type {Buffer} */ actual) =>
    pool.compare(expected, actual);
  const result = shot.ok
    ? await checkShot({ storyId: story.id, width: viewport.width, png: shot.png, update, compare })
    : {
        status: /** @type {const} */ ('failed'),
        reason: shot.reason,
        files: shot.png ? await saveErrorShot(story.id, viewport.width, shot.png) : [],
      };
  /** @type {ShotRecord} */
  const record = {
    story: story.id,
    title: story.title,
    name: story.name,
    width: viewport.width,
    ...result,
    phasesMs: shot.phases,
    ...(shot.ok && {
      settled: shot.settled,
      // Byte-for-byte identity across runs (determinism), not just within the threshold.
      sha256: createHash('sha256').update(shot.png).digest('hex'),
    }),
  };
  report.shots.push(record);
  printShot(record);
}

async function main() {
  await clearDiffs();
  report.build = await ensureBuild({
    root,
    buildDir,
    reuse: process.env.VISUAL_REUSE_BUILD === '1',
  });
  report.timingsMs.build = report.build.durationMs;
  if (!report.build.ok) return;
  const stories = await readStories(buildDir, filters);
  report.stories = stories.length;
  if (stories.length === 0) {
    throw new Error(
      filters.length ? `no story id contains ${filters.join(' or ')}` : 'index.json lists no story',
    );
  }
  console.log(
    `${update ? 'Updating' : 'Checking'} ${stories.length} stories × ${viewports.length} widths…`,
  );
  const server = await serveStatic(buildDir, port);
  const captureStart = Date.now();
  try {
    await captureAll({ baseUrl: server.url, stories, onShot });
  } finally {
    await server.close();
    await pool.close();
  }
  report.timingsMs.capture = lastCaptureAt - captureStart;
  report.timingsMs.compareTail = Date.now() - lastCaptureAt;
  report.timingsMs.compare = pool.stats.ms;
  if (filters.length === 0) {
    const names = new Set(
      stories.flatMap((s) => viewports.map((v) => baselineName(s.id, v.width))),
    );
    report.obsoleteBaselines = await orphanBaselines(names, update);
  }
}

try {
  await main();
} catch (error) {
  report.build.error = error instanceof Error ? error.message : String(error);
  console.error(`✘ ${report.build.error}`);
}
report.shots.sort((a, b) => a.story.localeCompare(b.story) || b.width - a.width);
report.total = report.shots.length;
report.failures = report.shots.filter((s) => s.status === 'failed').map(shotName);
report.missingBaselines = report.shots.filter((s) => s.missing).map(shotName);
// A run that could not screenshot anything (broken build, crash) counts as one failed test.
if (report.build.error) {
  report.total += 1;
  report.failures.push(`visual run: ${report.build.error}`);
}
report.failed = report.failures.length;
report.passed = report.total - report.failed;
report.durationMs = Date.now() - started;
printTotals(report);
await writeReport(report);
process.exit(report.failed === 0 ? 0 : 1);
