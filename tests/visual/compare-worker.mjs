// Worker thread: compares PNG pairs off the main thread, which keeps driving the browser pages.
import { parentPort } from 'node:worker_threads';
import { compareImages } from './compare.mjs';

/** @typedef {{ id: number, expected: Uint8Array, actual: Uint8Array }} Job */

parentPort?.on('message', (/** @type {Job} */ { id, expected, actual }) => {
  const started = Date.now();
  let result;
  try {
    result = compareImages(Buffer.from(expected), Buffer.from(actual));
  } catch (error) {
    const reason = `could not compare: ${error instanceof Error ? error.message : String(error)}`;
    result = { match: false, diffPixels: 0, reason };
  }
  parentPort?.postMessage({ id, result, ms: Date.now() - started });
});
