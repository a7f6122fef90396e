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

  it('the same role rows', async () => {
    const { rows } = await db.query(
      `select id, role, name, email from public.perfis_usuarios order by id`,
    );
    expect(rows).toEqual(
      byId(mock.tables.perfis_usuarios).map(({ id, role, name, email }) => ({
        id,
        role,
        name,
        email,
      })),
    );
  });

  it('the same profiles', async () => {
    const { rows } = await db.query(
      `select id, nome, full_name, cidade, telefone, bio, avatar_url from public.profiles order by id`,
    );
    expect(rows).toEqual(
      byId(mock.tables.profiles).map(
        ({ id, nome, full_name, cidade, telefone, bio, avatar_url }) => ({
          id,
          nome,
          full_name,
          cidade,
          telefone,
          bio,
          avatar_url,
        }),
      ),
    );
  });

  it('the same provider details', async () => {
    const { rows } = await db.query(
      `select id, business_name, business_type, cadastur, whatsapp, cidade
       from public.service_providers order by id`,
    );
    expect(rows).toEqual(
      byId(mock.tables.service_providers).map(
        ({ id, business_name, business_type, cadastur, whatsapp, cidade }) => ({
          id,
          business_name,
          business_type,
          cadastur,
          whatsapp,
          cidade,
        }),
      ),
    );
  });
});
