import type { Extension } from '@electric-sql/pglite';
import { sqlState } from './database.ts';
import { tarEntries } from './tar.ts';

/**
 * pgcrypto on demand. The project's SQL never calls it: only the mock auth server does, to hash
 * and check passwords as GoTrue does (auth/users.ts). Demo mode's database therefore starts
 * without it (0.9 MB and a 3 MB module to compile less before the first page shows data) and
 * loads it the first time a password is hashed or checked. The catalog already has the extension
 * (the migrations create it), so once its library is in the engine's file system, Postgres loads
 * it at the next call, as it does any extension's library.
 */

/** What the engine's file system offers for an extension's files (Emscripten's FS). */
interface EngineFs {
  analyzePath(path: string): { exists: boolean };
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
  createPreloadedFile(
    parent: string,
    name: string,
    data: Uint8Array,
    canRead: boolean,
    canWrite: boolean,
    onload: () => void,
    onerror: () => void,
    dontCreateFile: boolean,
  ): void;
}

interface EngineModule {
  FS: EngineFs;
  /** Where the engine's installation lives (`/pglite`): a tar's paths are under it. */
  WASM_PREFIX: string;
}

/**
 * Writes an extension's files (PGlite's extension tar: `lib/postgresql/*.so`,
 * `share/postgresql/extension/*`) into the engine's file system. A library is compiled here,
 * asynchronously, as PGlite does for the extensions it starts with: Postgres's dlopen then finds
 * it ready (a page's main thread refuses to compile a large module synchronously).
 */
export async function installExtension(engine: EngineModule, tar: Uint8Array): Promise<void> {
  const compiled: Promise<void>[] = [];
  for (const entry of tarEntries(tar)) {
    // Directories (type '5') are made for the files they hold.
    if (entry.name.endsWith('/') || entry.header[156] === 0x35) continue;
    const file = `${engine.WASM_PREFIX}/${entry.name}`;
    const dir = file.slice(0, file.lastIndexOf('/'));
    if (!engine.FS.analyzePath(dir).exists) engine.FS.mkdirTree(dir);
    if (!file.endsWith('.so')) {
      engine.FS.writeFile(file, entry.data);
      continue;
    }
    const data = entry.data;
    compiled.push(
      new Promise<void>((resolve) =>
        engine.FS.createPreloadedFile(
          dir,
          file.slice(dir.length + 1),
          data,
          true,
          true,
          resolve,
          // As PGlite does: the file is still written, and dlopen compiles it when called.
          () => {
            engine.FS.writeFile(file, data);
            resolve();
          },
          false,
        ),
      ),
    );
  }
  await Promise.all(compiled);
}

/**
 * pgcrypto for one PGlite that starts without it: `extension` goes in its `extensions`, and
 * `load()` installs pgcrypto's files from the tar `download` gives (once; a failed attempt is
 * tried again on the next call).
 */
export function lazyPgcrypto(download: () => Promise<Blob>): {
  extension: Extension;
  load(): Promise<void>;
} {
  let engine: EngineModule | null = null;
  let loading: Promise<void> | null = null;
  const install = async () => {
    if (!engine) throw new Error('mock database: pgcrypto asked for before the engine started');
    const tar = new Uint8Array(await (await download()).arrayBuffer());
    await installExtension(engine, tar);
  };
  return {
    extension: {
      name: 'pgcrypto (on demand)',
      // Nothing to fetch at start: only a hold on the engine, to write the files into later.
      setup: async (_pg, emscriptenOpts: { preRun?: ((module: EngineModule) => void)[] }) => ({
        emscriptenOpts: {
          ...emscriptenOpts,
          preRun: [
            ...(emscriptenOpts.preRun ?? []),
            (module: EngineModule) => {
              engine = module;
            },
          ],
        },
      }),
    },
    load: () =>
      (loading ??= install().catch((error: unknown) => {
        loading = null;
        throw error;
      })),
  };
}

/** How each database that starts without pgcrypto gets it (none: it started with it). */
const loaders = new WeakMap<object, () => Promise<void>>();

/** Registers how `db`, which started without pgcrypto, loads it (see withPgcrypto). */
export function loadsPgcryptoOnDemand(db: object, load: () => Promise<void>): void {
  loaders.set(db, load);
}

/** Loads pgcrypto into `db` if it started without it (demo mode's leader, asked by a tab). */
export async function loadPgcrypto(db: object): Promise<void> {
  await loaders.get(db)?.();
}

/** Postgres could not find pgcrypto's library (`could not access file "$libdir/pgcrypto"`). */
export const missingPgcrypto = (error: unknown): boolean =>
  sqlState(error) === '58P01' && /pgcrypto/.test((error as Error).message);

/**
 * Runs `run`, which calls pgcrypto in `db`, once pgcrypto is loaded there. In demo mode the
 * leader that loaded it may leave before `run` reaches the database, and the next one starts
 * without it: the library is then asked for again and `run` retried once (a call that failed
 * for it changed nothing).
 */
export async function withPgcrypto<T>(db: object, run: () => Promise<T>): Promise<T> {
  const load = loaders.get(db);
  if (!load) return run();
  await load();
  try {
    return await run();
  } catch (error) {
    if (!missingPgcrypto(error)) throw error;
    await load();
    return run();
  }
}
