// Pixel comparison of two PNG screenshots with pixelmatch.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { maxDiffPixels, threshold } from './config.mjs';

/**
 * @typedef {{ match: true, diffPixels: number }
 *   | { match: false, diffPixels: number, reason: string, diffPng?: Buffer }} Comparison
 */

/** The image on a white canvas of `width` × `height` (for a diff of two sizes). */
function padded(
  /** @type {PNG} */ image,
  /** @type {number} */ width,
  /** @type {number} */ height,
) {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height, fill: true });
  canvas.data.fill(255);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/**
 * Matches when the sizes agree and at most `maxDiffPixels` pixels differ beyond `threshold`
 * (anti-aliasing pixels are not counted, pixelmatch's default).
 * @param {Buffer} expectedPng
 * @param {Buffer} actualPng
 * @returns {Comparison}
 */
export function compareImages(expectedPng, actualPng) {
  if (expectedPng.equals(actualPng)) return { match: true, diffPixels: 0 };
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  // Same pixels, different encoding (another zlib): still a match.
  if (sameSize && expected.data.equals(actual.data)) return { match: true, diffPixels: 0 };
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(expected, width, height).data,
    padded(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold },
  );
  if (sameSize && diffPixels <= maxDiffPixels) return { match: true, diffPixels };
  const size = (/** @type {PNG} */ image) => `${image.width}×${image.height}`;
  return {
    match: false,
    diffPixels,
    reason: sameSize
      ? `${diffPixels} pixels differ (allowed ${maxDiffPixels}, threshold ${threshold})`
      : `size changed from ${size(expected)} to ${size(actual)} (${diffPixels} pixels differ)`,
    diffPng: PNG.sync.write(diff),
  };
}
