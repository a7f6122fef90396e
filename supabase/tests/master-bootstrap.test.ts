import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './harness/auth-admin.ts';
import { act, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { masterAdminEmail } from './harness/fixtures.ts';

/**
 * The master-admin bootstrap on a fresh project (no seed), attacked as the review found it:
 * the master email is public, the auth server keeps an unconfirmed account when the same email
 * signs up again and confirms it when the real owner follows the link. Only the account whose id
 * the operator recorded may bootstrap, once.
 */
const attacker = { id: '00000000-0000-4000-8000-0000000000b1', email: masterAdminEmail };
const operatorsMaster = { id: '00000000-0000-4000-8000-0000000000b2', email: masterAdminEmail };

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: false });
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

/** The auth server marks the account confirmed (the link was followed, or autoconfirm is on). */
async function confirm(tx: Transaction, id: string) {
  await tx.exec('set local role supabase_auth_admin');
  await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
  await tx.exec('reset role');
}

/** The operator's step of supabase/README.md: record the id of the account they created. */
async function recordMasterId(tx: Transaction, id: string) {
  await tx.query(
    `insert into private.app_settings (key, value) values ('master_admin_user_id', $1)
     on conflict (key) do update set value = excluded.value`,
    [id],
  );
}

const bootstrap = (tx: Transaction) =>
  tx.query(`select public.create_admin_user($1, 'Administrador Master')`, [masterAdminEmail]);

async function roleRows(tx: Transaction, id: string) {
  return (await tx.query(`select role from public.perfis_usuarios where id = $1`, [id])).rows;
}

describe('master-admin takeover, step by step', () => {
  it('an attacker who pre-registered the master email, confirmed by the owner, is refused', async () => {
    const steps: Record<string, unknown> = {};
    const outcome = await act(db, asUser(attacker), bootstrap, {
      setup: async (tx) => {
        // 1. The attacker signs up first with the public master email and a password of theirs.
        await signUp(tx, { ...attacker, meta: { nome: 'Atacante' } });
        steps.afterSignUp = await roleRows(tx, attacker.id);
        // 2. The owner "signs up" too: the auth server keeps the unconfirmed account as it is
        //    and only re-sends the confirmation, so the database still holds one account.
        // 3. The owner follows the link, which confirms the attacker's account.
        await confirm(tx, attacker.id);
        steps.accounts = (
          await tx.query(`select id from auth.users where lower(email) = $1`, [masterAdminEmail])
        ).rows;
      },
      // 4. The attacker signs in and calls create_admin_user (the step above); nothing changed.
      after: async (tx) => {
        steps.afterCall = await roleRows(tx, attacker.id);
      },
    });
    expect(steps).toEqual({
      afterSignUp: [],
      accounts: [{ id: attacker.id }],
      afterCall: [],
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('the same attacker is refused with "Confirm email" off (confirmed at sign-up)', async () => {
    const outcome = await act(db, asUser(attacker), bootstrap, {
      setup: async (tx) => {
        await signUp(tx, { ...attacker, meta: { nome: 'Atacante' } });
        await confirm(tx, attacker.id);
      },
      after: async (tx) => expect(await roleRows(tx, attacker.id)).toEqual([]),
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('a confirmed master-email account is refused while the operator has recorded no id', async () => {
    const outcome = await act(db, asUser(operatorsMaster), bootstrap, {
      setup: async (tx) => {
        await signUp(tx, { ...operatorsMaster, meta: {} });
        await confirm(tx, operatorsMaster.id);
      },
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('a confirmed master-email account is refused when the recorded id is another one', async () => {
    const outcome = await act(db, asUser(attacker), bootstrap, {
      setup: async (tx) => {
        await signUp(tx, { ...attacker, meta: {} });
        await confirm(tx, attacker.id);
        await recordMasterId(tx, operatorsMaster.id);
      },
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('master-admin bootstrap as the operator sets it up', () => {
  const created = async (tx: Transaction) => {
    // Dashboard → Add user (auto-confirmed), then the id is recorded.
    await signUp(tx, { ...operatorsMaster, meta: {} });
    await confirm(tx, operatorsMaster.id);
    await recordMasterId(tx, operatorsMaster.id);
  };

  it('makes the recorded account admin once; a second call changes nothing', async () => {
    const seen: unknown[] = [];
    const outcome = await act(
      db,
      asUser(operatorsMaster),
      async (tx) => {
        await bootstrap(tx);
        await bootstrap(tx);
        return (await tx.query(`select public.get_user_role($1) as role`, [operatorsMaster.id]))
          .rows;
      },
      {
        setup: async (tx) => {
          await created(tx);
          seen.push(await roleRows(tx, operatorsMaster.id));
        },
      },
    );
    expect(seen).toEqual([[]]);
    expect(outcome).toEqual({ ok: true, value: [{ role: 'admin' }] });
  });

  it('refuses to re-promote a master who was demoted (the role row exists)', async () => {
    const outcome = await act(db, asUser(operatorsMaster), bootstrap, {
      setup: async (tx) => {
        await created(tx);
        await tx.query(
          `insert into public.perfis_usuarios (id, role, name, email) values ($1, 'user', 'Ex-mestre', $2)`,
          [operatorsMaster.id, operatorsMaster.email],
        );
      },
      after: async (tx) =>
        expect(await roleRows(tx, operatorsMaster.id)).toEqual([{ role: 'user' }]),
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('refuses the recorded master when its email is not the configured master email', async () => {
    const outcome = await act(db, asUser(operatorsMaster), bootstrap, {
      setup: async (tx) => {
        await created(tx);
        await tx.query(
          `update private.app_settings set value = 'outra@mare.example' where key = 'master_admin_email'`,
        );
      },
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('refuses a recorded id that is not a uuid without revealing an error of its own', async () => {
    const outcome = await act(db, asUser(operatorsMaster), bootstrap, {
      setup: async (tx) => {
        await created(tx);
        await recordMasterId(tx, 'não é um id');
      },
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('the seeded demo master', () => {
  let seeded: PGlite;
  beforeAll(async () => {
    seeded = await createDatabase();
  }, startupTimeout);
  afterAll(async () => {
    await seeded?.close();
  });
  const mestre = { id: '00000000-0000-4000-8000-000000000001', email: masterAdminEmail };

  it('bootstraps again after its role row is removed (the demo scenario)', async () => {
    const outcome = await act(seeded, asUser(mestre), bootstrap, {
      setup: async (tx) => {
        await tx.query(`delete from public.perfis_usuarios where id = $1`, [mestre.id]);
      },
      after: async (tx) => expect(await roleRows(tx, mestre.id)).toEqual([{ role: 'admin' }]),
    });
    expect(outcome.ok).toBe(true);
  });

  it('is not re-promoted once an operator demoted it', async () => {
    const outcome = await act(seeded, asUser(mestre), bootstrap, {
      setup: async (tx) => {
        await tx.query(`update public.perfis_usuarios set role = 'user' where id = $1`, [
          mestre.id,
        ]);
      },
      after: async (tx) => expect(await roleRows(tx, mestre.id)).toEqual([{ role: 'user' }]),
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});
