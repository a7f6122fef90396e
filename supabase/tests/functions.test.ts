import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const getRole = (id: string) => async (tx: Transaction) =>
  (await tx.query<{ role: string }>(`select public.get_user_role($1) as role`, [id])).rows[0]?.role;

describe('get_user_role', () => {
  it.each([
    ['mestre', 'admin'],
    ['admin', 'admin'],
    ['barqueiro', 'boat_owner'],
    ['guia', 'service_provider'],
    ['pendente', 'user'],
    ['visitante', 'user'],
  ] as const)('answers %s their own role: %s', async (name, role) => {
    const user = users[name];
    expect(await act(db, asUser(user), getRole(user.id))).toEqual({ ok: true, value: role });
  });

  it("answers an admin about another user's role", async () => {
    expect(await act(db, asUser(users.admin), getRole(users.barqueiro.id))).toEqual({
      ok: true,
      value: 'boat_owner',
    });
  });

  it("answers 'user' when the caller has no role row", async () => {
    const outcome = await act(db, asUser(users.visitante), getRole(users.visitante.id), {
      setup: async (tx) => {
        await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.visitante.id]);
      },
    });
    expect(outcome).toEqual({ ok: true, value: 'user' });
  });
});

const createAdmin =
  (email: string, name = 'Administrador Master') =>
  (tx: Transaction) =>
    tx.query(`select public.create_admin_user($1, $2)`, [email, name]);

async function rowsOf(tx: Transaction, id: string) {
  const role = await tx.query(
    `select role, name, email from public.perfis_usuarios where id = $1`,
    [id],
  );
  const profile = await tx.query(`select nome, full_name from public.profiles where id = $1`, [id]);
  return { role: role.rows, profile: profile.rows };
}

describe('create_admin_user', () => {
  const removeMasterRows = (alsoProfile: boolean) => async (tx: Transaction) => {
    await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.mestre.id]);
    if (alsoProfile) await tx.query(`delete from public.profiles where id = $1`, [users.mestre.id]);
  };

  it('creates the admin role row and the profile for the confirmed master', async () => {
    let state: Awaited<ReturnType<typeof rowsOf>> | undefined;
    const outcome = await act(db, asUser(users.mestre), createAdmin(users.mestre.email), {
      setup: removeMasterRows(true),
      after: async (tx) => {
        state = await rowsOf(tx, users.mestre.id);
      },
    });
    expect(outcome.ok).toBe(true);
    expect(state).toEqual({
      role: [{ role: 'admin', name: 'Administrador Master', email: users.mestre.email }],
      profile: [{ nome: 'Administrador Master', full_name: 'Administrador Master' }],
    });
  });

  it('is idempotent: a second call succeeds and changes nothing', async () => {
    let first: Awaited<ReturnType<typeof rowsOf>> | undefined;
    let second: Awaited<ReturnType<typeof rowsOf>> | undefined;
    const outcome = await act(
      db,
      asUser(users.mestre),
      async (tx) => {
        await createAdmin(users.mestre.email)(tx);
        await tx.exec('reset role');
        first = await rowsOf(tx, users.mestre.id);
        await tx.exec('set local role authenticated');
        await createAdmin(users.mestre.email)(tx);
      },
      {
        setup: removeMasterRows(false),
        after: async (tx) => {
          second = await rowsOf(tx, users.mestre.id);
        },
      },
    );
    expect(outcome.ok).toBe(true);
    expect(first?.role).toEqual([
      { role: 'admin', name: 'Administrador Master', email: users.mestre.email },
    ]);
    expect(second).toEqual(first);
  });

  it('accepts the master email in another letter case', async () => {
    const outcome = await act(db, asUser(users.mestre), createAdmin('Mestre@Mare.Example'), {
      setup: removeMasterRows(false),
    });
    expect(outcome.ok).toBe(true);
  });

  it('follows the configured master (email and user id in private.app_settings)', async () => {
    let role: unknown;
    const outcome = await act(
      db,
      asUser(users.visitante),
      createAdmin(users.visitante.email, 'Vera'),
      {
        setup: async (tx) => {
          await tx.query(
            `update private.app_settings set value = $1 where key = 'master_admin_email'`,
            [users.visitante.email],
          );
          await tx.query(
            `update private.app_settings set value = $1 where key = 'master_admin_user_id'`,
            [users.visitante.id],
          );
          await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.visitante.id]);
        },
        after: async (tx) => {
          role = (await rowsOf(tx, users.visitante.id)).role;
        },
      },
    );
    expect(outcome.ok).toBe(true);
    expect(role).toEqual([{ role: 'admin', name: 'Vera', email: users.visitante.email }]);
  });

  it('ships with mestre@mare.example as the master email; the demo seed binds the fixture master', async () => {
    const { rows } = await db.query(
      `select key, value from private.app_settings where key like 'master_admin_%' order by key`,
    );
    expect(rows).toEqual([
      { key: 'master_admin_email', value: 'mestre@mare.example' },
      { key: 'master_admin_user_id', value: users.mestre.id },
    ]);
  });
});

describe('updated_at', () => {
  it('moves forward when the owner edits a row', async () => {
    let times: { created_at: Date; updated_at: Date } | undefined;
    const outcome = await act(
      db,
      asUser(users.guia),
      (tx) =>
        tx.query(`update public.profiles set bio = 'Guia em Porto Seguro' where id = $1`, [
          users.guia.id,
        ]),
      {
        setup: async (tx) => {
          await tx.query(
            `update public.profiles set created_at = now() - interval '1 day', updated_at = now() - interval '1 day' where id = $1`,
            [users.guia.id],
          );
        },
        after: async (tx) => {
          const { rows } = await tx.query<{ created_at: Date; updated_at: Date }>(
            `select created_at, updated_at from public.profiles where id = $1`,
            [users.guia.id],
          );
          times = rows[0];
        },
      },
    );
    expect(outcome.ok).toBe(true);
    expect(times && times.updated_at.getTime() - times.created_at.getTime()).toBeGreaterThan(
      60_000,
    );
  });

  it('ignores an updated_at the client sends', async () => {
    let updatedAt: Date | undefined;
    const outcome = await act(
      db,
      asUser(users.guia),
      (tx) =>
        tx.query(
          `update public.profiles set bio = 'x', updated_at = '2000-01-01T00:00:00Z' where id = $1`,
          [users.guia.id],
        ),
      {
        after: async (tx) => {
          const { rows } = await tx.query<{ updated_at: Date }>(
            `select updated_at from public.profiles where id = $1`,
            [users.guia.id],
          );
          updatedAt = rows[0]?.updated_at;
        },
      },
    );
    expect(outcome.ok).toBe(true);
    expect(updatedAt?.getUTCFullYear()).toBeGreaterThan(2000);
  });
});

describe('record_admin_access_denied as the app sends it (no actor_id)', () => {
  const insertDenied = (tx: Transaction) =>
    tx.query(`select public.record_admin_access_denied('/admin')`);

  it('records the signed-in caller as the actor', async () => {
    let actors: unknown;
    const outcome = await act(db, asUser(users.visitante), insertDenied, {
      after: async (tx) => {
        actors = (await tx.query(`select actor_id from public.audit_logs where target = '/admin'`))
          .rows;
      },
    });
    expect(outcome.ok).toBe(true);
    expect(actors).toEqual([{ actor_id: users.visitante.id }]);
  });

  it('refuses an anonymous caller', async () => {
    expect(await act(db, anonymous, insertDenied)).toMatchObject({ ok: false, code: '42501' });
  });
});
