import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './harness/auth-admin.ts';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  type Actor,
  startupTimeout,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';

interface AbuseCase {
  name: string;
  actor: Actor;
  setup?: (tx: Transaction) => Promise<void>;
  attack: (tx: Transaction) => Promise<unknown>;
  /** deny: SQLSTATE 42501. hidden: no error, nothing touched. */
  expected: 'deny' | 'hidden';
  /** Checked as superuser in the same transaction after the attempt: the state is untouched. */
  after?: (tx: Transaction) => Promise<void>;
}

const rpcAdmin = (email: string) => (tx: Transaction) =>
  tx.query(`select public.create_admin_user($1, 'Administrador Master')`, [email]);
const roleOf = async (tx: Transaction, id: string) =>
  (await tx.query<{ role: string }>(`select role from public.perfis_usuarios where id = $1`, [id]))
    .rows[0]?.role;
const insertObject = (bucket: string, name: string) => (tx: Transaction) =>
  tx.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, name]);
const plantObject = (name: string) => async (tx: Transaction) => {
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner_id) values ('uploads', $1, $2)`,
    [name, name.split('/')[0]],
  );
};
const recordAudit = (action: string, target: string, details: unknown) => (tx: Transaction) =>
  tx.query(`insert into public.audit_logs (action, target, details) values ($1, $2, $3)`, [
    action,
    target,
    JSON.stringify(details),
  ]);
const guiaPhoto = `${users.guia.id}/barco.webp`;
const veraPhoto = `${users.visitante.id}/praia.webp`;

const vera = asUser(users.visitante);
const ana = asUser(users.admin);
const mestre = asUser(users.mestre);

const cases: AbuseCase[] = [
  // create_admin_user
  {
    name: 'an admin who is not the master calls create_admin_user with her own email',
    actor: ana,
    attack: rpcAdmin(users.admin.email),
    expected: 'deny',
  },
  {
    name: 'a plain user calls create_admin_user with the master email',
    actor: vera,
    attack: rpcAdmin(users.mestre.email),
    expected: 'deny',
    after: async (tx) => expect(await roleOf(tx, users.visitante.id)).toBe('user'),
  },
  {
    name: "a plain user's token claims the master email but the account is hers",
    actor: { kind: 'user', id: users.visitante.id, email: users.mestre.email },
    attack: rpcAdmin(users.mestre.email),
    expected: 'deny',
    after: async (tx) => expect(await roleOf(tx, users.visitante.id)).toBe('user'),
  },
  {
    name: 'the master account calls create_admin_user while its email is unconfirmed',
    actor: mestre,
    setup: async (tx) => {
      await tx.query(`update auth.users set email_confirmed_at = null where id = $1`, [
        users.mestre.id,
      ]);
      await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.mestre.id]);
    },
    attack: rpcAdmin(users.mestre.email),
    expected: 'deny',
    after: async (tx) => expect(await roleOf(tx, users.mestre.id)).toBeUndefined(),
  },
  {
    name: 'the master account calls create_admin_user for another email',
    actor: mestre,
    attack: rpcAdmin(users.admin.email),
    expected: 'deny',
  },
  {
    name: 'the former master calls create_admin_user after the setting changed',
    actor: mestre,
    setup: async (tx) => {
      await tx.query(
        `update private.app_settings set value = 'nova@mare.example' where key = 'master_admin_email'`,
      );
      await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.mestre.id]);
    },
    attack: rpcAdmin(users.mestre.email),
    expected: 'deny',
  },
  {
    name: 'an anonymous caller calls create_admin_user',
    actor: anonymous,
    attack: rpcAdmin(users.mestre.email),
    expected: 'deny',
  },
  // get_user_role
  {
    name: "a user asks another user's role",
    actor: vera,
    attack: (tx) => tx.query(`select public.get_user_role($1)`, [users.guia.id]),
    expected: 'deny',
  },
  {
    name: "a user asks an admin's role",
    actor: vera,
    attack: (tx) => tx.query(`select public.get_user_role($1)`, [users.admin.id]),
    expected: 'deny',
  },
  {
    name: 'an anonymous caller asks a role',
    actor: anonymous,
    attack: (tx) => tx.query(`select public.get_user_role($1)`, [users.guia.id]),
    expected: 'deny',
  },
  // role escalation
  {
    name: 'a user sets her own role to admin',
    actor: vera,
    attack: (tx) =>
      tx.query(`update public.perfis_usuarios set role = 'admin' where id = $1`, [
        users.visitante.id,
      ]),
    expected: 'deny',
    after: async (tx) => expect(await roleOf(tx, users.visitante.id)).toBe('user'),
  },
  {
    name: 'a user re-creates her role row as admin',
    actor: vera,
    setup: async (tx) => {
      await tx.query(`delete from public.perfis_usuarios where id = $1`, [users.visitante.id]);
    },
    attack: (tx) =>
      tx.query(
        `insert into public.perfis_usuarios (id, role, name, email) values ($1, 'admin', 'Vera', $2)`,
        [users.visitante.id, users.visitante.email],
      ),
    expected: 'deny',
  },
  {
    name: 'an admin changes another user’s role',
    actor: ana,
    attack: (tx) =>
      tx.query(`update public.perfis_usuarios set role = 'admin' where id = $1`, [users.guia.id]),
    expected: 'deny',
    after: async (tx) => expect(await roleOf(tx, users.guia.id)).toBe('service_provider'),
  },
  {
    name: 'a user moves her profile onto another id',
    actor: vera,
    attack: (tx) =>
      tx.query(`update public.profiles set id = $1 where id = $2`, [
        users.admin.id,
        users.visitante.id,
      ]),
    expected: 'deny',
  },
  {
    name: 'a user changes the email on her role record',
    actor: vera,
    attack: (tx) =>
      tx.query(`update public.perfis_usuarios set email = $1 where id = $2`, [
        users.mestre.email,
        users.visitante.id,
      ]),
    expected: 'deny',
  },
  {
    name: 'a user reads the private settings',
    actor: vera,
    attack: (tx) => tx.query(`select * from private.app_settings`),
    expected: 'deny',
  },
  // audit logs
  {
    name: 'a user records an audit entry in another user’s name',
    actor: vera,
    attack: (tx) =>
      tx.query(
        `insert into public.audit_logs (actor_id, action, target) values ($1, 'x', '/admin')`,
        [users.guia.id],
      ),
    expected: 'deny',
  },
  {
    name: 'a user records an audit entry with no actor',
    actor: vera,
    attack: (tx) =>
      tx.query(
        `insert into public.audit_logs (actor_id, action, target) values (null, 'x', '/admin')`,
      ),
    expected: 'deny',
  },
  {
    name: 'a user records an action the app never records (a forged promotion)',
    actor: vera,
    attack: recordAudit('user_promoted', '/admin/users', { role: 'admin' }),
    expected: 'deny',
  },
  {
    name: 'a user records a refused visit outside the admin area',
    actor: vera,
    attack: recordAudit('admin_access_denied', '/conta', {}),
    expected: 'deny',
  },
  {
    name: 'a user records a refused visit with a 10 000-character target',
    actor: vera,
    attack: recordAudit('admin_access_denied', `/admin/${'x'.repeat(10_000)}`, {}),
    expected: 'deny',
  },
  {
    name: 'a user records a refused visit with 100 KB of details',
    actor: vera,
    attack: recordAudit('admin_access_denied', '/admin', { lixo: 'x'.repeat(100_000) }),
    expected: 'deny',
  },
  {
    name: 'a user records details that are not an object',
    actor: vera,
    attack: recordAudit('admin_access_denied', '/admin', 'texto'),
    expected: 'deny',
  },
  {
    name: 'a user records a valid refused visit straight into the table (the function is the way)',
    actor: vera,
    attack: recordAudit('admin_access_denied', '/admin', {}),
    expected: 'deny',
  },
  // storage
  {
    name: "a user uploads into another user's folder",
    actor: vera,
    attack: insertObject('uploads', `${users.guia.id}/foto.png`),
    expected: 'deny',
  },
  {
    name: 'a user uploads at the bucket root',
    actor: vera,
    attack: insertObject('uploads', 'foto.png'),
    expected: 'deny',
  },
  {
    name: 'a user uploads into a bucket the app does not own',
    actor: vera,
    setup: async (tx) => {
      await tx.query(
        `insert into storage.buckets (id, name, public) values ('documentos', 'documentos', false)`,
      );
    },
    attack: insertObject('documentos', `${users.visitante.id}/rg.png`),
    expected: 'deny',
  },
  {
    name: "a user moves her own file into another user's folder",
    actor: vera,
    setup: plantObject(veraPhoto),
    attack: (tx) =>
      tx.query(`update storage.objects set name = $1 where name = $2`, [
        `${users.guia.id}/praia.webp`,
        veraPhoto,
      ]),
    expected: 'deny',
  },
  {
    name: "a user overwrites another user's file",
    actor: vera,
    setup: plantObject(guiaPhoto),
    attack: (tx) =>
      tx.query(`update storage.objects set metadata = '{}' where name = $1`, [guiaPhoto]),
    expected: 'hidden',
  },
  {
    name: "a user deletes another user's file",
    actor: vera,
    setup: plantObject(guiaPhoto),
    attack: (tx) => tx.query(`delete from storage.objects where name = $1`, [guiaPhoto]),
    expected: 'hidden',
    after: async (tx) =>
      expect(
        (await tx.query(`select 1 from storage.objects where name = $1`, [guiaPhoto])).rows,
      ).toHaveLength(1),
  },
  {
    name: 'an anonymous caller uploads into a user folder',
    actor: anonymous,
    attack: insertObject('uploads', `${users.guia.id}/foto.png`),
    expected: 'deny',
  },
];

/** Sign-up metadata is written by the person signing up: none of it may grant admin. */
const signUpAttempts: { name: string; meta: Record<string, unknown> }[] = [
  {
    name: 'account_type admin',
    meta: { nome: 'Eva', full_name: 'Eva', cidade: 'Natal', account_type: 'admin' },
  },
  { name: 'a role key', meta: { nome: 'Eva', full_name: 'Eva', cidade: 'Natal', role: 'admin' } },
  {
    name: 'account_type in capitals',
    meta: { nome: 'Eva', full_name: 'Eva', cidade: 'Natal', account_type: 'ADMIN' },
  },
  {
    name: 'account_type as a list',
    meta: { nome: 'Eva', full_name: 'Eva', cidade: 'Natal', account_type: ['admin'] },
  },
];

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  console.log(`abuse cases: ${cases.length + signUpAttempts.length} cases`);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('abuse cases', () => {
  it.each(cases)('$name → $expected', async ({ actor, setup, attack, expected, after }) => {
    const outcome = await act(
      db,
      actor,
      async (tx) => {
        const result = (await attack(tx)) as { affectedRows?: number };
        return result.affectedRows ?? 0;
      },
      { setup, after },
    );
    if (expected === 'deny') {
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    } else {
      expect(outcome).toEqual({ ok: true, value: 0 });
    }
  });

  it.each(signUpAttempts)('sign-up metadata with $name never grants admin', async ({ meta }) => {
    const id = '00000000-0000-4000-8000-0000000000e1';
    const role = await db.transaction(async (tx) => {
      await signUp(tx, { id, email: 'eva@mare.example', meta });
      const value = await roleOf(tx, id);
      await tx.rollback();
      return value;
    });
    expect(role).toBe('user');
  });
});
