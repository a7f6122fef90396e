// The JSON summary the test runner reads (tests/.reports/visual.json) and the console lines.
// Each screenshot (story × width) counts as one test.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reportFile, root } from './config.mjs';

/**
 * @typedef {import('./baselines.mjs').ShotResult & { story: string, title: string, name: string,
 *   width: number, phasesMs: Record<string, number | undefined>, settled?: boolean,
 *   sha256?: string, retried?: boolean }} ShotRecord
 * @typedef {{ mode: 'test' | 'update', filters: string[], startedAt: string, durationMs: number,
 *   timingsMs: { build: number, capture: number, compare: number, compareTail: number },
 *   build: { ok: boolean, reused: boolean, durationMs: number, error?: string },
 *   widths: number[], stories: number, total: number, passed: number, failed: number,
 *   failures: string[], missingBaselines: string[], obsoleteBaselines: string[],
 *   shots: ShotRecord[] }} Report
 */

/** @param {{ story: string, width: number }} shot */
export const shotName = (shot) => `${shot.story} @ ${shot.width}px`;

/** @param {Report} report */
export async function writeReport(report) {
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report: ${path.relative(root, reportFile)}`);
}

/** One line per screenshot as it completes. @param {ShotRecord} shot */
export function printShot(shot) {
  const ms = Object.values(shot.phasesMs).reduce((sum = 0, n = 0) => sum + n, 0) ?? 0;
  const mark = shot.status === 'failed' ? '✘' : '✔';
  const late = shot.settled === false ? ' (never quiet: shot anyway)' : '';
  console.log(`${mark} ${shotName(shot)}  ${shot.status}  ${(ms / 1000).toFixed(1)} s${late}`);
  if (shot.status !== 'failed') return;
  console.log(`    ${shot.reason?.split('\n').slice(0, 4).join('\n    ')}`);
  for (const file of shot.files ?? []) console.log(`    ${file}`);
}

/** @param {Report} report */
export function printTotals(report) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const shot of report.shots) counts[shot.status] = (counts[shot.status] ?? 0) + 1;
  const byStatus = Object.entries(counts)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  if (report.failures.length > 0) {
    console.log(`\nFailing checks:\n${report.failures.map((f) => `  ${f}`).join('\n')}`);
  }
  if (report.missingBaselines.length > 0) {
    console.log(
      `\n${report.missingBaselines.length} screenshots have no baseline; run npm run test:visual:update.`,
    );
  }
  if (report.obsoleteBaselines.length > 0) {
    const verb = report.mode === 'update' ? 'Deleted' : 'Obsolete (the update deletes them)';
    console.log(`\n${verb} baselines:\n  ${report.obsoleteBaselines.join('\n  ')}`);
  }
  const t = report.timingsMs;
  const build = report.build.reused ? 'reused' : `${(t.build / 1000).toFixed(1)} s`;
  console.log(
    `\nStories ${report.mode}: ${report.stories} stories, ${report.total} frames (${byStatus || 'none'})` +
      ` in ${(report.durationMs / 1000).toFixed(1)} s — build ${build},` +
      ` capture ${(t.capture / 1000).toFixed(1)} s, compare ${(t.compare / 1000).toFixed(1)} s` +
      ` (beside the capture; ${(t.compareTail / 1000).toFixed(1)} s after it)`,
  );
  console.log(`${report.passed} passed, ${report.failed} failed`);
}
