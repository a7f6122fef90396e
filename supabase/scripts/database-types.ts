import type { PGlite } from '@electric-sql/pglite';

/**
 * The `Database` type supabase-js takes (`createClient<Database>`), read from the catalog of a
 * database the migrations built: the shape `supabase gen types typescript` writes, for the one
 * schema PostgREST exposes (config.toml [api].schemas). Unformatted: the caller runs Prettier.
 */

const SCHEMA = 'public';

interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  category: string;
  element: number;
  base: number;
  /** The relation of a composite type (a table's row type), else null. */
  relation: string | null;
  relkind: string | null;
}

interface Column {
  relation: string;
  relkind: string;
  name: string;
  type: number;
  nullable: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
  updatable: boolean;
}

interface Relationship {
  name: string;
  relation: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
}

interface Fn {
  name: string;
  identity: string;
  argNames: string[] | null;
  argModes: string[] | null;
  allArgTypes: number[] | null;
  argTypes: number[];
  defaults: number;
  returns: number;
  setof: boolean;
}

// Postgres type name -> TypeScript, as the Supabase CLI maps them; anything else is `unknown`.
const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  bytea: 'string',
  bpchar: 'string',
  char: 'string',
  varchar: 'string',
  text: 'string',
  citext: 'string',
  name: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  inet: 'string',
  cidr: 'string',
  macaddr: 'string',
  vector: 'string',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

/** What PostgREST accepts as the one unnamed argument of a function (the request body). */
const UNNAMED_ARG_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An object key: bare when it is an identifier, quoted otherwise. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

const literal = (value: string) => JSON.stringify(value);

const EMPTY = '{ [_ in never]: never }';

/** A type literal, one member a line (Prettier keeps it expanded, as the CLI writes it). */
const object = (members: string[]) => `{\n${members.join('\n')}\n}`;

async function readTypes(db: PGlite): Promise<Map<number, PgType>> {
  const { rows } = await db.query<PgType>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind,
            t.typcategory as category, t.typelem::int as element, t.typbasetype::int as base,
            c.relname as relation, c.relkind::text as relkind
     from pg_catalog.pg_type t
     join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     left join pg_catalog.pg_class c on c.oid = t.typrelid`,
  );
  return new Map(rows.map((row) => [row.oid, row]));
}

async function readColumns(db: PGlite): Promise<Column[]> {
  const { rows } = await db.query<Column>(
    `select c.relname as relation, c.relkind::text as relkind, a.attname as name,
            a.atttypid::int as type, not a.attnotnull as nullable, a.atthasdef as "hasDefault",
            a.attidentity::text as identity, a.attgenerated::text as generated,
            pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false) as updatable
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_class c on c.oid = a.attrelid
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  );
  return rows;
}

/** Views that take inserts or updates (simple views, or rules and INSTEAD OF triggers). */
async function readUpdatableViews(db: PGlite): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_catalog.pg_class c
     where c.relnamespace = $1::regnamespace and c.relkind = 'v'
       and pg_catalog.pg_relation_is_updatable(c.oid, false) & 12 <> 0`,
    [SCHEMA],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Foreign keys between relations of the schema. One-to-one when the referencing columns are
 * themselves unique (a primary key or a unique, non-partial index on exactly those columns).
 */
async function readRelationships(db: PGlite): Promise<Relationship[]> {
  const { rows } = await db.query<Relationship>(
    `select con.conname as name, src.relname as relation, ref.relname as referenced,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                  order by k.i) as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                  join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                  order by k.i) as "referencedColumns",
            exists (
              select 1 from pg_catalog.pg_index ix
              where ix.indrelid = con.conrelid and ix.indisunique and ix.indpred is null
                and ix.indnkeyatts = cardinality(con.conkey)
                and string_to_array(ix.indkey::text, ' ')::int2[] @> con.conkey
                and string_to_array(ix.indkey::text, ' ')::int2[] <@ con.conkey
            ) as "oneToOne"
     from pg_catalog.pg_constraint con
     join pg_catalog.pg_class src on src.oid = con.conrelid
     join pg_catalog.pg_class ref on ref.oid = con.confrelid
     where con.contype = 'f' and src.relnamespace = $1::regnamespace
       and ref.relnamespace = $1::regnamespace`,
    [SCHEMA],
  );
  return rows;
}

async function readFunctions(db: PGlite): Promise<Fn[]> {
  const { rows } = await db.query<Fn>(
    `select p.proname as name, pg_catalog.pg_get_function_identity_arguments(p.oid) as identity,
            p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            p.proallargtypes::int[] as "allArgTypes",
            array(select t::int from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i)
              as "argTypes",
            p.pronargdefaults as defaults, p.prorettype::int as returns, p.proretset as setof
     from pg_catalog.pg_proc p
     where p.pronamespace = $1::regnamespace and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [SCHEMA],
  );
  return rows;
}

async function readEnums(db: PGlite): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array(select e.enumlabel from pg_catalog.pg_enum e
                                     where e.enumtypid = t.oid order by e.enumsortorder) as labels
     from pg_catalog.pg_type t
     where t.typnamespace = $1::regnamespace and t.typtype = 'e'`,
    [SCHEMA],
  );
  return new Map(rows.map((row) => [row.name, row.labels]));
}

async function readCompositeTypes(db: PGlite) {
  const { rows } = await db.query<{ name: string; attributes: string[]; types: number[] }>(
    `select c.relname as name,
            array(select a.attname from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum)
              as attributes,
            array(select a.atttypid::int from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum)
              as types
     from pg_catalog.pg_class c
     where c.relnamespace = $1::regnamespace and c.relkind = 'c'`,
    [SCHEMA],
  );
  return rows;
}

/** Reads the exposed schema and returns `database.types.ts` (before Prettier). */
export async function renderDatabaseTypes(db: PGlite): Promise<string> {
  const [types, columns, updatableViews, relationships, functions, enums, composites] =
    await Promise.all([
      readTypes(db),
      readColumns(db),
      readUpdatableViews(db),
      readRelationships(db),
      readFunctions(db),
      readEnums(db),
      readCompositeTypes(db),
    ]);

  /** The relation a composite type is the row of, when it is a table or view of the schema. */
  const rowOf = (type: PgType | undefined) => {
    if (!type || type.kind !== 'c' || type.schema !== SCHEMA || !type.relation) return null;
    if (type.relkind === 'v' || type.relkind === 'm')
      return { section: 'Views', name: type.relation };
    if (type.relkind === 'c') return null;
    return { section: 'Tables', name: type.relation };
  };

  const tsType = (oid: number): string => {
    const type = types.get(oid);
    if (!type) return 'unknown';
    if (type.category === 'A' && type.element !== 0) {
      const element = tsType(type.element);
      return /[ |]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    if (type.kind === 'd') return tsType(type.base);
    if (type.kind === 'e') {
      if (type.schema === SCHEMA) return `Database['public']['Enums'][${literal(type.name)}]`;
      return 'string';
    }
    if (type.kind === 'c') {
      const row = rowOf(type);
      if (row) return `Database['public'][${literal(row.section)}][${literal(row.name)}]['Row']`;
      if (type.schema === SCHEMA && type.relkind === 'c') {
        return `Database['public']['CompositeTypes'][${literal(type.name)}]`;
      }
      return 'unknown';
    }
    return SCALARS[type.name] ?? 'unknown';
  };

  const nullable = (type: string, isNullable: boolean) => (isNullable ? `${type} | null` : type);

  const relations = new Map<string, Column[]>();
  for (const column of columns) {
    const list = relations.get(column.relation) ?? [];
    list.push(column);
    relations.set(column.relation, list);
  }
  for (const list of relations.values()) list.sort((a, b) => byName(a.name, b.name));

  const renderRelationships = (relation: string) => {
    const list = relationships
      .filter((r) => r.relation === relation)
      .sort((a, b) => byName(a.name, b.name) || byName(a.referenced, b.referenced));
    if (list.length === 0) return '[]';
    return `[${list
      .map(
        (r) => `{
          foreignKeyName: ${literal(r.name)}
          columns: [${r.columns.map(literal).join(', ')}]
          isOneToOne: ${r.oneToOne}
          referencedRelation: ${literal(r.referenced)}
          referencedColumns: [${r.referencedColumns.map(literal).join(', ')}]
        }`,
      )
      .join(',\n')}]`;
  };

  const renderTable = (name: string, list: Column[]) => {
    const row = list.map((c) => `${key(c.name)}: ${nullable(tsType(c.type), c.nullable)}`);
    // Generated and always-identity columns take no value; the rest is optional where the
    // database fills it in (a default, an identity, or null).
    const insert = list.map((c) =>
      c.generated !== '' || c.identity === 'a'
        ? `${key(c.name)}?: never`
        : `${key(c.name)}${c.nullable || c.hasDefault || c.identity !== '' ? '?' : ''}: ${nullable(tsType(c.type), c.nullable)}`,
    );
    const update = list.map((c) =>
      c.generated !== '' || c.identity === 'a'
        ? `${key(c.name)}?: never`
        : `${key(c.name)}?: ${nullable(tsType(c.type), c.nullable)}`,
    );
    return `${key(name)}: ${object([
      `Row: ${object(row)}`,
      `Insert: ${object(insert)}`,
      `Update: ${object(update)}`,
      `Relationships: ${renderRelationships(name)}`,
    ])}`;
  };

  // A view's columns may always be null (Postgres cannot tell); only updatable views take writes.
  const renderView = (name: string, list: Column[]) => {
    const row = list.map((c) => `${key(c.name)}: ${tsType(c.type)} | null`);
    const parts = [`Row: ${object(row)}`];
    if (updatableViews.has(name)) {
      const write = list.map((c) =>
        c.updatable ? `${key(c.name)}?: ${tsType(c.type)} | null` : `${key(c.name)}?: never`,
      );
      parts.push(`Insert: ${object(write)}`, `Update: ${object(write)}`);
    }
    parts.push(`Relationships: ${renderRelationships(name)}`);
    return `${key(name)}: ${object(parts)}`;
  };

  /** One signature of a function, or null when PostgREST cannot call it with named arguments. */
  const renderSignature = (fn: Fn): string | null => {
    const allTypes = fn.allArgTypes ?? fn.argTypes;
    const modes = fn.argModes ?? allTypes.map(() => 'i');
    const inputs: { name: string; type: number }[] = [];
    const outputs: { name: string; type: number }[] = [];
    allTypes.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = fn.argNames?.[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type });
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
    });
    let args: string;
    if (inputs.length === 0) args = 'Record<PropertyKey, never>';
    else if (inputs.some((input) => input.name === '')) {
      const only = inputs.length === 1 ? inputs[0] : undefined;
      if (!only || !UNNAMED_ARG_TYPES.has(types.get(only.type)?.name ?? '')) return null;
      args = `{ '': ${tsType(only.type)} }`;
    } else {
      const firstDefault = inputs.length - fn.defaults;
      args = object(
        inputs.map(
          (input, i) => `${key(input.name)}${i >= firstDefault ? '?' : ''}: ${tsType(input.type)}`,
        ),
      );
    }

    const returnType = types.get(fn.returns);
    const row = rowOf(returnType);
    let returns: string;
    if (returnType?.name === 'record' && outputs.length > 0) {
      returns = object(outputs.map((o) => `${key(o.name)}: ${tsType(o.type)}`));
    } else returns = tsType(fn.returns);
    if (fn.setof) returns = /[ |]/.test(returns) ? `(${returns})[]` : `${returns}[]`;

    const parts = [`Args: ${args}`, `Returns: ${returns}`];
    if (row) {
      // Lets supabase-js type a select or an embed on the function's rows as the relation's.
      const single = inputs.length === 1 ? rowOf(types.get(inputs[0]?.type ?? 0)) : null;
      parts.push(`SetofOptions: {
        from: ${literal(single?.name ?? '*')}
        to: ${literal(row.name)}
        isOneToOne: ${!fn.setof}
        isSetofReturn: ${fn.setof}
      }`);
    }
    return object(parts);
  };

  const tables = [...relations]
    .filter(([, list]) => ['r', 'p', 'f'].includes(list[0]?.relkind ?? ''))
    .sort(([a], [b]) => byName(a, b));
  const views = [...relations]
    .filter(([, list]) => ['v', 'm'].includes(list[0]?.relkind ?? ''))
    .sort(([a], [b]) => byName(a, b));

  const overloads = new Map<string, Fn[]>();
  for (const fn of functions) overloads.set(fn.name, [...(overloads.get(fn.name) ?? []), fn]);
  const renderedFunctions = [...overloads]
    .sort(([a], [b]) => byName(a, b))
    .flatMap(([name, list]) => {
      const signatures = list
        .sort((a, b) => byName(a.identity, b.identity))
        .map(renderSignature)
        .filter((signature) => signature !== null);
      if (signatures.length === 0) return [];
      // Overloads: supabase-js picks the signature whose Args match the call's arguments.
      return [`${key(name)}: ${signatures.join(' | ')}`];
    });

  const enumNames = [...enums.keys()].sort(byName);
  const renderedEnums = enumNames.map(
    (name) => `${key(name)}: ${(enums.get(name) ?? []).map(literal).join(' | ')}`,
  );
  const renderedComposites = composites
    .sort((a, b) => byName(a.name, b.name))
    .map(
      (composite) =>
        `${key(composite.name)}: ${object(
          composite.attributes.map(
            (attribute, i) => `${key(attribute)}: ${tsType(composite.types[i] ?? 0)} | null`,
          ),
        )}`,
    );

  const section = (entries: string[]) => (entries.length ? object(entries) : EMPTY);

  return `// Generated by \`npm run gen:db\` (supabase/scripts/gen-db.mjs) from supabase/migrations: do not
// edit. The schema PostgREST exposes, in the shape of \`supabase gen types typescript\`, for
// \`createClient<Database>(...)\`. The current SQL behind it: supabase/schema.sql.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${section(tables.map(([name, list]) => renderTable(name, list)))}
    Views: ${section(views.map(([name, list]) => renderView(name, list)))}
    Functions: ${section(renderedFunctions)}
    Enums: ${section(renderedEnums)}
    CompositeTypes: ${section(renderedComposites)}
  }
}

type PublicSchema = Database['public']

/** A table's or view's row: \`Tables<'tours'>\`. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[Name] extends { Row: infer Row } ? Row : never

/** What an insert into a table takes: \`TablesInsert<'tours'>\`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert']

/** What an update of a table takes: \`TablesUpdate<'tours'>\`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update']

/** An enum's values: \`Enums<'name'>\`. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name]

/** A composite type: \`CompositeTypes<'name'>\`. */
export type CompositeTypes<Name extends keyof PublicSchema['CompositeTypes']> =
  PublicSchema['CompositeTypes'][Name]

/** Each enum's values at run time, in the database's order. */
export const Constants = {
  public: {
    Enums: { ${enumNames.map((name) => `${key(name)}: [${(enums.get(name) ?? []).map(literal).join(', ')}]`).join(',\n')} },
  },
} as const
`;
}
