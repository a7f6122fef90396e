import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNT_COUNT } from '../db/fixtures.ts';
import { resetMockDatabase, type MockDatabase } from './database.ts';
import { createNodeMockDatabase } from './node.ts';
import { migrationFiles, sqlFiles, sqlHash } from './sources.ts';

let db: MockDatabase;
beforeAll(async () => {
  db = await createNodeMockDatabase();
}, 60_000);
afterAll(() => db.close());

const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

describe('the mock database', () => {
  it('boots from the dump with every migration and the seed', async () => {
    expect(await count('auth.users')).toBe(SEED_ACCOUNT_COUNT);
    expect(await count('public.profiles')).toBe(SEED_ACCOUNT_COUNT);
    const { rows } = await db.query<{ ok: boolean }>(
      `select encrypted_password = extensions.crypt('Mare@2026', encrypted_password) as ok
       from auth.users where email = 'admin@mare.example'`,
    );
    expect(rows).toEqual([{ ok: true }]);
  });

  it('goes back to the seed on reset: rows, generated columns and sequences', async () => {
    const seeded = await db.query('select * from public.profiles order by id');
    // The seed's own entries (the admin who hid a review), if any.
    const audited = (await count('public.audit_logs')) ?? 0;
    await db.exec(`
      delete from public.profiles;
      insert into public.audit_logs (action, target) values ('test', 'reset');
      update storage.buckets set public = false;
    `);
    await resetMockDatabase(db);
    expect((await db.query('select * from public.profiles order by id')).rows).toEqual(seeded.rows);
    expect(await count('public.audit_logs')).toBe(audited);
    const { rows } = await db.query<{ id: number }>(
      `insert into public.audit_logs (action, target) values ('a', 'b') returning id`,
    );
    expect(rows).toEqual([{ id: audited + 1 }]);
    await resetMockDatabase(db);
  });

  it('runs the real sign-up trigger after a reset', async () => {
    await resetMockDatabase(db);
    await db.exec(`
      insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
      values ('00000000-0000-4000-8000-0000000000aa', 'nova@mare.example',
              '{"nome":"Nova","account_type":"boat_owner"}', now(), now())`);
    const { rows } = await db.query(
      `select role from public.perfis_usuarios where id = '00000000-0000-4000-8000-0000000000aa'`,
    );
    expect(rows).toEqual([{ role: 'boat_owner' }]);
    await resetMockDatabase(db);
    expect(await count('auth.users')).toBe(SEED_ACCOUNT_COUNT);
  });

  it('is keyed by the SQL it was built from', async () => {
    const files = await sqlFiles({ seed: true, mock: true });
    expect(files).toHaveLength((await migrationFiles()).length + 4);
    expect(await sqlHash(files)).not.toBe(await sqlHash(files.slice(0, -1)));
  });
});
