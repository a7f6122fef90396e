import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { describe, expect, it } from 'vitest';
import { compactDump, trimWalSegments } from './compact.ts';
import { mockDumpBytes } from './dump.ts';

/** A tar entry's header and contents, as the dumps write them (ustar, 512-byte blocks). */
function tarEntry(name: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(512);
  const ascii = (text: string, offset: number) => {
    for (let i = 0; i < text.length; i += 1) header[offset + i] = text.charCodeAt(i);
  };
  ascii(name, 0);
  ascii('0000600\0', 100);
  ascii(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  ascii('0', 156);
  ascii('ustar\0', 257);
  const padded = new Uint8Array(Math.ceil(data.length / 512) * 512);
  padded.set(data);
  const entry = new Uint8Array(512 + padded.length);
  entry.set(header);
  entry.set(padded, 512);
  return entry;
}

function tarEntries(tar: Uint8Array): Map<string, number> {
  const sizes = new Map<string, number>();
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).trim(), 8);
    sizes.set(name, size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return sizes;
}

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
    const sizes = tarEntries(trimWalSegments(tar));
    expect(sizes.get('/pg_wal/000000010000000000000002')).toBe(2 * 8192);
    expect(sizes.get('/base/5/1259')).toBe(3000);
  });

  it('is under half the plain dump, and the database it holds boots, writes and boots again', async () => {
    const db = await PGlite.create({ extensions: { pgcrypto } });
    const plain = await db.dumpDataDir('none');
    await db.exec('create table public.kept (n int); insert into public.kept values (1), (2)');
    const compact = await compactDump(db);
    await db.close();
    expect(compact.length).toBeLessThan(plain.size / 2);

    const reopened = await PGlite.create({
      loadDataDir: new Blob([compact]),
      extensions: { pgcrypto },
    });
    await reopened.exec(
      'insert into public.kept select generate_series(3, 50000); checkpoint; select pg_switch_wal();',
    );
    const again = await reopened.dumpDataDir('none');
    await reopened.close();
    const third = await PGlite.create({ loadDataDir: again, extensions: { pgcrypto } });
    const { rows } = await third.query<{ n: number }>('select count(*)::int as n from public.kept');
    await third.close();
    expect(rows).toEqual([{ n: 50000 }]);
  }, 60_000);

  it('is what the mock backend boots from: no template databases, one short WAL segment', async () => {
    const sizes = tarEntries(await mockDumpBytes());
    expect([...sizes.keys()].filter((name) => /^\/base\/\d+\/PG_VERSION$/.test(name))).toHaveLength(
      1,
    );
    const segments = [...sizes].filter(([name]) => name.startsWith('/pg_wal/0'));
    expect(segments).toHaveLength(1);
    expect(segments[0]?.[1]).toBeLessThanOrEqual(64 * 1024);
  });
});
