import type { SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, FIXTURE_IDS, type FixtureName } from '@mare/mocks';
import '@mare/mocks/node';
import { realClient } from './support/client.ts';
import { signedInAs } from './support/sign-in.ts';

/**
 * The role matrix of supabase/tests/role-matrix.test.ts asked twice: once as SQL run directly on
 * the migrated database as the role (with request.jwt.claims set, as PostgREST does), once as the
 * same operation sent by the real supabase-js through the mock HTTP layer. Both must classify the
 * same way (allow: one row touched; hidden: none; deny: 42501), so the mock backend adds no rule
 * of its own and loses none. (Inserts and deletes on these tables are outside the contract
 * document, which lists what the app sends; so no contract watcher here.)
 */
const backend = createMockBackend();
const server = setupServer(...backend.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await backend.database();
}, 60_000);
afterAll(async () => {
  server.close();
  await backend.close();
});

type Operation = 'select' | 'insert' | 'update' | 'delete';
type Answer = 'allow' | 'hidden' | 'deny';
const operations: Operation[] = ['select', 'insert', 'update', 'delete'];
const subject = FIXTURE_IDS.serviceProvider;
const actors: Record<string, FixtureName | null> = {
  anonymous: null,
  owner: 'serviceProvider',
  other: 'visitor',
  admin: 'admin',
};

interface TableCase {
  key: string;
  insert: Record<string, unknown>;
  update: Record<string, unknown>;
  /** Puts the subject's row in place before the operation (as the owner of the database). */
  setup(operation: Operation): Promise<void>;
}

const userKeyed = (
  table: string,
  insert: Record<string, unknown>,
  update: Record<string, unknown>,
): TableCase => ({
  key: 'id',
  insert: { id: subject, ...insert },
  update,
  async setup(operation) {
    if (operation === 'insert')
      await backend.fixtures.sql(`delete from public.${table} where id = $1`, [subject]);
  },
});

const tables: Record<string, TableCase> = {
  profiles: userKeyed('profiles', { nome: 'X', full_name: 'X', cidade: 'X' }, { bio: 'Nova bio' }),
  perfis_usuarios: userKeyed(
    'perfis_usuarios',
    { role: 'user', name: 'X', email: 'x@mare.example' },
    { name: 'Outro nome' },
  ),
  service_providers: userKeyed(
    'service_providers',
    { business_name: 'X', business_type: 'guia', cadastur: '1', whatsapp: '1', cidade: 'X' },
    { whatsapp: '(73) 98888-0000' },
  ),
  audit_logs: {
    key: 'actor_id',
    insert: { actor_id: subject, action: 'admin_access_denied', target: '/admin/users' },
    update: { action: 'edited' },
    async setup(operation) {
      if (operation !== 'insert')
        await backend.fixtures.sql(
          `insert into public.audit_logs (actor_id, action, target)
           values ($1, 'admin_access_denied', '/admin')`,
          [subject],
        );
    },
  },
};

const classify = (error: { code?: string } | null, touched: number | null): Answer => {
  if (error) {
    if (error.code === '42501') return 'deny';
    throw new Error(`unexpected error ${JSON.stringify(error)}`);
  }
  if (touched === 1) return 'allow';
  if (touched === 0) return 'hidden';
  throw new Error(`touched ${String(touched)} rows, expected 0 or 1`);
};

/** The operation as SQL, as the role, in a transaction that is rolled back. */
async function throughSql(table: string, actor: FixtureName | null, operation: Operation) {
  const db = await backend.database();
  const def = tables[table];
  if (!def) throw new Error(table);
  const [user] = actor
    ? await backend.fixtures.sql<{ email: string }>(`select email from auth.users where id = $1`, [
        FIXTURE_IDS[actor],
      ])
    : [];
  const claims = actor
    ? { sub: FIXTURE_IDS[actor], email: user?.email, role: 'authenticated' }
    : { role: 'anon' };
  const columns = (row: Record<string, unknown>) => Object.keys(row);
  const statement = {
    select: [`select * from public.${table} where ${def.key} = $1`, [subject]],
    insert: [
      `insert into public.${table} (${columns(def.insert).join(', ')})
       values (${columns(def.insert)
         .map((_, i) => `$${i + 1}`)
         .join(', ')})`,
      Object.values(def.insert),
    ],
    update: [
      `update public.${table} set ${columns(def.update)
        .map((c, i) => `${c} = $${i + 2}`)
        .join(', ')}
       where ${def.key} = $1`,
      [subject, ...Object.values(def.update)],
    ],
    delete: [`delete from public.${table} where ${def.key} = $1`, [subject]],
  }[operation] as [string, unknown[]];
  let answer: Answer | undefined;
  await def.setup(operation);
  await db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
      [JSON.stringify(claims), actor ? 'authenticated' : 'anon'],
    );
    try {
      const result = await tx.query(statement[0], statement[1]);
      answer = classify(
        null,
        operation === 'select' ? result.rows.length : (result.affectedRows ?? 0),
      );
    } catch (error) {
      answer = classify(error as { code?: string }, null);
    }
    await tx.rollback();
  });
  await backend.reset();
  return answer;
}

/** The operation as supabase-js sends it, through the mock HTTP layer. */
async function throughRest(table: string, actor: FixtureName | null, operation: Operation) {
  const def = tables[table];
  if (!def) throw new Error(table);
  const client: SupabaseClient = actor ? await signedInAs(actor) : realClient();
  await def.setup(operation);
  const from = client.from(table);
  const { error, count, data } = await {
    select: () => from.select('*').eq(def.key, subject),
    insert: () => from.insert(def.insert, { count: 'exact' }),
    update: () => from.update(def.update, { count: 'exact' }).eq(def.key, subject),
    delete: () => from.delete({ count: 'exact' }).eq(def.key, subject),
  }[operation]();
  await backend.reset();
  return classify(error, operation === 'select' ? (data?.length ?? 0) : count);
}

describe('the role matrix through the mock HTTP layer', () => {
  const cases = Object.keys(tables).flatMap((table) =>
    Object.entries(actors).flatMap(([name, actor]) =>
      operations.map((operation) => ({ table, name, actor, operation })),
    ),
  );
  const seen = new Set<Answer>();
  it.each(cases)('$table: $name $operation', async ({ table, actor, operation }) => {
    const sql = await throughSql(table, actor, operation);
    if (sql) seen.add(sql);
    expect(await throughRest(table, actor, operation)).toBe(sql);
  });

  it('met every kind of answer, so agreeing was not trivial', () => {
    expect([...seen].sort()).toEqual(['allow', 'deny', 'hidden']);
  });
});
