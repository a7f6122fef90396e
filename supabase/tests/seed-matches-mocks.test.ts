import type { PGlite } from '@electric-sql/pglite';
import { createMockBackend } from '@mare/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startupTimeout } from './harness/database.ts';

// Screens built on the mocks must meet the same people and rows on a seeded real project.
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const mock = createMockBackend().db;
const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('seed.sql and the mock backend hold the same fixtures', () => {
  it('the same accounts, each confirmed or not alike', async () => {
    const { rows } = await db.query(
      `select id, email, email_confirmed_at is not null as confirmed from auth.users order by id`,
    );
    expect(rows).toEqual(
      byId(mock.auth.users).map((u) => ({
        id: u.id,
        email: u.email,
        confirmed: u.emailConfirmedAt !== null,
      })),
    );
  });

  const tables = mock.tables;
  it.each([
    ['role rows', 'perfis_usuarios', ['id', 'role', 'name', 'email'], tables.perfis_usuarios],
    [
      'profiles',
      'profiles',
      ['id', 'nome', 'full_name', 'cidade', 'telefone', 'bio', 'avatar_url'],
      tables.profiles,
    ],
    [
      'provider details',
      'service_providers',
      ['id', 'business_name', 'business_type', 'cadastur', 'whatsapp', 'cidade'],
      tables.service_providers,
    ],
  ] as const)('the same %s', async (_what, table, columns, rows) => {
    const seeded = await db.query(`select ${columns.join(', ')} from public.${table} order by id`);
    const expected = byId<Record<string, unknown> & { id: string }>(rows).map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column]])),
    );
    expect(seeded.rows).toEqual(expected);
  });
});
