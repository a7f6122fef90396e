import type { DbColumn, DbFunction, TablePrivileges } from './catalog.ts';
import { typeProblems } from './compatible.ts';
import type { OpenApi, RestFunction, RestTable } from './openapi.ts';

/** What the migrated database offers, as the drift check sees it. */
export interface DatabaseShape {
  columns: DbColumn[];
  functions: DbFunction[];
  privileges: TablePrivileges;
}

const methodPrivilege = {
  get: 'select',
  head: 'select',
  post: 'insert',
  patch: 'update',
  delete: 'delete',
} as const;

const sorted = (values: Iterable<string>) => [...values].sort();

function tableProblems(shape: DatabaseShape, described: RestTable): string[] {
  const { table } = described;
  const own = shape.columns.filter((c) => c.table === table);
  if (own.length === 0) return [`/rest/v1/${table}: no such table in public`];
  const byName = new Map(own.map((c) => [c.name, c]));
  const problems: string[] = [];

  described.rows.forEach((row, i) => {
    const where = `${table} row schema #${i + 1}`;
    const properties = Object.keys(row.properties ?? {});
    // select=* returns every column: a row schema names exactly the table's columns.
    const missing = own.map((c) => c.name).filter((name) => !properties.includes(name));
    const extra = properties.filter((name) => !byName.has(name));
    if (missing.length) problems.push(`${where}: columns not described: ${missing.join(', ')}`);
    if (extra.length) problems.push(`${where}: properties with no column: ${extra.join(', ')}`);
    const optional = properties.filter((name) => !(row.required ?? []).includes(name));
    if (optional.length)
      problems.push(`${where}: always present, yet not required: ${optional.join(', ')}`);
    for (const [name, schema] of Object.entries(row.properties ?? {})) {
      const column = byName.get(name);
      if (column) problems.push(...typeProblems(`${table}.${name}`, column, schema, 'same'));
    }
  });

  for (const [method, bodies] of Object.entries(described.bodies)) {
    const privilege = methodPrivilege[method as keyof typeof methodPrivilege];
    for (const body of bodies) {
      for (const [name, schema] of Object.entries(body.properties ?? {})) {
        const column = byName.get(name);
        const where = `${method.toUpperCase()} /rest/v1/${table} body .${name}`;
        if (!column) {
          problems.push(`${where}: no such column`);
          continue;
        }
        problems.push(...typeProblems(where, column, schema, 'narrower'));
        if (
          (privilege === 'insert' || privilege === 'update') &&
          !column.authenticated[privilege]
        ) {
          problems.push(`${where}: signed-in users may not ${privilege} this column`);
        }
      }
    }
  }

  for (const filter of described.filters) {
    if (!byName.has(filter)) problems.push(`/rest/v1/${table}?${filter}=: no such column`);
  }

  for (const method of described.methods) {
    const privilege = methodPrivilege[method as keyof typeof methodPrivilege];
    if (privilege && !shape.privileges[table]?.[privilege]) {
      problems.push(`${method.toUpperCase()} /rest/v1/${table}: signed-in users lack ${privilege}`);
    }
  }
  return problems;
}

function functionProblems(shape: DatabaseShape, described: RestFunction): string[] {
  const fn = shape.functions.find((f) => f.name === described.name);
  if (!fn) return [`/rest/v1/rpc/${described.name}: no such function in public`];
  const problems: string[] = [];
  const properties = described.args.properties ?? {};
  const dbArgs = new Map(fn.args.map((a) => [a.name, a]));
  const documented = sorted(Object.keys(properties));
  if (documented.join() !== sorted(dbArgs.keys()).join()) {
    problems.push(
      `${fn.name}: arguments [${documented.join(', ')}] vs [${sorted(dbArgs.keys()).join(', ')}]`,
    );
  }
  for (const [name, schema] of Object.entries(properties)) {
    const arg = dbArgs.get(name);
    if (arg)
      problems.push(
        ...typeProblems(
          `${fn.name}(${name})`,
          // SQL passes a JSON null to any argument; whether null is meaningful is the function's to say.
          { type: arg.type, nullable: true },
          schema,
          'narrower',
        ),
      );
  }
  const withoutDefault = fn.args.slice(0, fn.args.length - fn.defaults).map((a) => a.name);
  if (sorted(described.args.required ?? []).join() !== sorted(withoutDefault).join()) {
    problems.push(
      `${fn.name}: required [${(described.args.required ?? []).join(', ')}] vs without default [${withoutDefault.join(', ')}]`,
    );
  }
  if (described.result === null) {
    if (fn.returns !== 'void')
      problems.push(`${fn.name}: document has no 200 body, function returns ${fn.returns}`);
  } else if (fn.returns === 'void') {
    problems.push(`${fn.name}: returns void (204), document describes a 200 body`);
  } else {
    // get_user_role answers a perfis_usuarios.role (or 'user'): its enum is that check's values.
    const allowed =
      fn.name === 'get_user_role'
        ? shape.columns.find((c) => c.table === 'perfis_usuarios' && c.name === 'role')?.allowed
        : undefined;
    // A jsonb function may answer SQL null for "nothing to show" (provider_profile of an unknown
    // slug): PostgREST sends it as a JSON null, which the document may then allow.
    const result = {
      type: fn.returns,
      nullable: fn.returns === 'jsonb',
      ...(allowed ? { allowed } : {}),
    };
    problems.push(...typeProblems(`${fn.name} result`, result, described.result, 'narrower'));
  }
  const serviceOnly = described.callers?.includes('service_role') && described.callers.length === 1;
  if (serviceOnly && fn.authenticatedMayExecute)
    problems.push(
      `${fn.name}: documented for service_role only, yet signed-in users may execute it`,
    );
  if (!serviceOnly && !fn.authenticatedMayExecute)
    problems.push(`${fn.name}: signed-in users may not execute it`);
  return problems;
}

/** Everything the document describes under /rest/v1 that the database does not match. */
export function documentToDatabase(shape: DatabaseShape, api: OpenApi): string[] {
  return [
    ...api.tables().flatMap((table) => tableProblems(shape, table)),
    ...api.functions().flatMap((fn) => functionProblems(shape, fn)),
  ];
}

/** Public tables and functions of the database that the document leaves out. */
export function databaseToDocument(shape: DatabaseShape, api: OpenApi): string[] {
  const tables = new Set(api.tables().map((t) => t.table));
  const fns = new Set(api.functions().map((f) => f.name));
  return [
    ...sorted(new Set(shape.columns.map((c) => c.table)))
      .filter((t) => !tables.has(t))
      .map((t) => `table ${t} has no /rest/v1/${t} path`),
    ...shape.functions
      .filter((f) => !fns.has(f.name))
      .map((f) => `function ${f.name} has no /rest/v1/rpc/${f.name} path`),
  ];
}
