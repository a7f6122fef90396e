import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openMockDatabase } from './boot.ts';
import { mockDumpBytes } from './dump.ts';
import { loadPgcrypto, loadsPgcryptoOnDemand, missingPgcrypto, withPgcrypto } from './pgcrypto.ts';

/** pgcrypto's files as PGlite ships them (what a demo build serves as a tar). */
const pgcryptoTar = async () =>
  new Blob([
    gunzipSync(
      await readFile(
        path.join(
          path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
          'pgcrypto.tar.gz',
        ),
      ),
    ),
  ]);

const HASH = `select extensions.crypt('Mare@2026', extensions.gen_salt('bf')) as hash`;

describe('pgcrypto on demand (demo mode)', () => {
  let db: PGlite;
  let downloads = 0;

  beforeAll(async () => {
    db = await openMockDatabase(new Blob([new Uint8Array(await mockDumpBytes())]), {
      pgcryptoOnDemand: () => {
        downloads += 1;
        return pgcryptoTar();
      },
    });
  }, 60_000);
  afterAll(() => db.close());

  it('starts without it: a password cannot be hashed until it is loaded', async () => {
    const error = await db.query(HASH).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(missingPgcrypto(error)).toBe(true);
    expect(downloads).toBe(0);
  });

  it('loads it once, for the calls that need it, and the seed passwords check out', async () => {
    const [first, second] = await Promise.all([
      withPgcrypto(db, () => db.query<{ hash: string }>(HASH)),
      withPgcrypto(db, () =>
        db.query<{ ok: boolean }>(
          `select encrypted_password = extensions.crypt('Mare@2026', encrypted_password) as ok
           from auth.users order by email limit 1`,
        ),
      ),
    ]);
    expect(first.rows[0]?.hash).toMatch(/^\$2a\$06\$/);
    expect(second.rows[0]?.ok).toBe(true);
    await loadPgcrypto(db);
    expect(downloads).toBe(1);
  });
});

describe('withPgcrypto', () => {
  const missing = Object.assign(
    new Error('could not access file "$libdir/pgcrypto": No such file or directory'),
    { code: '58P01' },
  );

  it('runs the call as it is where pgcrypto was loaded at start', async () => {
    expect(await withPgcrypto({}, async () => 'ran')).toBe('ran');
  });

  it('asks for the library again, and retries once, when a new leader started without it', async () => {
    const db = {};
    let loads = 0;
    let calls = 0;
    loadsPgcryptoOnDemand(db, async () => {
      loads += 1;
    });
    const run = async () => {
      calls += 1;
      if (calls === 1) throw missing;
      return 'hashed';
    };
    expect(await withPgcrypto(db, run)).toBe('hashed');
    expect([loads, calls]).toEqual([2, 2]);
  });

  it('lets any other failure through without a retry', async () => {
    const db = {};
    let calls = 0;
    loadsPgcryptoOnDemand(db, async () => undefined);
    const refused = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      withPgcrypto(db, async () => {
        calls += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});
