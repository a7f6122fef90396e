import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { describe, expect, it } from 'vitest';
import { setTarSize, trimWalSegments, writeTarText } from './compact.ts';
import { tarEntries } from './tar.ts';
import { mockDumpBytes } from './dump.ts';
import { createNodeMockDatabase } from './node.ts';

/** A tar entry's header and contents, as the dumps write them (ustar, 512-byte blocks). */
function tarEntry(name: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(512);
  writeTarText(header, name, 0);
  writeTarText(header, '0000600\0', 100);
  writeTarText(header, '0', 156);
  writeTarText(header, 'ustar\0', 257);
  setTarSize(header, data.length);
  const padded = new Uint8Array(Math.ceil(data.length / 512) * 512);
  padded.set(data);
  const entry = new Uint8Array(512 + padded.length);
  entry.set(header);
  entry.set(padded, 512);
  return entry;
}

/** Each entry's size by name. */
const sizes = (tar: Uint8Array) =>
  new Map(Array.from(tarEntries(tar), (entry) => [entry.name, entry.size]));

describe('the compact dump', () => {
  it('cuts WAL segments to their pages in use and leaves every other file whole', () => {
    const segment = new Uint8Array(16 * 8192);
    segment.fill(7, 0, 8192 + 100);
    const other = new Uint8Array(3000);
    const tar = new Uint8Array([
      ...tarEntry('/pg_wal/000000010000000000000002', segment),
      ...tarEntry('/base/5/1259', other),
      ...new Uint8Array(1024),
    ]);
    const trimmed = sizes(trimWalSegments(tar));
    expect(trimmed.get('/pg_wal/000000010000000000000002')).toBe(2 * 8192);
    expect(trimmed.get('/base/5/1259')).toBe(3000);
  });

  it('holds a database that boots, writes past the cut and boots again with every row', async () => {
    const db = await createNodeMockDatabase();
    await db.exec(
      'create table public.kept (n int); insert into public.kept select generate_series(1, 5000); checkpoint;',
    );
    const again = await db.dumpDataDir('none');
    await db.close();
    const reopened = await PGlite.create({ loadDataDir: again, extensions: { pgcrypto } });
    const { rows } = await reopened.query<{ n: number }>(
      'select count(*)::int as n from public.kept',
    );
    await reopened.close();
    expect(rows).toEqual([{ n: 5000 }]);
  }, 60_000);

  it('is what the mock backend boots from: no template databases, one short WAL segment', async () => {
    const entries = sizes(await mockDumpBytes());
    expect(
      [...entries.keys()].filter((name) => /^\/base\/\d+\/PG_VERSION$/.test(name)),
    ).toHaveLength(1);
    const segments = [...entries].filter(([name]) => name.startsWith('/pg_wal/0'));
    expect(segments).toHaveLength(1);
    expect(segments[0]?.[1]).toBeLessThanOrEqual(64 * 1024);
  });
});
