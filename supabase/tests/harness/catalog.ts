import type { PGlite } from '@electric-sql/pglite';

export interface DbColumn {
  table: string;
  name: string;
  /** Short Postgres type name: uuid, text, bigint, timestamptz, jsonb, ... */
  type: string;
  nullable: boolean;
  /** Values of a `check (column = any (array[...]))` constraint, if any. */
  allowed?: string[];
  /** Column privileges of the `authenticated` role. */
  authenticated: { select: boolean; insert: boolean; update: boolean };
}

export interface DbFunction {
  name: string;
  args: { name: string; type: string }[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returns: string;
  authenticatedMayExecute: boolean;
}

const shortType: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
  'character varying': 'text',
  integer: 'integer',
};

/** Array columns by their element type (information_schema says only 'ARRAY'). */
const arrayType: Record<string, string> = { _int4: 'integer[]', _text: 'text[]' };

/** Columns of every table in public, with enum-like check constraints and privileges. */
export async function publicColumns(db: PGlite): Promise<DbColumn[]> {
  const { rows } = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    sel: boolean;
    ins: boolean;
    upd: boolean;
  }>(
    `select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable,
            has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'select') as sel,
            has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'insert') as ins,
            has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'update') as upd
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`,
  );
  const checks = await db.query<{ table_name: string; def: string }>(
    `select cl.relname as table_name, pg_get_constraintdef(co.oid) as def
     from pg_constraint co join pg_class cl on cl.oid = co.conrelid
     join pg_namespace n on n.oid = cl.relnamespace
     where n.nspname = 'public' and co.contype = 'c'`,
  );
  const allowed = new Map<string, string[]>();
  for (const { table_name, def } of checks.rows) {
    const match = /\(\(?([a-z_]+) = ANY \(+ARRAY\[(.*)\]\)/.exec(def);
    if (match?.[1] && match[2]) {
      allowed.set(
        `${table_name}.${match[1]}`,
        [...match[2].matchAll(/'([^']*)'/g)].map((m) => m[1] ?? ''),
      );
    }
  }
  return rows.map((r) => {
    const values = allowed.get(`${r.table_name}.${r.column_name}`);
    return {
      table: r.table_name,
      name: r.column_name,
      type:
        r.data_type === 'ARRAY'
          ? (arrayType[r.udt_name] ?? r.udt_name)
          : (shortType[r.data_type] ?? r.data_type),
      nullable: r.is_nullable === 'YES',
      ...(values ? { allowed: values } : {}),
      authenticated: { select: r.sel, insert: r.ins, update: r.upd },
    };
  });
}

/** Functions in public (the ones PostgREST exposes as /rest/v1/rpc/<name>). */
export async function publicFunctions(db: PGlite): Promise<DbFunction[]> {
  const { rows } = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    defaults: number;
    returns: string;
    may_execute: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality as a(t, i) order by i) as arg_types,
            p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns,
            has_function_privilege('authenticated', p.oid, 'execute') as may_execute
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'
     order by 1`,
  );
  return rows.map((r) => ({
    name: r.name,
    args: r.arg_types.map((type, i) => ({
      name: r.arg_names?.[i] ?? '',
      type: shortType[type] ?? type,
    })),
    defaults: r.defaults,
    returns: shortType[r.returns] ?? r.returns,
    authenticatedMayExecute: r.may_execute,
  }));
}

export type TablePrivileges = Record<
  string,
  { select: boolean; insert: boolean; update: boolean; delete: boolean }
>;

/** What `authenticated` may do per public table (table-wide or on at least one column). */
export async function publicTablePrivileges(db: PGlite): Promise<TablePrivileges> {
  const { rows } = await db.query<{ table_name: string; privilege: string; ok: boolean }>(
    `select t.table_name, p.privilege,
            has_table_privilege('authenticated', format('public.%I', t.table_name), p.privilege)
            or exists (
              select 1 from information_schema.column_privileges cp
              where cp.grantee = 'authenticated' and cp.table_schema = 'public'
                and cp.table_name = t.table_name and cp.privilege_type = upper(p.privilege)
            ) as ok
     from information_schema.tables t
     cross join unnest(array['select', 'insert', 'update', 'delete']) as p(privilege)
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const result: TablePrivileges = {};
  for (const { table_name, privilege, ok } of rows) {
    const entry = (result[table_name] ??= {
      select: false,
      insert: false,
      update: false,
      delete: false,
    });
    if (
      privilege === 'select' ||
      privilege === 'insert' ||
      privilege === 'update' ||
      privilege === 'delete'
    ) {
      entry[privilege] = ok;
    }
  }
  return result;
}
