import type { PGlite } from '@electric-sql/pglite';

/**
 * supabase/schema.sql: the public and private schemas as the migrations leave them, read back
 * from the catalog of a database they built, so each object appears once, in its final form.
 * Grouped for reading (a table with its indexes, row security, policies, triggers and grants),
 * sorted by name rather than in dependency order: the migrations are what a database runs.
 */

const SCHEMAS = ['public', 'private'];

/** Owner privileges are implied; these are the ones granted to others. */
interface AclEntry {
  grantee: string;
  privilege: string;
  grantable: boolean;
}

const PRIVILEGE_ORDER = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
  'MAINTAIN',
  'USAGE',
  'CREATE',
  'EXECUTE',
];

/** How many privileges an object kind has: a grantee holding them all gets `all`. */
const ALL_PRIVILEGES: Record<string, number> = { table: 8, sequence: 3, schema: 2 };

/**
 * The owner's own entries are left out. `aclexplode` of a null ACL (the built-in default) gives
 * nothing: callers say what that default is where it matters (functions: execute to public).
 */
const aclSql = (acl: string, owner: string) => `
  coalesce((select json_agg(json_build_object(
      'grantee', case when x.grantee = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(x.grantee)) end,
      'privilege', x.privilege_type, 'grantable', x.is_grantable))
    from pg_catalog.aclexplode(${acl}) x where x.grantee <> ${owner}), '[]'::json)`;

/**
 * `grant ... on <on> to ...;` lines, grantees with the same privileges together. `kind` (table,
 * sequence, schema, function) says which privileges make `all`.
 */
function grants(kind: string, on: string, acl: AclEntry[]): string[] {
  const byGrantee = new Map<string, AclEntry[]>();
  for (const entry of acl)
    byGrantee.set(entry.grantee, [...(byGrantee.get(entry.grantee) ?? []), entry]);
  const byPrivileges = new Map<string, string[]>();
  for (const [grantee, entries] of byGrantee) {
    for (const grantable of [false, true]) {
      const privileges = entries
        .filter((e) => e.grantable === grantable)
        .map((e) => e.privilege)
        .sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b));
      if (privileges.length === 0) continue;
      const all = privileges.length === ALL_PRIVILEGES[kind];
      const text = `${all ? 'all' : privileges.join(', ').toLowerCase()}${grantable ? '|grant' : ''}`;
      byPrivileges.set(text, [...(byPrivileges.get(text) ?? []), grantee]);
    }
  }
  return [...byPrivileges]
    .sort(([a], [b]) => compare(a, b))
    .map(([text, grantees]) => {
      const [privileges, option] = text.split('|');
      const to = grantees.sort(compare).join(', ');
      return `grant ${privileges} on ${on} to ${to}${option ? ' with grant option' : ''};`;
    });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const comment = (kind: string, target: string, text: string | null) =>
  text === null ? [] : [`comment on ${kind} ${target} is ${quote(text)};`];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A section heading, ruled as the migrations rule theirs. */
const heading = (title: string) => [
  ``,
  `-- ${title} ${'-'.repeat(Math.max(3, 96 - title.length))}`,
];

async function rows<T>(db: PGlite, sql: string): Promise<T[]> {
  return (await db.query<T>(sql, sql.includes('$1') ? [SCHEMAS] : [])).rows;
}

async function schemas(db: PGlite): Promise<string[]> {
  const list = await rows<{ name: string; comment: string | null; acl: AclEntry[] }>(
    db,
    `select quote_ident(n.nspname) as name, pg_catalog.obj_description(n.oid, 'pg_namespace') as comment,
            ${aclSql('n.nspacl', 'n.nspowner')} as acl
     from pg_catalog.pg_namespace n where n.nspname = any($1) order by n.nspname collate "C"`,
  );
  return list.flatMap((s) => [
    ...(s.name === 'public' ? [] : [`create schema ${s.name};`]),
    ...comment('schema', s.name, s.comment),
    ...grants('schema', `schema ${s.name}`, s.acl),
  ]);
}

async function extensions(db: PGlite): Promise<string[]> {
  const list = await rows<{ name: string; schema: string }>(
    db,
    `select quote_ident(e.extname) as name, quote_ident(n.nspname) as schema
     from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql' order by e.extname collate "C"`,
  );
  return list.map((e) => `create extension if not exists ${e.name} with schema ${e.schema};`);
}

/** What objects created later in these schemas are granted (Supabase's defaults, as amended). */
async function defaultPrivileges(db: PGlite): Promise<string[]> {
  const kinds: Record<string, [string, string]> = {
    r: ['table', 'tables'],
    S: ['sequence', 'sequences'],
    f: ['function', 'functions'],
    T: ['type', 'types'],
    n: ['schema', 'schemas'],
  };
  const list = await rows<{ role: string; schema: string; kind: string; acl: AclEntry[] }>(
    db,
    `select quote_ident(pg_catalog.pg_get_userbyid(d.defaclrole)) as role,
            quote_ident(n.nspname) as schema, d.defaclobjtype::text as kind,
            ${aclSql('d.defaclacl', 'd.defaclrole')} as acl
     from pg_catalog.pg_default_acl d join pg_catalog.pg_namespace n on n.oid = d.defaclnamespace
     where n.nspname = any($1)
     order by pg_catalog.pg_get_userbyid(d.defaclrole) collate "C", n.nspname collate "C",
              d.defaclobjtype::text collate "C"`,
  );
  return list.flatMap((d) => {
    const [kind, plural] = kinds[d.kind] ?? [d.kind, d.kind];
    const prefix = `alter default privileges for role ${d.role} in schema ${d.schema} `;
    return grants(kind, plural, d.acl).map((line) => prefix + line);
  });
}

async function types(db: PGlite): Promise<string[]> {
  const list = await rows<{
    name: string;
    kind: string;
    definition: string;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, t.typname) as name, t.typtype::text as kind,
            case t.typtype
              when 'e' then '(' || array_to_string(array(select quote_literal(e.enumlabel) from pg_catalog.pg_enum e
                                                          where e.enumtypid = t.oid order by e.enumsortorder), ', ') || ')'
              when 'd' then pg_catalog.format_type(t.typbasetype, t.typtypmod)
                || case when t.typnotnull then ' not null' else '' end
                || coalesce(' default ' || t.typdefault, '')
                || coalesce((select string_agg(' constraint ' || quote_ident(c.conname) || ' ' || pg_catalog.pg_get_constraintdef(c.oid, true), '' order by c.conname collate "C")
                             from pg_catalog.pg_constraint c where c.contypid = t.oid), '')
              else '(' || array_to_string(array(select quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
                                                from pg_catalog.pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
                                                order by a.attnum), ', ') || ')'
            end as definition,
            pg_catalog.obj_description(t.oid, 'pg_type') as comment
     from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     left join pg_catalog.pg_class c on c.oid = t.typrelid
     where n.nspname = any($1) and (t.typtype in ('e', 'd') or (t.typtype = 'c' and c.relkind = 'c'))
     order by n.nspname collate "C", t.typname collate "C"`,
  );
  return list.flatMap((t) => [
    t.kind === 'e'
      ? `create type ${t.name} as enum ${t.definition};`
      : t.kind === 'd'
        ? `create domain ${t.name} as ${t.definition};`
        : `create type ${t.name} as ${t.definition};`,
    ...comment(t.kind === 'd' ? 'domain' : 'type', t.name, t.comment),
  ]);
}

interface Relation {
  oid: number;
  name: string;
  /** schema.name, unquoted. */
  key: string;
  kind: string;
  comment: string | null;
  rls: boolean;
  forceRls: boolean;
  options: string[] | null;
  acl: AclEntry[];
  definition: string | null;
}

async function relations(db: PGlite): Promise<Relation[]> {
  return rows<Relation>(
    db,
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name,
            n.nspname || '.' || c.relname as key, c.relkind::text as kind,
            pg_catalog.obj_description(c.oid, 'pg_class') as comment, c.relrowsecurity as rls,
            c.relforcerowsecurity as "forceRls", c.reloptions as options,
            ${aclSql('c.relacl', 'c.relowner')} as acl,
            case when c.relkind in ('v', 'm') then pg_catalog.pg_get_viewdef(c.oid, true) end as definition
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm', 'S')
     order by n.nspname collate "C", c.relname collate "C"`,
  );
}

interface Column {
  relation: number;
  name: string;
  definition: string;
  comment: string | null;
  acl: AclEntry[];
}

async function columns(db: PGlite): Promise<Column[]> {
  return rows<Column>(
    db,
    `select a.attrelid::int as relation, quote_ident(a.attname) as name,
            quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
              || case when a.attcollation <> t.typcollation
                   then ' collate ' || (select format('%I.%I', cn.nspname, co.collname)
                                        from pg_catalog.pg_collation co
                                        join pg_catalog.pg_namespace cn on cn.oid = co.collnamespace
                                        where co.oid = a.attcollation)
                   else '' end
              || case a.attidentity when 'a' then ' generated always as identity'
                                    when 'd' then ' generated by default as identity' else '' end
              || case when a.attgenerated = 's' then ' generated always as (' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true) || ') stored'
                      when a.attgenerated = 'v' then ' generated always as (' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true) || ') virtual'
                      when d.adbin is not null then ' default ' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true)
                      else '' end
              || case when a.attnotnull then ' not null' else '' end as definition,
            pg_catalog.col_description(a.attrelid, a.attnum) as comment,
            ${aclSql('a.attacl', 'c.relowner')} as acl
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_class c on c.oid = a.attrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     join pg_catalog.pg_type t on t.oid = a.atttypid
     left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
       and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
  );
}

/** Rows keyed by their relation's oid, each relation's list in the query's order. */
async function byRelation(db: PGlite, sql: string): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  for (const row of await rows<{ relation: number; text: string }>(db, sql)) {
    map.set(row.relation, [...(map.get(row.relation) ?? []), row.text]);
  }
  return map;
}

// Primary key, unique, check, foreign key, exclusion; not-null constraints show on the columns.
const constraintsSql = `
  select c.conrelid::int as relation,
         'constraint ' || quote_ident(c.conname) || ' ' || pg_catalog.pg_get_constraintdef(c.oid, true) as text
  from pg_catalog.pg_constraint c
  join pg_catalog.pg_class r on r.oid = c.conrelid
  join pg_catalog.pg_namespace n on n.oid = r.relnamespace
  where n.nspname = any($1) and c.contype in ('p', 'u', 'c', 'f', 'x')
  order by c.conrelid, position(c.contype::text in 'pucfx'), c.conname collate "C"`;

// Indexes of their own (those behind a primary key, unique or exclusion constraint show there).
const indexesSql = `
  select i.indrelid::int as relation, pg_catalog.pg_get_indexdef(i.indexrelid) || ';' as text
  from pg_catalog.pg_index i
  join pg_catalog.pg_class r on r.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = r.relnamespace
  join pg_catalog.pg_class ic on ic.oid = i.indexrelid
  where n.nspname = any($1)
    and not exists (select 1 from pg_catalog.pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
  order by i.indrelid, ic.relname collate "C"`;

const policyText = `
  'create policy ' || quote_ident(p.polname) || ' on ' || format('%I.%I', n.nspname, r.relname)
    || case when p.polpermissive then '' else E'\\n  as restrictive' end
    || E'\\n  for ' || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                                      when 'd' then 'delete' else 'all' end
    || ' to ' || array_to_string(array(
         select case when role = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(role)) end
         from unnest(p.polroles) role
         order by case when role = 0 then 'public' else pg_catalog.pg_get_userbyid(role)::text end collate "C"), ', ')
    || coalesce(E'\\n  using (' || pg_catalog.pg_get_expr(p.polqual, p.polrelid, true) || ')', '')
    || coalesce(E'\\n  with check (' || pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid, true) || ')', '')
    || ';'`;

const policiesSql = (where: string) => `
  select p.polrelid::int as relation, ${policyText} as text
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class r on r.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = r.relnamespace
  where ${where}
  order by n.nspname collate "C", r.relname collate "C", p.polname collate "C"`;

const triggersSql = (where: string) => `
  select t.tgrelid::int as relation, pg_catalog.pg_get_triggerdef(t.oid, true) || ';' as text
  from pg_catalog.pg_trigger t
  join pg_catalog.pg_class r on r.oid = t.tgrelid
  join pg_catalog.pg_namespace n on n.oid = r.relnamespace
  where not t.tgisinternal and ${where}
  order by n.nspname collate "C", r.relname collate "C", t.tgname collate "C"`;

/** Identity columns' sequences belong to their table; other sequences stand alone. */
async function sequenceOwners(db: PGlite): Promise<Map<number, number>> {
  const list = await rows<{ sequence: number; owner: number }>(
    db,
    `select d.objid::int as sequence, d.refobjid::int as owner
     from pg_catalog.pg_depend d
     join pg_catalog.pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_catalog.pg_namespace n on n.oid = s.relnamespace
     where n.nspname = any($1) and d.classid = 'pg_catalog.pg_class'::regclass
       and d.refclassid = 'pg_catalog.pg_class'::regclass and d.deptype in ('a', 'i')`,
  );
  return new Map(list.map((row) => [row.sequence, row.owner]));
}

async function functions(db: PGlite, definedIn: Map<string, string[]>): Promise<string[]> {
  const list = await rows<{
    key: string;
    signature: string;
    kind: string;
    definition: string;
    comment: string | null;
    acl: AclEntry[];
    publicExecute: boolean;
  }>(
    db,
    `select n.nspname || '.' || p.proname as key,
            format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as signature,
            p.prokind::text as kind, pg_catalog.pg_get_functiondef(p.oid) as definition,
            pg_catalog.obj_description(p.oid, 'pg_proc') as comment,
            ${aclSql('p.proacl', 'p.proowner')} as acl,
                    p.proacl is null or exists (select 1 from pg_catalog.aclexplode(p.proacl) x
                                        where x.grantee = 0 and x.privilege_type = 'EXECUTE') as "publicExecute"
     from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind in ('f', 'p')
     order by n.nspname collate "C", p.proname collate "C",
              pg_catalog.pg_get_function_identity_arguments(p.oid) collate "C"`,
  );
  return list.flatMap((f) => {
    const kind = f.kind === 'p' ? 'procedure' : 'function';
    const files = definedIn.get(f.key);
    return [
      '',
      ...(files ? [`-- defined in ${files.join(', ')}`] : []),
      `${f.definition.trimEnd()};`,
      ...comment(kind, f.signature, f.comment),
      // Postgres lets everyone execute a new function; most of these take that back.
      ...(f.publicExecute ? [] : [`revoke execute on ${kind} ${f.signature} from public;`]),
      ...grants(
        'function',
        `${kind} ${f.signature}`,
        f.acl.filter((e) => e.grantee !== 'public'),
      ),
    ];
  });
}

export interface Migration {
  name: string;
  sql: string;
}

const IDENT = String.raw`(?:"?([a-z_][a-z0-9_$]*)"?\s*\.\s*)?"?([a-z_][a-z0-9_$]*)"?`;

/**
 * Which migrations create (or alter) each object, by `schema.name`, in file order: the pointer a
 * reader follows for the comments that explain it.
 */
function sources(migrations: Migration[], pattern: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const migration of migrations) {
    const code = migration.sql.replace(/--.*$/gm, '');
    for (const match of code.matchAll(new RegExp(pattern.replace('IDENT', IDENT), 'gi'))) {
      const name = `${(match[1] ?? 'public').toLowerCase()}.${(match[2] ?? '').toLowerCase()}`;
      const files = found.get(name) ?? [];
      if (!files.includes(migration.name)) files.push(migration.name);
      found.set(name, files);
    }
  }
  return found;
}

/** Reads the schemas and returns schema.sql. */
export async function renderSchemaSql(db: PGlite, migrations: Migration[]): Promise<string> {
  // Every name the catalog prints back comes schema-qualified (public's too).
  await db.exec(`set search_path = ''`);
  const [
    schemaLines,
    extensionLines,
    defaultLines,
    typeLines,
    relationList,
    columnList,
    constraints,
    indexes,
    policies,
    triggers,
    owners,
    functionLines,
    foreignPolicies,
    foreignTriggers,
  ] = await Promise.all([
    schemas(db),
    extensions(db),
    defaultPrivileges(db),
    types(db),
    relations(db),
    columns(db),
    byRelation(db, constraintsSql),
    byRelation(db, indexesSql),
    byRelation(db, policiesSql('n.nspname = any($1)')),
    byRelation(db, triggersSql('n.nspname = any($1)')),
    sequenceOwners(db),
    functions(
      db,
      sources(
        migrations,
        String.raw`create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+IDENT\s*\(`,
      ),
    ),
    byRelation(
      db,
      policiesSql(`n.nspname <> all($1) and n.nspname not in ('pg_catalog', 'information_schema')`),
    ),
    byRelation(
      db,
      triggersSql(`n.nspname <> all($1) and n.nspname not in ('pg_catalog', 'information_schema')`),
    ),
  ]);

  const columnsOf = new Map<number, Column[]>();
  for (const column of columnList) {
    columnsOf.set(column.relation, [...(columnsOf.get(column.relation) ?? []), column]);
  }
  const sequencesOf = new Map<number, Relation[]>();
  for (const relation of relationList.filter((r) => r.kind === 'S')) {
    const owner = owners.get(relation.oid);
    if (owner !== undefined) sequencesOf.set(owner, [...(sequencesOf.get(owner) ?? []), relation]);
  }

  const columnGrants = (relation: Relation) => {
    const byGrant = new Map<string, string[]>();
    for (const column of columnsOf.get(relation.oid) ?? []) {
      for (const entry of column.acl) {
        const grant = `${entry.privilege.toLowerCase()}|${entry.grantee}|${entry.grantable}`;
        byGrant.set(grant, [...(byGrant.get(grant) ?? []), column.name]);
      }
    }
    return [...byGrant]
      .sort(([a], [b]) => compare(a, b))
      .map(([grant, names]) => {
        const [privilege, grantee, grantable] = grant.split('|');
        const option = grantable === 'true' ? ' with grant option' : '';
        return `grant ${privilege} (${names.join(', ')}) on table ${relation.name} to ${grantee}${option};`;
      });
  };

  const created = sources(
    migrations,
    String.raw`create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?IDENT`,
  );
  const altered = sources(
    migrations,
    String.raw`alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?IDENT`,
  );
  /** Where a reader finds the comments that explain a table. */
  const origin = (relation: Relation) => {
    const from = created.get(relation.key) ?? [];
    const changed = (altered.get(relation.key) ?? []).filter((file) => !from.includes(file));
    if (from.length === 0 && changed.length === 0) return [];
    const parts = [
      ...(from.length ? [`created in ${from.join(', ')}`] : []),
      ...(changed.length ? [`altered in ${changed.join(', ')}`] : []),
    ];
    return [`-- ${parts.join('; ')}`];
  };

  const tableBlock = (relation: Relation) => {
    const body = [
      ...(columnsOf.get(relation.oid) ?? []).map((c) => c.definition),
      ...(constraints.get(relation.oid) ?? []),
    ];
    const kind = relation.kind === 'f' ? 'foreign table' : 'table';
    const options = relation.options ? ` with (${relation.options.join(', ')})` : '';
    return [
      ...heading(relation.name),
      ...origin(relation),
      `create ${kind} ${relation.name} (\n  ${body.join(',\n  ')}\n)${options};`,
      ...comment('table', relation.name, relation.comment),
      ...(columnsOf.get(relation.oid) ?? []).flatMap((c) =>
        comment('column', `${relation.name}.${c.name}`, c.comment),
      ),
      ...(indexes.get(relation.oid) ?? []),
      ...(relation.rls ? [`alter table ${relation.name} enable row level security;`] : []),
      ...(relation.forceRls ? [`alter table ${relation.name} force row level security;`] : []),
      ...(policies.get(relation.oid) ?? []),
      ...(triggers.get(relation.oid) ?? []),
      ...grants('table', `table ${relation.name}`, relation.acl),
      ...columnGrants(relation),
      ...(sequencesOf.get(relation.oid) ?? []).flatMap((s) =>
        grants('sequence', `sequence ${s.name}`, s.acl),
      ),
    ];
  };

  const viewBlock = (relation: Relation) => {
    const kind = relation.kind === 'm' ? 'materialized view' : 'view';
    const options = relation.options ? ` with (${relation.options.join(', ')})` : '';
    return [
      ...heading(relation.name),
      ...origin(relation),
      `create ${kind} ${relation.name}${options} as\n${(relation.definition ?? '').trimEnd().replace(/;$/, '')};`,
      ...comment(kind, relation.name, relation.comment),
      ...(columnsOf.get(relation.oid) ?? []).flatMap((c) =>
        comment('column', `${relation.name}.${c.name}`, c.comment),
      ),
      ...(indexes.get(relation.oid) ?? []),
      ...(triggers.get(relation.oid) ?? []),
      ...grants('table', `table ${relation.name}`, relation.acl),
      ...columnGrants(relation),
    ];
  };

  const standaloneSequences = relationList
    .filter((r) => r.kind === 'S' && !owners.has(r.oid))
    .flatMap((s) => [
      `create sequence ${s.name};`,
      ...grants('sequence', `sequence ${s.name}`, s.acl),
    ]);
  const section = (title: string, lines: string[]) =>
    lines.length ? [...heading(title), ...lines] : [];
  const foreign = [...foreignTriggers.values(), ...foreignPolicies.values()].flat();

  return [
    '-- supabase/schema.sql: the public and private schemas as supabase/migrations leave them, read',
    '-- back from a database the migrations built. Generated by `npm run gen:db`',
    '-- (supabase/scripts/gen-db.mjs): do not edit; change the schema with a new migration and run',
    '-- it again (`npm test` fails while this file is stale). For reading: each table comes with its',
    '-- indexes, row security, policies, triggers and grants, each function once in its final form,',
    '-- everything sorted by name rather than in the order a database could run it. Not here: rows',
    '-- the migrations insert (settings, buckets) and the pg_cron job of',
    '-- 20261130000100_money_and_seats.sql, which runs only where pg_cron exists.',
    ...section('Schemas', schemaLines),
    ...section('Extensions', extensionLines),
    ...section('Default privileges of objects created later', defaultLines),
    ...section('Types', typeLines),
    ...section('Sequences', standaloneSequences),
    ...relationList.filter((r) => ['r', 'p', 'f'].includes(r.kind)).flatMap(tableBlock),
    ...relationList.filter((r) => ['v', 'm'].includes(r.kind)).flatMap(viewBlock),
    ...section('Functions', functionLines),
    ...section("On Supabase's own tables (auth, storage)", foreign),
    '',
  ].join('\n');
}
