import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import type { DatabaseSources } from './boot.ts';
import { buildMockDump, mockDumpBytes, mockDumpGzip } from './dump.ts';

const VIRTUAL_ID = 'virtual:mare-mock-database';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@mare/mock-database.tar';
const DEV_PGCRYPTO_PATH = '/@mare/pgcrypto.tar';
const NODE_STUB = '\0mare-node-stub:';
const isNodeBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

/** pgcrypto's files as PGlite ships them, gzipped. */
const pgcryptoGzip = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    'pgcrypto.tar.gz',
  );

/** pgcrypto's files as a plain tar. */
const pgcryptoTarBytes = async () => gunzipSync(await readFile(pgcryptoGzip()));

/**
 * The module's code: the sources, with the engine's files as the bundler names them (the same
 * assets PGlite's own code points at), so the page can fetch them beside the dump.
 */
const sourcesModule = (sources: Omit<DatabaseSources, 'engine'>) =>
  [
    `import wasm from '@electric-sql/pglite/pglite.wasm?url';`,
    `import data from '@electric-sql/pglite/pglite.data?url';`,
    `export default { ...${JSON.stringify(sources)}, engine: { wasm, data } };`,
  ].join('\n');

/**
 * Gives the browser the mock backend's prebuilt database: `virtual:mare-mock-database` exports
 * where it is (boot.ts' DatabaseSources). The dev server answers it from the cache (building it
 * on first use), as it is: it never leaves the machine. A build emits it as an asset named by
 * the SQL's hash, with a gzip copy beside it (`.tar.gz`), which boot.ts falls back on when the
 * host sends the tar uncompressed (see the README's hosting section). With `pgcryptoTar` (demo
 * builds) it also emits pgcrypto's files as a plain tar, with PGlite's own gzip file as its
 * `.gz` copy: demo mode's database loads them only when a password is first hashed or checked
 * (pgcrypto.ts); the dev server serves them too. Add it only where the mocks run (Storybook,
 * demo builds): a real build never references it.
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
      const serveTar =
        (bytes: () => Promise<Uint8Array>): Connect.NextHandleFunction =>
        (_request, response, next) => {
          bytes().then((tar) => {
            response.setHeader('Content-Type', 'application/x-tar');
            response.setHeader('Content-Length', String(tar.byteLength));
            response.setHeader('Cache-Control', 'no-cache');
            response.end(tar);
          }, next);
        };
      server.middlewares.use(DEV_PATH, serveTar(mockDumpBytes));
      server.middlewares.use(DEV_PGCRYPTO_PATH, serveTar(pgcryptoTarBytes));
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
      if (command === 'serve')
        return sourcesModule({ dump: { url: DEV_PATH }, pgcrypto: { url: DEV_PGCRYPTO_PATH } });
      const { hash } = await buildMockDump();
      const fileName = `assets/mare-mock-database-${hash}.tar`;
      const bytes = await mockDumpBytes();
      this.emitFile({ type: 'asset', fileName, source: bytes });
      this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: await mockDumpGzip() });
      const url = path.posix.join(base, fileName);
      const sources: Omit<DatabaseSources, 'engine'> = {
        dump: { url, bytes: bytes.byteLength, gzipUrl: `${url}.gz` },
      };
      if (pgcryptoTar) {
        const tar = await pgcryptoTarBytes();
        const tarHash = createHash('sha256').update(tar).digest('hex').slice(0, 16);
        const tarName = `assets/pgcrypto-${tarHash}.tar`;
        this.emitFile({ type: 'asset', fileName: tarName, source: tar });
        // PGlite's own file is that tar gzipped: the copy for a host that sends `.tar` as stored.
        this.emitFile({
          type: 'asset',
          fileName: `${tarName}.gz`,
          source: await readFile(pgcryptoGzip()),
        });
        const tarUrl = path.posix.join(base, tarName);
        sources.pgcrypto = { url: tarUrl, bytes: tar.byteLength, gzipUrl: `${tarUrl}.gz` };
      }
      return sourcesModule(sources);
    },
  };
}
