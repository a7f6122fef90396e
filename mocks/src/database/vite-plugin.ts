import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { DatabaseSources } from './boot.ts';
import { buildMockDump, mockDumpBytes, mockDumpGzip } from './dump.ts';

const VIRTUAL_ID = 'virtual:mare-mock-database';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@mare/mock-database.tar';
const NODE_STUB = '\0mare-node-stub:';
const isNodeBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

/** pgcrypto's files as PGlite ships them, gzipped. */
const pgcryptoGzip = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    'pgcrypto.tar.gz',
  );

/**
 * Gives the browser the mock backend's prebuilt database: `virtual:mare-mock-database` exports
 * where it is (boot.ts' DatabaseSources). The dev server answers it from the cache (building it
 * on first use), as it is: it never leaves the machine. A build emits it as an asset named by
 * the SQL's hash, with a gzip copy beside it (`.tar.gz`), which boot.ts falls back on when the
 * host sends the tar uncompressed (see the README's hosting section). With `pgcryptoTar` (builds
 * whose host gets brotli copies: the demo site) it also emits pgcrypto's files as a plain tar.
 * Add it only where the mocks run (Storybook, demo builds): a real build never references it.
 */
export function mockDatabasePlugin({ pgcryptoTar = false } = {}): Plugin {
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
      if (command === 'serve') {
        const sources: DatabaseSources = { dump: { url: DEV_PATH } };
        return `export default ${JSON.stringify(sources)};`;
      }
      const { hash } = await buildMockDump();
      const fileName = `assets/mare-mock-database-${hash}.tar`;
      const bytes = await mockDumpBytes();
      this.emitFile({ type: 'asset', fileName, source: bytes });
      this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: await mockDumpGzip() });
      const url = path.posix.join(base, fileName);
      const sources: DatabaseSources = {
        dump: { url, bytes: bytes.byteLength, gzipUrl: `${url}.gz` },
      };
      if (pgcryptoTar) {
        const tar = gunzipSync(await readFile(pgcryptoGzip()));
        const tarHash = createHash('sha256').update(tar).digest('hex').slice(0, 16);
        const tarName = `assets/pgcrypto-${tarHash}.tar`;
        this.emitFile({ type: 'asset', fileName: tarName, source: tar });
        sources.pgcryptoTar = path.posix.join(base, tarName);
      }
      return `export default ${JSON.stringify(sources)};`;
    },
  };
}
