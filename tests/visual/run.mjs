#!/usr/bin/env node
// npm run test:visual [-- <story-id filter>…] [--update]
// Builds the static Storybook, serves it, plays every story at each width (its play function and
// axe must pass), screenshots it and compares with the committed baselines; --update writes new
// or changed baselines and deletes obsolete ones.
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
import {
  allWidths,
  buildDir,
  compareThreads,
  isShot,
  playsFor,
  port,
  root,
  viewportsFor,
} from './config.mjs';
import { printShot, printTotals, shotName, writeReport } from './report.mjs';
import { readStories } from './stories.mjs';
import { serveStatic } from '../support/static-server.mjs';

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./report.mjs').ShotRecord} ShotRecord */
/** @typedef {import('./stories.mjs').Story} Story */

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
  widths: allWidths,
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

/**
 * A frame's verdict: a story that failed to play (or axe) fails with its reason; a played-only
 * story passes as `played`; a screenshot is compared with (or stored as) its baseline.
 * @param {import('./capture.mjs').Shot} shot
 * @returns {Promise<import('./baselines.mjs').ShotResult>}
 */
async function resultOf(shot) {
  const { story, viewport } = shot.task;
  if (!shot.ok) {
    const files = shot.png ? await saveErrorShot(story.id, viewport.width, shot.png) : [];
    return { status: 'failed', reason: shot.reason, files };
  }
  if (!shot.png) return { status: 'played' };
  const compare = (/** @type {Buffer} */ expected, /** @type {Buffer} */ actual) =>
    pool.compare(expected, actual);
  return checkShot({ storyId: story.id, width: viewport.width, png: shot.png, update, compare });
}

/** Compares (or stores) one capture and records it. @param {import('./capture.mjs').Shot} shot */
async function onShot(shot) {
  lastCaptureAt = Date.now();
  const { story, viewport } = shot.task;
  const result = await resultOf(shot);
  /** @type {ShotRecord} */
  const record = {
    story: story.id,
    title: story.title,
    name: story.name,
    width: viewport.width,
    ...result,
    phasesMs: shot.phases,
    ...(shot.ok &&
      shot.png && {
        settled: shot.settled,
        // Byte-for-byte identity across runs (determinism), not just within the threshold.
        sha256: createHash('sha256').update(shot.png).digest('hex'),
      }),
  };
  report.shots.push(record);
  printShot(record);
}

/**
 * A shot that differs is captured once more, alone on the machine's two cores: a story whose
 * last frame came out before its animation settled passes then, a real change fails twice.
 * Every shot that needed the second capture is listed, so flaky stories stay visible.
 */
async function recaptureFailures(/** @type {string} */ baseUrl, /** @type {Story[]} */ stories) {
  const failed = report.shots.filter((shot) => shot.status === 'failed' && !shot.missing);
  if (failed.length === 0) return;
  const keys = new Set(failed.map((shot) => `${shot.story}@${shot.width}`));
  const again = stories.filter((story) => failed.some((shot) => shot.story === story.id));
  console.log(`\nPlaying ${failed.length} failing frames once more…`);
  const before = report.shots.length;
  await captureAll({ baseUrl, stories: again, onShot });
  const retried = report.shots.splice(before);
  for (const shot of retried) {
    const key = `${shot.story}@${shot.width}`;
    if (!keys.has(key) || shot.status !== 'passed') continue;
    const index = report.shots.findIndex((s) => `${s.story}@${s.width}` === key);
    report.shots[index] = { ...shot, retried: true };
    console.log(`  passed on the second capture: ${key}`);
  }
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
  const shots = stories.reduce((sum, story) => sum + viewportsFor(story).length, 0);
  const plays = stories.reduce((sum, story) => sum + playsFor(story).length, 0);
  console.log(
    `${update ? 'Updating' : 'Checking'} ${stories.length} stories: ${plays} plays (axe once a story), ${shots} frames (widths ${allWidths.join(', ')})…`,
  );
  const server = await serveStatic(buildDir, { port }).catch((error) => {
    throw new Error(`${error.message}; set VISUAL_PORT to another (another visual run?)`);
  });
  const captureStart = Date.now();
  try {
    await captureAll({ baseUrl: server.url, stories, onShot });
    if (!update) await recaptureFailures(server.url, stories);
  } finally {
    await server.close();
    await pool.close();
  }
  report.timingsMs.capture = lastCaptureAt - captureStart;
  report.timingsMs.compareTail = Date.now() - lastCaptureAt;
  report.timingsMs.compare = pool.stats.ms;
  if (filters.length === 0) {
    const names = new Set(
      stories
        .filter(isShot)
        .flatMap((s) => viewportsFor(s).map((v) => baselineName(s.id, v.width))),
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
