import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures, type ModelFixture } from './harness/data-model.ts';
import { createDatabase, seedPath, startupTimeout } from './harness/database.ts';
import { fixturePassword, users } from './harness/fixtures.ts';

let db: PGlite;
let fixtures: ModelFixture[];
beforeAll(async () => {
  [db, fixtures] = await Promise.all([createDatabase(), loadFixtures()]);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('seed.sql', () => {
  it('seeds the six fixture users of DATA-MODEL.md and the harness knows the same ids', () => {
    expect(fixtures.map((f) => [f.id, f.email])).toEqual(
      Object.values(users).map((u) => [u.id, u.email]),
    );
  });

  it('matches every fixture: account, confirmation, password, role row and profile', async () => {
    for (const fixture of fixtures) {
      const { rows } = await db.query(
        `select u.email, u.email_confirmed_at is not null as confirmed,
                u.encrypted_password = extensions.crypt($2, u.encrypted_password) as password_ok,
                (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities,
                p.role, p.name, p.email as role_email, pr.nome, pr.full_name, pr.cidade
         from auth.users u
         join public.perfis_usuarios p on p.id = u.id
         join public.profiles pr on pr.id = u.id
         where u.id = $1`,
        [fixture.id, fixturePassword],
      );
      expect(rows, fixture.email).toEqual([
        {
          email: fixture.email,
          confirmed: fixture.confirmed,
          password_ok: true,
          identities: 1,
          role: fixture.role,
          name: fixture.name,
          role_email: fixture.email,
          nome: fixture.name,
          full_name: fixture.name,
          cidade: fixture.cidade,
        },
      ]);
    }
  });

  it('has the service_providers rows the fixtures mention, and no others', async () => {
    const { rows } = await db.query<{
      id: string;
      business_type: string;
      cadastur: string;
      cidade: string;
    }>(`select id, business_type, cadastur, cidade from public.service_providers order by id`);
    const expected = fixtures.flatMap((f) =>
      f.provider
        ? [
            {
              id: f.id,
              business_type: f.provider.businessType,
              cadastur: f.provider.cadastur,
              cidade: f.cidade,
            },
          ]
        : [],
    );
    expect(expected).toHaveLength(1);
    expect(rows).toEqual(expected);
  });

  it('can be loaded twice (supabase db reset reruns it on an existing database)', async () => {
    const seed = await readFile(seedPath, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(seed);
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`);
      expect(rows[0]?.n).toBe(6);
      await tx.rollback();
    });
  });
});
