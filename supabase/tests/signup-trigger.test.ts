import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './harness/auth-admin.ts';
import { act, asUser, createDatabase, inRollback, startupTimeout } from './harness/database.ts';
import { masterAdminEmail } from './harness/fixtures.ts';

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
          cadastur: '12345678901',
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

  it('gives the master email a profile but no role row, for create_admin_user to make', async () => {
    const rows = await inRollback(db, async (tx) => {
      await signUp(tx, { id, email: 'Mestre@Mare.Example', meta: { nome: 'Mestre' } });
      const count = async (table: string) =>
        (await tx.query(`select 1 from public.${table} where id = $1`, [id])).rows.length;
      return { profiles: await count('profiles'), perfis: await count('perfis_usuarios') };
    });
    expect(rows).toEqual({ profiles: 1, perfis: 0 });
  });
});

describe('master admin, from sign-up to admin', () => {
  const master = { id, email: masterAdminEmail };
  const roleOf = async (tx: Transaction) =>
    (await tx.query<{ role: string }>(`select public.get_user_role($1) as role`, [id])).rows[0]
      ?.role;

  it('the confirmed master whose id the operator recorded becomes admin through create_admin_user', async () => {
    const outcome = await act(
      db,
      asUser(master),
      async (tx) => {
        const before = await roleOf(tx);
        await tx.query(`select public.create_admin_user($1, 'Administrador Master')`, [
          masterAdminEmail,
        ]);
        return { before, after: await roleOf(tx) };
      },
      {
        setup: async (tx) => {
          await signUp(tx, { ...master, meta: { nome: 'Mestre', full_name: 'Mestre' } });
          await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
          // The operator records the id of the account they created (supabase/README.md).
          await tx.query(
            `update private.app_settings set value = $1 where key = 'master_admin_user_id'`,
            [id],
          );
        },
      },
    );
    expect(outcome).toEqual({ ok: true, value: { before: 'user', after: 'admin' } });
  });

  it('the master who has not confirmed the email stays without a role', async () => {
    const outcome = await act(
      db,
      asUser(master),
      (tx) =>
        tx.query(`select public.create_admin_user($1, 'Administrador Master')`, [masterAdminEmail]),
      { setup: (tx) => signUp(tx, { ...master, meta: {} }) },
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('perfis_usuarios.email follows auth.users', () => {
  /** The auth server writes the new address once the change is confirmed. */
  async function changeEmail(tx: Transaction, userId: string, newEmail: string) {
    await tx.exec('set local role supabase_auth_admin');
    await tx.query(`update auth.users set email = $1 where id = $2`, [newEmail, userId]);
    await tx.exec('reset role');
  }

  it('takes the new address when the user changes their email', async () => {
    const rows = await inRollback(db, async (tx) => {
      await signUp(tx, { id, email, meta: { nome: 'Lia' } });
      await changeEmail(tx, id, 'lia.nova@mare.example');
      return (await tx.query(`select email from public.perfis_usuarios where id = $1`, [id])).rows;
    });
    expect(rows).toEqual([{ email: 'lia.nova@mare.example' }]);
  });

  it('leaves the row alone when other account columns change', async () => {
    const versions = await inRollback(db, async (tx) => {
      await signUp(tx, { id, email, meta: { nome: 'Lia' } });
      // Any update writes a new row version (a new ctid).
      const version = async () =>
        (
          await tx.query<{ ctid: string }>(
            `select ctid::text from public.perfis_usuarios where id = $1`,
            [id],
          )
        ).rows[0]?.ctid;
      const before = await version();
      await tx.exec('set local role supabase_auth_admin');
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [id]);
      await tx.exec('reset role');
      return { before, after: await version() };
    });
    expect(versions.after).toBe(versions.before);
  });
});
