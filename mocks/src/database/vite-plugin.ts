import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildMockDump, mockDumpBytes } from './dump.ts';

const VIRTUAL_ID = 'virtual:mare-mock-database';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@mare/mock-database.tar';
const NODE_STUB = '\0mare-node-stub:';
const isNodeBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

/**
 * Gives the browser the mock backend's prebuilt database: `virtual:mare-mock-database` exports
 * its URL. The dev server answers it from the cache (building it on first use); a build emits it
 * as an asset named by the SQL's hash. Served as a plain `.tar`: a `.tar.gz` gets
 * `Content-Encoding: gzip` from the dev server, the browser inflates it and PGlite fails.
 * Add it only where the mocks run (Storybook, demo builds): a real build never references it.
 */
export function mockDatabasePlugin(): Plugin {
  let command: 'serve' | 'build' = 'serve';
  let base = '/';
  return {
    name: 'mare-mock-database',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    configureServer(server) {
      // Built as the server starts, beside Vite's own start-up, not when the first page asks:
      // on a cold start that page would wait the whole build (see buildMockDump).
      buildMockDump().catch((error: unknown) =>
        server.config.logger.warn(`mock database: ${(error as Error).message}`),
      );
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        mockDumpBytes().then((bytes) => {
          response.setHeader('Content-Type', 'application/x-tar');
          response.setHeader('Content-Length', String(bytes.byteLength));
          response.setHeader('Cache-Control', 'no-cache');
          response.end(bytes);
        }, next);
      });
    },
    resolveId(id, importer) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      // PGlite's Node-only paths (its nodefs, the dump readers) import Node's built-ins; in the
      // page they never run. Plain ESM stubs keep the bundler from adding CommonJS interop for
      // them (which split a shared runtime chunk out of the site's entry).
      if (command === 'build' && importer?.includes('@electric-sql/pglite') && isNodeBuiltin(id))
        return `${NODE_STUB}${id}`;
      return undefined;
    },
    async load(id) {
      if (id.startsWith(NODE_STUB)) return 'export default {};';
      if (id !== RESOLVED_ID) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(DEV_PATH)};`;
      const { hash } = await buildMockDump();
      const fileName = `assets/mare-mock-database-${hash}.tar`;
      this.emitFile({ type: 'asset', fileName, source: await mockDumpBytes() });
      return `export default ${JSON.stringify(path.posix.join(base, fileName))};`;
    },
  };
}
