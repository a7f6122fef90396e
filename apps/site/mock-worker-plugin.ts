import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';
const workerPath = path.resolve(import.meta.dirname, '../../mocks/public', WORKER);

/** Serves (dev) and emits (build) the MSW worker that lives in the mocks package — demo builds only. */
export function mockWorkerPlugin(): Plugin {
  const source = () => readFileSync(workerPath, 'utf8');
  return {
    name: 'mare-mock-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}
