import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { TAR_BLOCK, tarEntries } from './tar.ts';

/** Part of every dump's file name: a change in how dumps are made must not reuse old ones. */
export const DUMP_FORMAT = 'compact1';

/** Postgres' WAL page: segments are written a page at a time. */
const WAL_PAGE = 8192;
const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;

/** Writes ASCII text into a tar header at `offset`. */
export function writeTarText(header: Uint8Array, text: string, offset: number): void {
  for (let i = 0; i < text.length; i += 1) header[offset + i] = text.charCodeAt(i);
}

/**
 * Writes a tar header's size field and its checksum again (ustar: octal text, the checksum
 * counted with its own field as spaces).
 */
export function setTarSize(header: Uint8Array, size: number): void {
  writeTarText(header, `${size.toString(8).padStart(11, '0')}\0`, 124);
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  writeTarText(header, `${sum.toString(8).padStart(6, '0')}\0 `, 148);
}

/** The pages of a WAL segment that hold records: the rest is zeros Postgres never reads. */
function usedWalLength(data: Uint8Array): number {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end -= 1;
  return Math.max(WAL_PAGE, Math.ceil(end / WAL_PAGE) * WAL_PAGE);
}

/**
 * Cuts every WAL segment of a data-directory tar down to the pages in use. Postgres fills a new
 * segment with zeros ahead of time (16 MB), and the startup's recovery stops at the first page
 * it cannot read, as it does at a zeroed one; the file grows again as the database writes.
 */
export function trimWalSegments(tar: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  for (const entry of tarEntries(tar)) {
    let { data } = entry;
    if (WAL_SEGMENT.test(entry.name)) {
      data = data.subarray(0, usedWalLength(data));
      setTarSize(entry.header, data.length);
    }
    parts.push(
      entry.header,
      data,
      new Uint8Array((TAR_BLOCK - (data.length % TAR_BLOCK)) % TAR_BLOCK),
    );
  }
  // The end of the archive: two empty blocks.
  parts.push(new Uint8Array(TAR_BLOCK * 2));
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The database's data directory as a small tar: without the template databases (8 MB each;
 * nothing here creates a database) and with the write-ahead log started afresh and cut to what
 * it holds. 44 MB become about 12: what every test, story page and demo visitor loads.
 */
async function compactDump(db: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  await db.exec(
    `update pg_catalog.pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  // One statement each: a multi-statement text runs as one transaction, which DROP refuses.
  await db.exec('drop database template0');
  await db.exec('drop database template1');
  // A fresh segment holds only the checkpoint; without recycling the old one is removed.
  await db.exec('set wal_recycle = off');
  await db.query('select pg_catalog.pg_switch_wal()');
  await db.exec('checkpoint');
  const dump = await db.dumpDataDir('none');
  return trimWalSegments(new Uint8Array(await dump.arrayBuffer()));
}

/**
 * Writes the database's compact dump to `file` (Node only). Written aside and renamed: a builder
 * racing with another worker never reads half a file.
 */
export async function saveCompactDump(db: PGlite, file: string): Promise<void> {
  const dump = await compactDump(db);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, dump);
  await rename(partial, file);
}
