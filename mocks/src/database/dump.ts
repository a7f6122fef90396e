import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DUMP_FORMAT, saveCompactDump } from './compact.ts';
import { applySql, sqlFiles, sqlHash, templateDir } from './sources.ts';

/** The mock backend's database: stand-in, migrations, seed, mock services, reset snapshot. */
async function mockFiles() {
  return sqlFiles({ seed: true, mock: true });
}

/** Where the dump for the current SQL lives (it may not exist yet). */
export async function mockDumpFile(): Promise<{ file: string; hash: string }> {
  // The format is part of the name the site's asset takes too, so no cache keeps an old dump.
  const hash = `${await sqlHash(await mockFiles())}-${DUMP_FORMAT}`;
  return { file: path.join(templateDir, `${hash}-mock.tar`), hash };
}

/** Builds in progress, by dump file: callers that ask meanwhile wait for the same build. */
const building = new Map<string, Promise<{ file: string; hash: string }>>();

/**
 * Builds the data-directory dump once per SQL content (initdb, migrations and seed take 3-6 s,
 * far more on a busy machine) and returns its path. One build at a time per content: a page
 * reloaded mid-build (Vite's first dependency optimisation does that) used to start a second
 * one beside the first, and the two together outlasted the browser's 30 s download stall limit.
 */
export async function buildMockDump(): Promise<{ file: string; hash: string }> {
  const target = await mockDumpFile();
  try {
    await access(target.file);
    return target;
  } catch {
    // Not built yet.
  }
  let build = building.get(target.file);
  if (!build) {
    build = (async () => {
      const db = await PGlite.create({ extensions: { pgcrypto } });
      try {
        await applySql(db, await mockFiles());
        await saveCompactDump(db, target.file);
      } finally {
        await db.close();
      }
      return target;
    })().finally(() => building.delete(target.file));
    building.set(target.file, build);
  }
  return build;
}

/** The dump's bytes, built first if needed (Node tests and the Vite plugin). */
export async function mockDumpBytes(): Promise<Buffer> {
  const { file } = await buildMockDump();
  return readFile(file);
}

/**
 * The dump gzipped (level 9: 13 MB to ~1.4), kept beside it: what a demo build ships for hosts
 * that send the tar uncompressed (boot.ts inflates it).
 */
export async function mockDumpGzip(): Promise<Buffer> {
  const { file } = await buildMockDump();
  const gzipFile = `${file}.gz`;
  try {
    return await readFile(gzipFile);
  } catch {
    const gzipped = await promisify(gzip)(await readFile(file), { level: 9 });
    // Written whole, then renamed: two builds at once never read half a file.
    const partial = `${gzipFile}.${process.pid}`;
    await writeFile(partial, gzipped);
    await rename(partial, gzipFile);
    return gzipped;
  }
}
