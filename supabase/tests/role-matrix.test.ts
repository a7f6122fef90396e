import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  type Actor,
  startupTimeout,
} from './harness/database.ts';
import { adminManageTables } from './harness/admin-manage.ts';
import { bookingTables } from './harness/booking-session.ts';
import { providerTables } from './harness/provider-tables.ts';
import { SEED_ACCOUNT_COUNT, users } from './harness/fixtures.ts';
import {
  asExpectation,
  classify,
  operations,
  parsePipeTable,
  type Operation,
} from './harness/matrix.ts';

/**
 * Every public table × who asks × what they do, on the row of the subject user (Gabriela Guia,
 * who has a row in every table). "owner" is Gabriela herself, "other user" is Vera Visitante,
 * "admin" is Ana Administradora. Inserts create a row for Gabriela (her seeded row is removed
 * first so a unique key cannot mask the answer). See harness/matrix.ts for allow/hidden/deny.
 * Nobody inserts into audit_logs directly: a refused /admin visit is recorded through
 * record_admin_access_denied (access-rules.test.ts).
 */
const matrix = `
table             | actor     | select | insert | update | delete
profiles          | anonymous | deny   | deny   | deny   | deny
profiles          | owner     | allow  | deny   | allow  | deny
profiles          | other     | hidden | deny   | hidden | deny
profiles          | admin     | allow  | deny   | hidden | deny
perfis_usuarios   | anonymous | deny   | deny   | deny   | deny
perfis_usuarios   | owner     | allow  | deny   | allow  | deny
perfis_usuarios   | other     | hidden | deny   | hidden | deny
perfis_usuarios   | admin     | allow  | deny   | hidden | deny
service_providers | anonymous | deny   | deny   | deny   | deny
service_providers | owner     | allow  | deny   | allow  | deny
service_providers | other     | hidden | deny   | hidden | deny
service_providers | admin     | allow  | deny   | hidden | deny
audit_logs        | anonymous | deny   | deny   | deny   | deny
audit_logs        | owner     | hidden | deny   | deny   | deny
audit_logs        | other     | hidden | deny   | deny   | deny
audit_logs        | admin     | allow  | deny   | deny   | deny
payment_issues    | anonymous | deny   | deny   | deny   | deny
payment_issues    | owner     | hidden | deny   | deny   | deny
payment_issues    | other     | hidden | deny   | deny   | deny
payment_issues    | admin     | allow  | deny   | deny   | deny
email_preferences | anonymous | deny   | deny   | deny   | deny
email_preferences | owner     | allow  | deny   | deny   | deny
email_preferences | other     | hidden | deny   | deny   | deny
email_preferences | admin     | hidden | deny   | deny   | deny
`;

const subject = users.guia;
const actors: Record<string, Actor> = {
  anonymous,
  owner: asUser(users.guia),
  other: asUser(users.visitante),
  admin: asUser(users.admin),
};

interface TableCase {
  /** Puts the subject's row in place (as superuser) before the statement runs. */
  setup(tx: Transaction, operation: Operation): Promise<void>;
  statement(operation: Operation): string;
}

/** Tables keyed by the user id: the subject's row exists from the seed. */
function userKeyedTable(
  table: string,
  insertColumns: string,
  insertValues: string,
  update: string,
): TableCase {
  return {
    async setup(tx, operation) {
      if (operation === 'insert')
        await tx.query(`delete from public.${table} where id = $1`, [subject.id]);
    },
    statement(operation) {
      switch (operation) {
        case 'select':
          return `select * from public.${table} where id = $1`;
        case 'insert':
          return `insert into public.${table} (id, ${insertColumns}) values ($1, ${insertValues})`;
        case 'update':
          return `update public.${table} set ${update} where id = $1`;
        case 'delete':
          return `delete from public.${table} where id = $1`;
      }
    },
  };
}

const tables: Record<string, TableCase> = {
  profiles: userKeyedTable(
    'profiles',
    'nome, full_name, cidade',
    `'X', 'X', 'X'`,
    `bio = 'Nova bio'`,
  ),
  perfis_usuarios: userKeyedTable(
    'perfis_usuarios',
    'role, name, email',
    `'user', 'X', 'x@mare.example'`,
    `name = 'Outro nome'`,
  ),
  service_providers: userKeyedTable(
    'service_providers',
    'business_name, business_type, cadastur, whatsapp, cidade',
    `'X', 'guia', '1', '1', 'X'`,
    `whatsapp = '(73) 98888-0000'`,
  ),
  audit_logs: {
    async setup(tx, operation) {
      if (operation !== 'insert') {
        await tx.query(
          `insert into public.audit_logs (actor_id, action, target) values ($1, 'admin_access_denied', '/admin')`,
          [subject.id],
        );
      }
    },
    statement(operation) {
      switch (operation) {
        case 'select':
          return `select * from public.audit_logs where actor_id = $1`;
        case 'insert':
          return `insert into public.audit_logs (actor_id, action, target) values ($1, 'admin_access_denied', '/admin/users')`;
        case 'update':
          return `update public.audit_logs set action = 'edited' where actor_id = $1`;
        case 'delete':
          return `delete from public.audit_logs where actor_id = $1`;
      }
    },
  },
  // Written only by the Pix functions' definer functions (service role); admins read the queue.
  payment_issues: {
    async setup(tx, operation) {
      if (operation !== 'insert') {
        await tx.query(
          `insert into public.payment_issues (kind, key, txid, received) values ('unknown_txid', $1::text, 'X', 100)`,
          [subject.id],
        );
      }
    },
    statement(operation) {
      switch (operation) {
        case 'select':
          return `select * from public.payment_issues where key = $1::text`;
        case 'insert':
          return `insert into public.payment_issues (kind, key) values ('unknown_txid', $1::text)`;
        case 'update':
          return `update public.payment_issues set resolution = 'Resolvido' where key = $1::text`;
        case 'delete':
          return `delete from public.payment_issues where key = $1::text`;
      }
    },
  },
  // A person reads their own choice; only set_email_preferences writes it (no direct writes).
  email_preferences: {
    async setup(tx, operation) {
      await tx.query(`delete from public.email_preferences where user_id = $1`, [subject.id]);
      if (operation !== 'insert') {
        await tx.query(
          `insert into public.email_preferences (user_id, optional_emails) values ($1, true)`,
          [subject.id],
        );
      }
    },
    statement(operation) {
      switch (operation) {
        case 'select':
          return `select * from public.email_preferences where user_id = $1`;
        case 'insert':
          return `insert into public.email_preferences (user_id, optional_emails) values ($1, false)`;
        case 'update':
          return `update public.email_preferences set optional_emails = false where user_id = $1`;
        case 'delete':
          return `delete from public.email_preferences where user_id = $1`;
      }
    },
  },
};

const cases = parsePipeTable(matrix).flatMap((row) =>
  operations.map((operation) => ({
    table: row.table ?? '',
    actor: row.actor ?? '',
    operation,
    expected: asExpectation(row[operation] ?? ''),
  })),
);

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  console.log(`role matrix: ${cases.length} cases`);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('role matrix', () => {
  it('covers every public table (but the booking and provider ones) × every actor × every operation', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_name <> all($1) order by 1`,
      // reviews: reviews-role-matrix.test.ts.
      [[...bookingTables, ...adminManageTables, ...providerTables, 'reviews']],
    );
    const covered = new Set(cases.map((c) => `${c.table}/${c.actor}/${c.operation}`));
    const expected = rows.flatMap((r) =>
      Object.keys(actors).flatMap((actor) =>
        operations.map((op) => `${r.table_name}/${actor}/${op}`),
      ),
    );
    expect([...covered].sort()).toEqual(expected.sort());
  });

  it.each(cases)(
    '$table: $actor $operation → $expected',
    async ({ table, actor, operation, expected }) => {
      const tableCase = tables[table];
      const who = actors[actor];
      if (!tableCase || !who) throw new Error(`no definition for ${table}/${actor}`);
      const outcome = await act(
        db,
        who,
        (tx) => tx.query(tableCase.statement(operation), [subject.id]),
        { setup: (tx) => tableCase.setup(tx, operation) },
      );
      expect(classify(outcome, operation)).toBe(expected);
    },
  );

  it('lets the service role (server-side key) read every row, past row security', async () => {
    const outcome = await act(db, { kind: 'service' }, async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select (select count(*) from public.profiles)::int + (select count(*) from public.perfis_usuarios)::int as n`,
      );
      return rows[0]?.n;
    });
    // A profile and a role row per account.
    expect(outcome).toEqual({ ok: true, value: 2 * SEED_ACCOUNT_COUNT });
  });
});
