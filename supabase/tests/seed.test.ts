import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures, type ModelFixture } from './harness/data-model.ts';
import { createDatabase, loadSeed, seedPath, startupTimeout } from './harness/database.ts';
import {
  DEMO_PROVIDER_IDS,
  fixturePassword,
  SEED_ACCOUNT_COUNT,
  users,
} from './harness/fixtures.ts';

let db: PGlite;
let fixtures: ModelFixture[];
beforeAll(async () => {
  [db, fixtures] = await Promise.all([createDatabase(), loadFixtures()]);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

// The booking fixtures made the seed heavier: loading it again takes seconds on a busy machine.
describe('seed.sql', { timeout: 60_000 }, () => {
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
    }>(
      `select id, business_type, cadastur, cidade from public.service_providers
       where not id = any ($1::uuid[]) order by id`,
      [Object.values(DEMO_PROVIDER_IDS)],
    );
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

  it('gives every boat owner a WhatsApp in their profile (their tours show it)', async () => {
    const { rows } = await db.query<{ name: string; whatsapp: string | null }>(
      `select u.name, private.whatsapp_digits(p.telefone) as whatsapp
       from public.perfis_usuarios u join public.profiles p on p.id = u.id
       where u.role = 'boat_owner' order by u.name`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.whatsapp, row.name).toMatch(/^55[1-9][0-9]{9,10}$/);
  });

  it('can be loaded twice (supabase db reset reruns it on an existing database)', async () => {
    await db.transaction(async (tx) => {
      const count = async () =>
        (await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]?.n;
      const before = await count();
      await loadSeed(tx);
      // The six accounts of the data model, plus the branches' own demo accounts.
      expect(before).toBeGreaterThanOrEqual(6);
      expect(await count()).toBe(before);
      await tx.rollback();
    });
  });
});

describe('seed.sql guard', () => {
  let bare: PGlite;
  beforeAll(async () => {
    bare = await createDatabase({ seed: false });
  }, startupTimeout);
  afterAll(async () => {
    await bare?.close();
  });

  const accounts = async () =>
    (await bare.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]?.n;

  it.each([
    ['without the demo setting', ''],
    ['with the demo setting off', `set mare.demo_seed = 'off';\n`],
  ])('refuses to load %s, says why, and leaves nothing behind', async (_case, prefix) => {
    const seed = await readFile(seedPath, 'utf8');
    await expect(bare.exec(`${prefix}${seed}`)).rejects.toMatchObject({
      message: expect.stringMatching(/^seed\.sql refused: .*mare\.demo_seed is on$/),
      hint: expect.stringContaining('Never load it into a real project'),
    });
    await bare.exec(`reset mare.demo_seed`);
    expect(await accounts()).toBe(0);
  });

  it('loads through the harness helper, which leaves the setting off afterwards', async () => {
    const loaded = await bare.transaction(async (tx) => {
      await loadSeed(tx);
      const count = (await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`))
        .rows[0]?.n;
      await tx.rollback();
      return count;
    });
    const { rows } = await bare.query(
      `select nullif(current_setting('mare.demo_seed', true), '') as setting`,
    );
    // The six accounts of the data model plus the branches' demo accounts and providers (DATA-MODEL.md).
    expect({ loaded, setting: rows[0] }).toEqual({
      loaded: SEED_ACCOUNT_COUNT,
      setting: { setting: null },
    });
  });
});
