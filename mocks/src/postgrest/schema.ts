/** PostgREST's schema cache: relations, columns, keys, foreign keys and functions, read from the catalog. */
import type { SqlExecutor } from './index.ts';

export interface Column {
  name: string;
  /** format_type without the modifier: safe to cast a text value to. */
  type: string;
  nullable: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  primaryKey: string[];
  /** Primary key and unique constraints: which column sets are unique. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  setof: boolean;
  volatile: boolean;
  returns:
    | { kind: 'void' }
    | { kind: 'scalar'; type: string }
    /** A table's row type, a composite type, or RETURNS TABLE / OUT parameters. */
    | { kind: 'composite'; relation?: { schema: string; name: string } };
}

export interface SchemaCache {
  /** Exposed schemas; the first is the default profile. */
  schemas: string[];
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

const RELATIONS_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', pg_catalog.format_type(a.atttypid, null),
      'nullable', not a.attnotnull) order by a.attnum)
    from pg_catalog.pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((
    select json_agg(json_build_object('primary', k.contype = 'p', 'columns', (
      select json_agg(a.attname order by u.ord)
      from unnest(k.conkey) with ordinality as u(attnum, ord)
      join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum)))
    from pg_catalog.pg_constraint k
    where k.conrelid = c.oid and k.contype in ('p', 'u')), '[]') as keys
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const FOREIGN_KEYS_SQL = `
select k.conname as name, n.nspname as schema, c.relname as table,
  fn.nspname as ref_schema, fc.relname as ref_table,
  (select json_agg(json_build_object('from', a.attname, 'to', fa.attname) order by u.ord)
   from unnest(k.conkey, k.confkey) with ordinality as u(attnum, fattnum, ord)
   join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
   join pg_catalog.pg_attribute fa on fa.attrelid = k.confrelid and fa.attnum = u.fattnum) as pairs
from pg_catalog.pg_constraint k
join pg_catalog.pg_class c on c.oid = k.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_class fc on fc.oid = k.confrelid
join pg_catalog.pg_namespace fn on fn.oid = fc.relnamespace
where k.contype = 'f' and (n.nspname = any($1::text[]) or fn.nspname = any($1::text[]))`;

const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.proretset as setof,
  p.provolatile = 'v' as volatile,
  p.prorettype = 'pg_catalog.void'::regtype as returns_void,
  pg_catalog.format_type(p.prorettype, null) as return_type,
  t.typtype::text as return_typtype,
  rn.nspname as return_schema, rc.relname as return_relation,
  coalesce('t' = any(p.proargmodes) or 'o' = any(p.proargmodes), false) as out_columns,
  p.pronargdefaults as defaults,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[u.ord], ''),
      'type', pg_catalog.format_type(u.typ, null),
      'mode', coalesce(p.proargmodes[u.ord], 'i')) order by u.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(typ, ord)), '[]') as args
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type t on t.oid = p.prorettype
left join pg_catalog.pg_class rc on rc.oid = t.typrelid
left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1::text[]) and p.prokind = 'f'`;

interface RelationRow {
  schema: string;
  name: string;
  kind: string;
  columns: unknown;
  keys: unknown;
}
interface ForeignKeyRow {
  name: string;
  schema: string;
  table: string;
  ref_schema: string;
  ref_table: string;
  pairs: unknown;
}
interface RoutineRow {
  schema: string;
  name: string;
  setof: boolean;
  volatile: boolean;
  returns_void: boolean;
  return_type: string;
  return_typtype: string;
  return_schema: string | null;
  return_relation: string | null;
  out_columns: boolean;
  defaults: number;
  args: unknown;
}

/** json and json aggregates arrive parsed from PGlite but as text from other drivers. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function loadSchemaCache(
  db: SqlExecutor,
  schemas: string[] = ['public'],
): Promise<SchemaCache> {
  const [relations, foreignKeys, routines] = [
    await db.query<RelationRow>(RELATIONS_SQL, [schemas]),
    await db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schemas]),
    await db.query<RoutineRow>(ROUTINES_SQL, [schemas]),
  ];
  const cache: SchemaCache = {
    schemas,
    relations: new Map(),
    foreignKeys: [],
    routines: new Map(),
  };
  for (const row of relations.rows) {
    const keys = json<{ primary: boolean; columns: string[] }[]>(row.keys);
    cache.relations.set(qualified(row.schema, row.name), {
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      columns: json<Column[]>(row.columns),
      primaryKey: keys.find((key) => key.primary)?.columns ?? [],
      uniqueKeys: keys.map((key) => key.columns),
    });
  }
  for (const row of foreignKeys.rows) {
    const pairs = json<{ from: string; to: string }[]>(row.pairs);
    cache.foreignKeys.push({
      name: row.name,
      schema: row.schema,
      table: row.table,
      columns: pairs.map((pair) => pair.from),
      refSchema: row.ref_schema,
      refTable: row.ref_table,
      refColumns: pairs.map((pair) => pair.to),
    });
  }
  for (const row of routines.rows) {
    const args = json<{ name: string; type: string; mode: string }[]>(row.args);
    const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const firstDefault = inputs.length - row.defaults;
    const routine: Routine = {
      schema: row.schema,
      name: row.name,
      setof: row.setof,
      volatile: row.volatile,
      params: inputs.map((arg, i) => ({
        name: arg.name,
        type: arg.type,
        hasDefault: i >= firstDefault,
        variadic: arg.mode === 'v',
      })),
      returns: row.returns_void
        ? { kind: 'void' }
        : row.return_typtype === 'c'
          ? row.return_schema && row.return_relation
            ? {
                kind: 'composite',
                relation: { schema: row.return_schema, name: row.return_relation },
              }
            : { kind: 'composite' }
          : row.out_columns
            ? { kind: 'composite' }
            : { kind: 'scalar', type: row.return_type },
    };
    const key = qualified(row.schema, row.name);
    cache.routines.set(key, [...(cache.routines.get(key) ?? []), routine]);
  }
  return cache;
}

/** The relationships PostgREST derives from foreign keys, seen from `from`. */
export interface Relationship {
  /** The foreign key's constraint name (for M2M: the junction's name). */
  constraint: string;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  from: Relation;
  to: Relation;
  /** Column pairs joining `from` to `to` (or to the junction, for M2M). */
  pairs: [string, string][];
  junction?: {
    relation: Relation;
    /** Junction columns joined to `from` and to `to`. */
    fromPairs: [string, string][];
    toPairs: [string, string][];
    fromConstraint: string;
    toConstraint: string;
  };
  /** Whether the foreign key sits on `from` (M2O and the parent side of O2O). */
  fkOnFrom: boolean;
}

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

function isUnique(relation: Relation, columns: string[]): boolean {
  return relation.uniqueKeys.some((key) => sameColumns(key, columns));
}

export function relationshipsFrom(cache: SchemaCache, from: Relation): Relationship[] {
  const find = (schema: string, name: string) => cache.relations.get(qualified(schema, name));
  const result: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const source = find(fk.schema, fk.table);
    const target = find(fk.refSchema, fk.refTable);
    if (!source || !target) continue;
    const pairs = fk.columns.map((c, i) => [c, fk.refColumns[i] as string] as [string, string]);
    if (source === from) {
      result.push({
        constraint: fk.name,
        cardinality: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
        from,
        to: target,
        pairs,
        fkOnFrom: true,
      });
    }
    if (target === from) {
      result.push({
        constraint: fk.name,
        cardinality: isUnique(source, fk.columns) ? 'one-to-one' : 'one-to-many',
        from,
        to: source,
        pairs: pairs.map(([a, b]) => [b, a]),
        fkOnFrom: false,
      });
    }
  }
  // Many-to-many: a junction whose primary key holds foreign keys to `from` and to the target.
  for (const toFrom of cache.foreignKeys) {
    if (find(toFrom.refSchema, toFrom.refTable) !== from) continue;
    const junction = find(toFrom.schema, toFrom.table);
    if (!junction || !toFrom.columns.every((c) => junction.primaryKey.includes(c))) continue;
    for (const toTarget of cache.foreignKeys) {
      if (
        toTarget === toFrom ||
        toTarget.schema !== toFrom.schema ||
        toTarget.table !== toFrom.table
      )
        continue;
      if (!toTarget.columns.every((c) => junction.primaryKey.includes(c))) continue;
      const target = find(toTarget.refSchema, toTarget.refTable);
      if (!target) continue;
      result.push({
        constraint: junction.name,
        cardinality: 'many-to-many',
        from,
        to: target,
        pairs: [],
        junction: {
          relation: junction,
          fromPairs: toFrom.columns.map((c, i) => [c, toFrom.refColumns[i] as string]),
          toPairs: toTarget.columns.map((c, i) => [c, toTarget.refColumns[i] as string]),
          fromConstraint: toFrom.name,
          toConstraint: toTarget.name,
        },
        fkOnFrom: false,
      });
    }
  }
  return result;
}
