// Baseline files: tests/visual/__baselines__/<story-id>.<width>.png; failures go to __diff__/.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baselineDir, diffDir, root } from './config.mjs';

/** @typedef {import('./compare.mjs').Comparison} Comparison */

/** @param {string} storyId @param {number} width */
export const baselineName = (storyId, width) => `${storyId}.${width}.png`;

/** @param {string} file */
const relative = (file) => path.relative(root, file);

/**
 * `played`: a story checked without a screenshot (its play function and axe passed).
 * @typedef {{ status: 'passed' | 'played' | 'unchanged' | 'created' | 'updated' | 'failed',
 *   diffPixels?: number, reason?: string, files?: string[], missing?: boolean }} ShotResult
 */

/** Writes the images of a failing shot (actual, expected, diff or error); returns their paths. */
async function writeFailure(
  /** @type {string} */ name,
  /** @type {Record<string, Buffer>} */ images,
) {
  await mkdir(diffDir, { recursive: true });
  const stem = name.replace(/\.png$/, '');
  const files = [];
  for (const [kind, png] of Object.entries(images)) {
    const file = path.join(diffDir, `${stem}.${kind}.png`);
    await writeFile(file, png);
    files.push(relative(file));
  }
  return files;
}

/**
 * Compares a shot with its baseline. The update writes the baseline when it is new or no longer
 * matches: a shot whose bytes differ but whose pixels match (anti-aliasing noise below the
 * threshold) keeps the committed baseline, so updates touch only what really changed.
 * @param {{ storyId: string, width: number, png: Buffer, update: boolean,
 *   compare: (expected: Buffer, actual: Buffer) => Promise<Comparison> }} shot
 * @returns {Promise<ShotResult>}
 */
export async function checkShot({ storyId, width, png, update, compare }) {
  const name = baselineName(storyId, width);
  const file = path.join(baselineDir, name);
  const write = async () => {
    await mkdir(baselineDir, { recursive: true });
    await writeFile(file, png);
  };
  const expected = await readFile(file).catch(() => null);
  if (!expected) {
    if (update) {
      await write();
      return { status: 'created' };
    }
    return {
      status: 'failed',
      missing: true,
      reason: `no baseline; run npm run test:visual:update (${relative(file)})`,
      files: await writeFailure(name, { actual: png }),
    };
  }
  const comparison = expected.equals(png)
    ? { match: true, diffPixels: 0 }
    : await compare(expected, png);
  if (comparison.match) {
    return { status: update ? 'unchanged' : 'passed', diffPixels: comparison.diffPixels };
  }
  if (update) {
    await write();
    return { status: 'updated' };
  }
  const images = { actual: png, expected, ...(comparison.diffPng && { diff: comparison.diffPng }) };
  return {
    status: 'failed',
    diffPixels: comparison.diffPixels,
    reason: comparison.reason,
    files: await writeFailure(name, images),
  };
}

/** Writes the screenshot of a story that failed before it could be compared. */
export async function saveErrorShot(
  /** @type {string} */ storyId,
  /** @type {number} */ width,
  /** @type {Buffer} */ png,
) {
  return writeFailure(baselineName(storyId, width), { error: png });
}

/**
 * Baselines whose story is gone; the update deletes them.
 * @param {Set<string>} expectedNames
 * @param {boolean} remove
 */
export async function orphanBaselines(expectedNames, remove) {
  const names = await readdir(baselineDir).catch(() => /** @type {string[]} */ ([]));
  const orphans = names.filter((name) => name.endsWith('.png') && !expectedNames.has(name));
  if (remove) await Promise.all(orphans.map((name) => rm(path.join(baselineDir, name))));
  return orphans;
}

export const clearDiffs = () => rm(diffDir, { recursive: true, force: true });
