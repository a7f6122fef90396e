// A few worker threads comparing screenshots in parallel with the capture.
import { Worker } from 'node:worker_threads';

/** @typedef {import('./compare.mjs').Comparison} Comparison */

/** @param {number} size */
export function createComparePool(size) {
  /** @type {Map<number, (result: Comparison) => void>} */
  const waiting = new Map();
  /** Time the workers spent comparing. */
  const stats = { ms: 0 };
  const workers = Array.from({ length: Math.max(1, size) }, () => {
    const worker = new Worker(new URL('./compare-worker.mjs', import.meta.url));
    worker.on(
      'message',
      (/** @type {{ id: number, result: Comparison, ms: number }} */ message) => {
        const { id, result, ms } = message;
        stats.ms += ms;
        const resolve = waiting.get(id);
        waiting.delete(id);
        if (result.diffPng) result.diffPng = Buffer.from(result.diffPng);
        resolve?.(result);
      },
    );
    worker.unref();
    return worker;
  });
  let next = 0;
  return {
    stats,
    /**
     * @param {Buffer} expected
     * @param {Buffer} actual
     * @returns {Promise<Comparison>}
     */
    compare(expected, actual) {
      const id = next++;
      const worker = workers[id % workers.length];
      return new Promise((resolve, reject) => {
        if (!worker) return reject(new Error('no compare worker'));
        waiting.set(id, resolve);
        worker.postMessage({ id, expected, actual });
      });
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}
