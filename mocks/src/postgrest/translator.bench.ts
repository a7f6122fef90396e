/**
 * Cost of a request through the translator on PGlite in Node, as the mock backend pays it:
 * `npx vitest bench --project unit --run mocks/src/postgrest` prints the mean per request.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { loadSchemaCache, runAs, type SchemaCache } from './index.ts';
import { createDatabase, restClient, userCaller } from './test-support.ts';

const VISITOR_ID = '00000000-0000-4000-8000-000000000006';
const ADMIN = userCaller('00000000-0000-4000-8000-000000000002', 'admin@mare.example');

let db: PGlite;
let cache: SchemaCache;
const client = () =>
  restClient(
    db,
    () => cache,
    () => ADMIN,
  );
let next = 1000;
// Enough samples that the minimum and median mean something on a shared machine.
const options = { iterations: 200, time: 1000 };

beforeAll(async () => {
  db = await createDatabase();
  await db.exec(`
    create table public.bench_item (
      id int primary key, owner uuid references public.profiles (id), label text not null, price numeric);
    grant all on public.bench_item to authenticated;
    insert into public.bench_item
      select i, '${VISITOR_ID}', 'item ' || i, i * 1.5 from generate_series(1, 20) i;`);
  cache = await loadSchemaCache(db);
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('translator on PGlite (admin, RLS on)', () => {
  // What any request pays before the translator: a transaction with the role and claims set.
  bench(
    'baseline: transaction as the caller + select 1',
    async () => {
      await runAs(db, ADMIN.role, ADMIN.claims, (tx) => tx.query('select 1'));
    },
    options,
  );

  bench(
    'simple select: profiles by id, .single()',
    async () => {
      const { error } = await client().from('profiles').select('*').eq('id', VISITOR_ID).single();
      if (error) throw new Error(error.message);
    },
    options,
  );

  bench(
    'embed: items with their owner profile, count=exact, range',
    async () => {
      const { error } = await client()
        .from('bench_item')
        .select('id, label, price, owner:profiles(nome, cidade)', { count: 'exact' })
        .order('id')
        .range(0, 9);
      if (error) throw new Error(error.message);
    },
    options,
  );

  bench(
    'insert with return=representation',
    async () => {
      next += 1;
      const { error } = await client()
        .from('bench_item')
        .insert({ id: next, owner: VISITOR_ID, label: 'new', price: 2 })
        .select()
        .single();
      if (error) throw new Error(error.message);
    },
    options,
  );

  bench(
    'schema cache: loadSchemaCache (once per boot)',
    async () => {
      await loadSchemaCache(db);
    },
    { iterations: 20, time: 0 },
  );

  bench(
    'rpc: get_user_role',
    async () => {
      const { error } = await client().rpc('get_user_role', { user_id: VISITOR_ID });
      if (error) throw new Error(error.message);
    },
    options,
  );
});
