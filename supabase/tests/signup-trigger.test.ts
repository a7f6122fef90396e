import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './harness/auth-admin.ts';
import { createDatabase, inRollback, startupTimeout } from './harness/database.ts';

const id = '00000000-0000-4000-8000-0000000000a1';
const email = 'nova@mare.example';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: false });
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

async function rowsAfterSignUp(meta: Record<string, unknown>) {
  return inRollback(db, async (tx: Transaction) => {
    await signUp(tx, { id, email, meta });
    const one = async (sql: string) => (await tx.query(sql, [id])).rows;
    return {
      profiles: await one(
        `select nome, full_name, cidade, telefone, bio, avatar_url from public.profiles where id = $1`,
      ),
      perfis: await one(`select role, name, email from public.perfis_usuarios where id = $1`),
      providers: await one(
        `select business_name, business_type, cadastur, whatsapp, cidade from public.service_providers where id = $1`,
      ),
    };
  });
}

describe('sign-up trigger', () => {
  it('creates the profile and a user role from nome, full_name and cidade', async () => {
    expect(
      await rowsAfterSignUp({ nome: 'Lia', full_name: 'Lia Souza', cidade: 'Ilhéus' }),
    ).toEqual({
      profiles: [
        {
          nome: 'Lia',
          full_name: 'Lia Souza',
          cidade: 'Ilhéus',
          telefone: null,
          bio: null,
          avatar_url: null,
        },
      ],
      perfis: [{ role: 'user', name: 'Lia Souza', email }],
      providers: [],
    });
  });

  it('names the role row after nome when full_name is empty', async () => {
    const rows = await rowsAfterSignUp({ nome: 'Lia', full_name: '', cidade: 'Ilhéus' });
    expect(rows.perfis).toEqual([{ role: 'user', name: 'Lia', email }]);
  });

  it('takes boat_owner from account_type', async () => {
    const rows = await rowsAfterSignUp({
      nome: 'Rui',
      full_name: 'Rui Mar',
      cidade: 'Búzios',
      account_type: 'boat_owner',
    });
    expect(rows.perfis).toEqual([{ role: 'boat_owner', name: 'Rui Mar', email }]);
    expect(rows.providers).toEqual([]);
  });

  it('creates the provider details for a service provider', async () => {
    const rows = await rowsAfterSignUp({
      nome: 'Téo',
      full_name: 'Téo Trilhas',
      cidade: 'Paraty',
      account_type: 'service_provider',
      business_name: 'Trilhas do Téo',
      business_type: 'passeio',
      cadastur: '98765432100',
      whatsapp: '(24) 99999-1234',
    });
    expect(rows.perfis).toEqual([{ role: 'service_provider', name: 'Téo Trilhas', email }]);
    expect(rows.providers).toEqual([
      {
        business_name: 'Trilhas do Téo',
        business_type: 'passeio',
        cadastur: '98765432100',
        whatsapp: '(24) 99999-1234',
        cidade: 'Paraty',
      },
    ]);
  });

  it('creates no provider details when some are missing', async () => {
    const rows = await rowsAfterSignUp({
      nome: 'Téo',
      full_name: 'Téo',
      cidade: 'Paraty',
      account_type: 'service_provider',
      business_name: 'Trilhas do Téo',
      business_type: 'passeio',
    });
    expect(rows.perfis).toEqual([{ role: 'service_provider', name: 'Téo', email }]);
    expect(rows.providers).toEqual([]);
  });

  it('refuses the sign-up when business_type is not one of the five', async () => {
    await expect(
      rowsAfterSignUp({
        nome: 'Téo',
        full_name: 'Téo',
        cidade: 'Paraty',
        account_type: 'service_provider',
        business_name: 'X',
        business_type: 'cassino',
        cadastur: '1',
        whatsapp: '1',
      }),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('copes with no metadata at all', async () => {
    expect(await rowsAfterSignUp({})).toEqual({
      profiles: [
        { nome: '', full_name: '', cidade: '', telefone: null, bio: null, avatar_url: null },
      ],
      perfis: [{ role: 'user', name: '', email }],
      providers: [],
    });
  });

  it('removes the rows with the auth user', async () => {
    const counts = await inRollback(db, async (tx) => {
      await signUp(tx, {
        id,
        email,
        meta: {
          nome: 'Lia',
          account_type: 'service_provider',
          business_name: 'B',
          business_type: 'guia',
          cadastur: '1',
          whatsapp: '1',
        },
      });
      await tx.query(`delete from auth.users where id = $1`, [id]);
      const { rows } = await tx.query<{ n: number }>(
        `select (select count(*) from public.profiles) + (select count(*) from public.perfis_usuarios)
              + (select count(*) from public.service_providers) as n`,
      );
      return rows[0]?.n;
    });
    expect(Number(counts)).toBe(0);
  });
});
