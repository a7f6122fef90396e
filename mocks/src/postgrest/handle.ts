/** Request dispatch and PostgREST's responses: reads, inserts/upserts, updates, deletes, RPC. */
import {
  Params,
  Planner,
  ident,
  qualifiedIdent,
  rowsSql,
  whereSql,
  type ReadNode,
} from './build.ts';
import {
  ApiError,
  apiError,
  databaseErrorBody,
  isDatabaseError,
  statusForSqlState,
  type PostgrestErrorBody,
} from './errors.ts';
import type { PostgrestRequest, PostgrestResponse, SqlExecutor } from './index.ts';
import { parseQuery, type QueryParams, type Range } from './parse.ts';
import { qualified, type Relation, type Routine, type SchemaCache } from './schema.ts';

// ---------------------------------------------------------------------------------------------
// Preferences and media types

interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  params?: 'single-object';
  handling?: 'strict' | 'lenient';
  invalid: string[];
}

function preferences(headers: Headers): Preferences {
  const prefs: Preferences = { invalid: [] };
  const values = (headers.get('prefer') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const value of values) {
    const [name, setting] = value.split('=', 2) as [string, string | undefined];
    const set = <K extends keyof Preferences>(key: K, allowed: readonly string[]) => {
      if (setting !== undefined && allowed.includes(setting)) {
        if (prefs[key] === undefined) (prefs as unknown as Record<string, string>)[key] = setting;
        return;
      }
      prefs.invalid.push(value);
    };
    if (name === 'resolution') set('resolution', ['merge-duplicates', 'ignore-duplicates']);
    else if (name === 'return') set('return', ['representation', 'minimal', 'headers-only']);
    else if (name === 'count') set('count', ['exact', 'planned', 'estimated']);
    else if (name === 'missing') set('missing', ['default', 'null']);
    else if (name === 'params') set('params', ['single-object']);
    else if (name === 'handling') set('handling', ['strict', 'lenient']);
    else if (name === 'tx' && (setting === 'commit' || setting === 'rollback')) continue;
    else if (name === 'max-affected' || name === 'timezone') continue;
    else prefs.invalid.push(value);
  }
  if (prefs.handling === 'strict' && prefs.invalid.length)
    throw apiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  return prefs;
}

/** PostgREST's Preference-Applied: the preferences it honoured, in its fixed order. */
function applied(
  prefs: Preferences,
  which: ('resolution' | 'missing' | 'return' | 'params' | 'count' | 'handling')[],
): Record<string, string> {
  const order = ['resolution', 'missing', 'return', 'params', 'count', 'handling'] as const;
  const values = order
    .filter((key) => which.includes(key) && prefs[key] !== undefined)
    .map((key) => `${key}=${prefs[key] as string}`);
  return values.length ? { 'Preference-Applied': values.join(', ') } : {};
}

interface Media {
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

function negotiate(accept: string | null): Media {
  const json: Media = {
    single: false,
    stripNulls: false,
    contentType: 'application/json; charset=utf-8',
  };
  if (!accept) return json;
  const offered = accept.split(',').map((part) => part.trim());
  for (const entry of offered) {
    const [type = '', ...parameters] = entry.split(';').map((p) => p.trim());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return json;
    if (type === 'application/vnd.pgrst.array+json')
      return {
        single: false,
        stripNulls,
        contentType: `application/vnd.pgrst.array+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    if (type === 'application/vnd.pgrst.object+json')
      return {
        single: true,
        stripNulls,
        contentType: `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
  }
  throw apiError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.map((o) => o.split(';')[0]).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Ranges

function headerRange(request: PostgrestRequest): Range | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const range = request.headers.get('range');
  const match = range ? /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(range) : null;
  if (!match) return undefined;
  const lower = Number(match[1]);
  if (match[2] === '') return { offset: lower };
  const upper = Number(match[2]);
  if (lower > upper)
    throw apiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  return { offset: lower, limit: upper - lower + 1 };
}

function intersect(a: Range | undefined, b: Range | undefined): Range | undefined {
  if (!a) return b;
  if (!b) return a;
  const offset = Math.max(a.offset, b.offset);
  const ends = [a, b]
    .filter((r) => r.limit !== undefined)
    .map((r) => r.offset + (r.limit as number));
  return ends.length ? { offset, limit: Math.max(0, Math.min(...ends) - offset) } : { offset };
}

function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** Status and Content-Range of a read: 206 for a partial page with a known total, 416 past the end. */
function rangeStatus(range: Range | undefined, rows: number, total: number | undefined) {
  const lower = range?.offset ?? 0;
  const upper = lower + rows - 1;
  const header = { 'Content-Range': contentRange(lower, upper, total) };
  if (total === undefined) return { status: 200, headers: header };
  if (lower > total)
    throw new ApiError(
      416,
      {
        code: 'PGRST103',
        details: `An offset of ${lower} was requested, but there are only ${total} rows.`,
        hint: null,
        message: 'Requested range not satisfiable',
      },
      header,
    );
  return { status: 1 + upper - lower < total ? 206 : 200, headers: header };
}

// ---------------------------------------------------------------------------------------------
// Entry point

interface Context {
  tx: SqlExecutor;
  request: PostgrestRequest;
  cache: SchemaCache;
  schema: string;
  query: QueryParams;
  prefs: Preferences;
  media: Media;
  profileHeader: Record<string, string>;
}

/** What naming a schema and a function needs of a request (PostgREST's, or a fetch one). */
interface Addressed {
  method: string;
  headers: Headers;
}

/**
 * The schema a request names: its profile header (Accept- to read, Content- to write), else the
 * first one exposed.
 */
function requestSchema(request: Addressed, cache: SchemaCache): string {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const profile = request.headers.get(read ? 'accept-profile' : 'content-profile');
  return profile ?? cache.schemas[0] ?? 'public';
}

/**
 * The overloads of the function `name` in the schema the request names (none when unknown): the
 * one lookup of a call, for answering it and for telling whether it only reads (reads.ts).
 */
export function routineOverloads(request: Addressed, cache: SchemaCache, name: string): Routine[] {
  return cache.routines.get(qualified(requestSchema(request, cache), name)) ?? [];
}

export async function handle(
  tx: SqlExecutor,
  request: PostgrestRequest,
  cache: SchemaCache,
): Promise<PostgrestResponse> {
  try {
    const schema = requestSchema(request, cache);
    if (!cache.schemas.includes(schema))
      throw apiError(
        406,
        'PGRST106',
        `Invalid schema: ${schema}`,
        null,
        `Only the following schemas are exposed: ${cache.schemas.join(', ')}`,
      );
    const path = request.path.replace(/^\/+|\/+$/g, '');
    const segments = path.split('/').map((s) => decodeURIComponent(s));
    const ctx: Context = {
      tx,
      request,
      cache,
      schema,
      query: parseQuery(request.search),
      prefs: preferences(request.headers),
      media: negotiate(request.headers.get('accept')),
      profileHeader: cache.schemas.length > 1 ? { 'Content-Profile': schema } : {},
    };
    if (segments.length === 2 && segments[0] === 'rpc')
      return await callRoutine(ctx, segments[1] as string);
    if (segments.length !== 1 || !segments[0])
      throw apiError(404, 'PGRST125', 'Invalid path specified in request URL');
    const relation = cache.relations.get(qualified(schema, segments[0]));
    if (!relation) throw tableNotFound(cache, schema, segments[0]);
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return await readRelation(ctx, relation);
      case 'POST':
        return await insert(ctx, relation, false);
      case 'PUT':
        return await insert(ctx, relation, true);
      case 'PATCH':
        return await update(ctx, relation);
      case 'DELETE':
        return await remove(ctx, relation);
    }
  } catch (error) {
    const response = errorResponse(error, request.role);
    // HEAD answers carry no body, errors included.
    return request.method === 'HEAD' ? { ...response, body: undefined } : response;
  }
}

function errorResponse(error: unknown, role: PostgrestRequest['role']): PostgrestResponse {
  let status: number;
  let body: PostgrestErrorBody;
  let headers: Record<string, string> = {};
  if (error instanceof ApiError) {
    ({ status, body, headers } = error);
  } else if (isDatabaseError(error)) {
    body = databaseErrorBody(error);
    status = statusForSqlState(error.code, error.message, role !== 'anon');
  } else {
    throw error;
  }
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${body.code}`,
      ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
      ...headers,
    },
    body,
  };
}

function similarity(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      row[j] = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  return 1 - ((rows[a.length] as number[])[b.length] as number) / Math.max(a.length, b.length, 1);
}

/** The closest name with at least 0.75 similarity, as PostgREST's fuzzy hints. */
function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = similarity(name, candidate);
    if (score >= 0.75 && (!best || score > best.score)) best = { name: candidate, score };
  }
  return best?.name;
}

function tableNotFound(cache: SchemaCache, schema: string, name: string): ApiError {
  const names = [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name);
  const perhaps = closest(name, names);
  return apiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    perhaps === undefined ? null : `Perhaps you meant the table '${schema}.${perhaps}'`,
  );
}

// ---------------------------------------------------------------------------------------------
// Shaping

const bodyExpression = (media: Media, source: string) =>
  media.stripNulls
    ? `coalesce(json_strip_nulls(json_agg(${source})), '[]')::text`
    : `coalesce(json_agg(${source}), '[]')::text`;

interface Shaped {
  rows: unknown[];
  total?: number;
}

async function runRead(
  ctx: Context,
  node: ReadNode,
  params: Params,
  countNeeded: boolean,
): Promise<Shaped> {
  const page = rowsSql(node, params);
  const count = countNeeded
    ? `(SELECT count(*) FROM (${rowsSql(node, params, { forCount: true })}) AS pgrst_count)`
    : 'NULL';
  const sql = `SELECT ${count}::bigint AS total, (SELECT ${bodyExpression(ctx.media, 'pgrst_t')} FROM (${page}) AS pgrst_t) AS body`;
  const result = await ctx.tx.query<{ total: number | string | null; body: string }>(
    sql,
    params.values,
  );
  const row = result.rows[0] as { total: number | string | null; body: string };
  return {
    rows: JSON.parse(row.body) as unknown[],
    ...(row.total === null ? {} : { total: Number(row.total) }),
  };
}

function singular(rows: unknown[]): unknown {
  if (rows.length !== 1)
    throw apiError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.length} rows`,
    );
  return rows[0];
}

const wantsCount = (prefs: Preferences) => prefs.count !== undefined;

async function readRelation(ctx: Context, relation: Relation): Promise<PostgrestResponse> {
  const params = new Params();
  const topRange = intersect(ctx.query.ranges.get(''), headerRange(ctx.request));
  const node = new Planner(ctx.cache, params).plan(
    {
      relation,
      alias: relation.name,
      source: qualifiedIdent(relation.schema, relation.name),
    },
    ctx.query,
    topRange ? { topRange } : {},
  );
  const { rows, total } = await runRead(ctx, node, params, wantsCount(ctx.prefs));
  const { status, headers } = rangeStatus(topRange, rows.length, total);
  const body = ctx.media.single ? singular(rows) : rows;
  return {
    status,
    headers: {
      'Content-Type': ctx.media.contentType,
      ...headers,
      ...ctx.profileHeader,
      ...applied(ctx.prefs, ['count']),
    },
    body: ctx.request.method === 'HEAD' ? undefined : body,
  };
}

// ---------------------------------------------------------------------------------------------
// Mutations

function payloadRows(body: unknown): Record<string, unknown>[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(body)) return [body];
  if (Array.isArray(body) && body.every(isObject)) return body;
  throw apiError(400, 'PGRST102', 'Empty or invalid json');
}

function columnNotFound(relation: Relation, column: string): ApiError {
  return apiError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
  );
}

/** The columns a payload writes: `columns=` if given, else the keys (all rows must share them). */
function payloadColumns(
  ctx: Context,
  relation: Relation,
  rows: Record<string, unknown>[],
): string[] {
  const known = new Set(relation.columns.map((c) => c.name));
  let columns: string[];
  if (ctx.query.columns) {
    columns = ctx.query.columns;
  } else {
    const first = Object.keys(rows[0] ?? {});
    const sameKeys = rows.every(
      (row) => Object.keys(row).length === first.length && first.every((k) => k in row),
    );
    if (!sameKeys) throw apiError(400, 'PGRST102', 'All object keys must match');
    columns = first;
  }
  for (const column of columns) if (!known.has(column)) throw columnNotFound(relation, column);
  return columns;
}

interface MutationResult {
  rows: unknown[];
  count: number;
  inserted?: number;
  location?: string;
}

/**
 * Runs `statement` (an INSERT/UPDATE/DELETE whose table is aliased as the relation's name) as
 * a CTE and shapes what it returned with the request's select; minimal returns ask for no
 * columns, so no SELECT privilege or policy is needed.
 */
async function runMutation(
  ctx: Context,
  relation: Relation,
  params: Params,
  statement: (returning: string) => string,
  options: { representation: boolean; upsert?: boolean; locationColumns?: string[] },
): Promise<MutationResult> {
  const alias = ident(relation.name);
  if (!options.representation) {
    const location = options.locationColumns?.length ? options.locationColumns : undefined;
    const returning = location ? location.map((c) => `${alias}.${ident(c)}`).join(', ') : '1';
    const sql = `WITH pgrst_source AS (${statement(returning)}) SELECT count(*)::int AS count, ${
      location ? `(SELECT row_to_json(pgrst_source)::text FROM pgrst_source LIMIT 1)` : 'NULL'
    } AS location FROM pgrst_source`;
    const result = await ctx.tx.query<{ count: number; location: string | null }>(
      sql,
      params.values,
    );
    const row = result.rows[0] as { count: number; location: string | null };
    return {
      rows: [],
      count: row.count,
      ...(row.location
        ? { location: locationQuery(JSON.parse(row.location) as Record<string, unknown>) }
        : {}),
    };
  }
  const inserted = options.upsert ? `, (${alias}.xmax = 0) AS pgrst_inserted` : '';
  const node = new Planner(ctx.cache, params).plan(
    { relation, alias: relation.name, source: '' },
    ctx.query,
    { rootFilters: false },
  );
  // Like PostgREST, return only the columns the select needs, so column-level SELECT grants
  // on the others do not refuse the write.
  const needed = returnedColumns(node);
  const columns = (needed ?? relation.columns.map((c) => c.name)).map(ident).join(', ');
  node.source = `(SELECT ${columns} FROM pgrst_source) AS ${alias}`;
  const returning = needed
    ? needed.length
      ? needed.map((c) => `${alias}.${ident(c)}`).join(', ')
      : '1 AS pgrst_one'
    : `${alias}.*`;
  const page = rowsSql(node, params);
  const sql = `WITH pgrst_source AS (${statement(`${returning}${inserted}`)}) SELECT (SELECT count(*) FROM pgrst_source)::int AS count, ${
    options.upsert ? '(SELECT count(*) FROM pgrst_source WHERE pgrst_inserted)::int' : 'NULL'
  } AS inserted, (SELECT ${bodyExpression(ctx.media, 'pgrst_t')} FROM (${page}) AS pgrst_t) AS body`;
  const result = await ctx.tx.query<{ count: number; inserted: number | null; body: string }>(
    sql,
    params.values,
  );
  const row = result.rows[0] as { count: number; inserted: number | null; body: string };
  return {
    rows: JSON.parse(row.body) as unknown[],
    count: row.count,
    ...(row.inserted === null ? {} : { inserted: row.inserted }),
  };
}

/** The columns a representation reads: undefined for all (`*`). */
function returnedColumns(node: ReadNode): string[] | undefined {
  const names = new Set<string>();
  for (const item of node.select) {
    if (item.kind === 'star') return undefined;
    if (item.kind === 'field') names.add(item.field.name);
  }
  for (const embed of node.embeds.values()) {
    const r = embed.relationship;
    for (const [parent] of r.junction ? r.junction.fromPairs.map(([j, p]) => [p, j]) : r.pairs)
      names.add(parent as string);
  }
  for (const term of node.order) if (term.relation === undefined) names.add(term.field.name);
  return [...names];
}

function locationQuery(key: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [column, value] of Object.entries(key)) search.append(column, `eq.${String(value)}`);
  return `?${search.toString()}`;
}

function mutationBody(ctx: Context, result: MutationResult): unknown {
  if (ctx.media.single)
    return singular(result.rows.length ? result.rows : Array(result.count).fill(null));
  return result.rows;
}

async function insert(ctx: Context, relation: Relation, put: boolean): Promise<PostgrestResponse> {
  const rows = payloadRows(ctx.request.body);
  const columns = payloadColumns(ctx, relation, rows);
  const table = qualifiedIdent(relation.schema, relation.name);
  const alias = ident(relation.name);
  const params = new Params();
  const { prefs } = ctx;
  let conflict: string[] | undefined;
  let resolution = prefs.resolution;
  if (put) {
    const pk = relation.primaryKey;
    const filters = ctx.query.filters.filter((f) => f.path.length === 0);
    const matches =
      pk.length > 0 &&
      filters.length === pk.length &&
      filters.every(
        ({ filter }) =>
          !filter.negate &&
          filter.operation.kind === 'op' &&
          filter.operation.op === 'eq' &&
          pk.includes(filter.field.name),
      );
    if (!matches)
      throw apiError(
        405,
        'PGRST105',
        "Filters must include all and only primary key columns with 'eq' operators",
      );
    if (ctx.query.ranges.get(''))
      throw apiError(
        400,
        'PGRST114',
        'limit/offset querystring parameters are not allowed for PUT',
      );
    if (rows.length !== 1) throw apiError(400, 'PGRST102', 'Expected a single object');
    for (const { filter } of filters) {
      const value = (rows[0] as Record<string, unknown>)[filter.field.name];
      if (filter.operation.kind === 'op' && String(value) !== filter.operation.value)
        throw apiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
    conflict = pk;
    resolution = 'merge-duplicates';
  } else if (resolution) {
    conflict =
      ctx.query.onConflict ?? (relation.primaryKey.length ? relation.primaryKey : undefined);
  }
  const values = rows.map((row) => {
    const record = params.add(JSON.stringify(row));
    return `(${columns
      .map((c) =>
        c in row || prefs.missing !== 'default'
          ? `(pg_catalog.json_populate_record(NULL::${table}, ${record}::json)).${ident(c)}`
          : 'DEFAULT',
      )
      .join(', ')})`;
  });
  let onConflict = '';
  if (conflict && resolution) {
    const target = `(${conflict.map(ident).join(', ')})`;
    onConflict =
      resolution === 'ignore-duplicates' || columns.length === 0
        ? ` ON CONFLICT ${target} DO NOTHING`
        : ` ON CONFLICT ${target} DO UPDATE SET ${columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  const statement = (returning: string) =>
    rows.length === 0
      ? `SELECT ${returning.replaceAll(`${alias}.`, 'pgrst_none.')} FROM ${table} AS pgrst_none WHERE false`
      : columns.length === 0
        ? `INSERT INTO ${table} AS ${alias} SELECT FROM pg_catalog.generate_series(1, ${rows.length})${onConflict} RETURNING ${returning}`
        : `INSERT INTO ${table} AS ${alias} (${columns.map(ident).join(', ')}) VALUES ${values.join(', ')}${onConflict} RETURNING ${returning}`;
  const representation =
    prefs.return === 'representation' || (put && ctx.media.single && prefs.return !== 'minimal');
  const headersOnly = prefs.return === 'headers-only' && relation.primaryKey.length > 0;
  const result = await runMutation(ctx, relation, params, statement, {
    representation,
    // xmax = 0 tells a fresh row from an updated one; views have no xmax.
    upsert:
      resolution === 'merge-duplicates' &&
      conflict !== undefined &&
      rows.length > 0 &&
      relation.kind === 'table',
    ...(headersOnly ? { locationColumns: relation.primaryKey } : {}),
  });
  const body = representation ? mutationBody(ctx, result) : undefined;
  if (put) {
    const status = representation ? ((result.inserted ?? 1) > 0 ? 201 : 200) : 204;
    return {
      status,
      headers: {
        ...(representation ? { 'Content-Type': ctx.media.contentType } : {}),
        ...applied(prefs, ['return', 'count']),
      },
      body,
    };
  }
  const status =
    result.inserted !== undefined && result.inserted <= 0 && resolution === 'merge-duplicates'
      ? 200
      : 201;
  const resolutionApplied = conflict !== undefined;
  return {
    status,
    headers: {
      ...(result.location ? { Location: `/${relation.name}${result.location}` } : {}),
      'Content-Range': contentRange(1, 0, wantsCount(prefs) ? result.count : undefined),
      ...applied(prefs, [
        ...(resolutionApplied ? (['resolution'] as const) : []),
        'missing',
        'return',
        'count',
      ]),
      ...(representation ? { 'Content-Type': ctx.media.contentType, ...ctx.profileHeader } : {}),
    },
    body,
  };
}

function rootFilters(ctx: Context, relation: Relation, params: Params): string[] {
  const node = new Planner(ctx.cache, params).plan(
    { relation, alias: relation.name, source: '' },
    {
      ...ctx.query,
      select: [{ kind: 'star' }],
      filters: ctx.query.filters.filter((f) => f.path.length === 0),
      logic: ctx.query.logic.filter((l) => l.path.length === 0),
      order: [],
      ranges: new Map(),
    },
  );
  return whereSql(node, params);
}

async function update(ctx: Context, relation: Relation): Promise<PostgrestResponse> {
  const rows = payloadRows(ctx.request.body);
  if (rows.length !== 1 && !ctx.query.columns)
    throw apiError(400, 'PGRST102', 'Expected a single object');
  const columns = payloadColumns(ctx, relation, rows.slice(0, 1));
  const table = qualifiedIdent(relation.schema, relation.name);
  const alias = ident(relation.name);
  const params = new Params();
  const record = params.add(JSON.stringify(rows[0] ?? {}));
  const where = rootFilters(ctx, relation, params);
  const whereClause = where.length ? ` WHERE ${where.map((w) => `(${w})`).join(' AND ')}` : '';
  const statement = (returning: string) =>
    columns.length === 0
      ? `SELECT ${returning.replaceAll(`${alias}.`, 'pgrst_none.')} FROM ${table} AS pgrst_none WHERE false`
      : `UPDATE ${table} AS ${alias} SET ${columns
          .map(
            (c) =>
              `${ident(c)} = (pg_catalog.json_populate_record(NULL::${table}, ${record}::json)).${ident(c)}`,
          )
          .join(', ')}${whereClause} RETURNING ${returning}`;
  return mutationResponse(ctx, relation, params, statement, 'update');
}

async function remove(ctx: Context, relation: Relation): Promise<PostgrestResponse> {
  const table = qualifiedIdent(relation.schema, relation.name);
  const params = new Params();
  const where = rootFilters(ctx, relation, params);
  const whereClause = where.length ? ` WHERE ${where.map((w) => `(${w})`).join(' AND ')}` : '';
  const statement = (returning: string) =>
    `DELETE FROM ${table} AS ${ident(relation.name)}${whereClause} RETURNING ${returning}`;
  return mutationResponse(ctx, relation, params, statement, 'delete');
}

async function mutationResponse(
  ctx: Context,
  relation: Relation,
  params: Params,
  statement: (returning: string) => string,
  kind: 'update' | 'delete',
): Promise<PostgrestResponse> {
  const representation = ctx.prefs.return === 'representation';
  const result = await runMutation(ctx, relation, params, statement, { representation });
  const total = wantsCount(ctx.prefs) ? result.count : undefined;
  const range =
    kind === 'update' ? contentRange(0, result.count - 1, total) : contentRange(1, 0, total);
  const body = representation
    ? mutationBody(ctx, result)
    : ctx.media.single
      ? mutationBody(ctx, result)
      : undefined;
  return {
    status: representation ? 200 : 204,
    headers: {
      'Content-Range': range,
      ...applied(ctx.prefs, ['return', 'count']),
      ...(representation ? { 'Content-Type': ctx.media.contentType, ...ctx.profileHeader } : {}),
    },
    body: representation ? body : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// RPC

function routineNotFound(
  ctx: Context,
  name: string,
  keys: string[],
  overloads: Routine[],
): ApiError {
  const fn = `${ctx.schema}.${name}`;
  const sorted = [...keys].sort();
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  let hint: string | null = null;
  if (overloads.length === 0) {
    const names = [...ctx.cache.routines.values()]
      .flat()
      .filter((r) => r.schema === ctx.schema)
      .map((r) => r.name);
    const perhaps = closest(name, names);
    if (perhaps !== undefined)
      hint = `Perhaps you meant to call the function ${ctx.schema}.${perhaps}`;
  } else {
    const lists = overloads.map(
      (r) =>
        `(${r.params
          .map((p) => p.name)
          .sort()
          .join(', ')})`,
    );
    hint = `Perhaps you meant to call the function ${fn}${lists[0]}`;
  }
  return apiError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${signature} in the schema cache`,
    `Searched for the function ${fn}${searched}${ctx.request.method === 'POST' ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

async function callRoutine(ctx: Context, name: string): Promise<PostgrestResponse> {
  const { request, prefs } = ctx;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST')
    throw apiError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
  const read = request.method !== 'POST';
  const overloads = routineOverloads(request, ctx.cache, name);
  const body = request.body === undefined || request.body === null ? {} : request.body;
  let args: Record<string, unknown>;
  if (read) {
    args = Object.fromEntries(ctx.query.params);
  } else if (typeof body === 'object' && !Array.isArray(body)) {
    args = body as Record<string, unknown>;
  } else {
    args = {};
  }
  const keys = Object.keys(args);
  const jsonParam = (r: Routine) =>
    r.params.length === 1 && (r.params[0]?.type === 'json' || r.params[0]?.type === 'jsonb');
  let routine: Routine | undefined;
  let singleObject = false;
  if (!read && prefs.params === 'single-object') {
    routine = overloads.find(jsonParam);
    singleObject = true;
  } else {
    const candidates = overloads.filter(
      (r) =>
        keys.every((k) => r.params.some((p) => p.name === k)) &&
        r.params.every((p) => p.hasDefault || keys.includes(p.name)),
    );
    if (candidates.length > 1)
      throw apiError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${candidates
          .map(
            (r) =>
              `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
          )
          .join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    routine = candidates[0];
    if (!routine && !read) {
      routine = overloads.find((r) => jsonParam(r) && r.params[0]?.name === '');
      singleObject = routine !== undefined;
    }
  }
  if (!routine) throw routineNotFound(ctx, name, keys, overloads);
  if (read) await ctx.tx.query('SET TRANSACTION READ ONLY');

  const params = new Params();
  const fn = qualifiedIdent(routine.schema, routine.name);
  let call: string;
  let argsFrom = '';
  if (singleObject) {
    call = `${fn}(${params.add(JSON.stringify(body))}::${routine.params[0]?.type ?? 'json'})`;
  } else {
    const given = routine.params.filter((p) => keys.includes(p.name));
    if (given.length) {
      argsFrom = `pg_catalog.json_to_record(${params.add(JSON.stringify(args))}::json) AS pgrst_args(${given
        .map((p) => `${ident(p.name)} ${p.type}`)
        .join(', ')})`;
    }
    call = `${fn}(${given.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`).join(', ')})`;
  }
  const topRange = intersect(ctx.query.ranges.get(''), headerRange(request));
  const alias = routine.name;
  let rows: unknown[];
  let total: number | undefined;
  let scalarBody: unknown;
  const returns = routine.returns;
  if (returns.kind === 'void' || (returns.kind === 'scalar' && !routine.setof)) {
    const sql = `SELECT (pg_catalog.to_json(${call}))::text AS body${argsFrom ? ` FROM ${argsFrom}` : ''}`;
    const result = await ctx.tx.query<{ body: string | null }>(sql, params.values);
    const value = result.rows[0]?.body;
    if (returns.kind === 'void')
      return { status: 204, headers: { ...applied(prefs, ['count']) }, body: undefined };
    scalarBody = value === null || value === undefined ? null : JSON.parse(value);
    rows = [scalarBody];
    total = wantsCount(prefs) ? 1 : undefined;
  } else {
    const source = `${argsFrom ? `${argsFrom}, LATERAL ` : ''}${call} AS ${ident(alias)}`;
    const relation =
      returns.kind === 'composite' && returns.relation
        ? ctx.cache.relations.get(qualified(returns.relation.schema, returns.relation.name))
        : undefined;
    if (returns.kind === 'scalar') {
      ctx.query.select = [
        { kind: 'field', field: { name: alias, json: [] }, alias: 'pgrst_scalar' },
      ];
    }
    const node = new Planner(ctx.cache, params).plan(
      { ...(relation ? { relation } : {}), alias, source },
      ctx.query,
      topRange ? { topRange } : {},
    );
    const shaped = await runRead(ctx, node, params, wantsCount(prefs));
    rows =
      returns.kind === 'scalar'
        ? shaped.rows.map((r) => (r as { pgrst_scalar: unknown }).pgrst_scalar)
        : shaped.rows;
    total = shaped.total;
    scalarBody = routine.setof ? rows : (rows[0] ?? null);
  }
  const { status, headers } = rangeStatus(routine.setof ? topRange : undefined, rows.length, total);
  const responseBody = ctx.media.single && routine.setof ? singular(rows) : scalarBody;
  return {
    status,
    headers: {
      ...headers,
      ...applied(prefs, ['count']),
      'Content-Type': ctx.media.contentType,
      ...ctx.profileHeader,
    },
    body: request.method === 'HEAD' ? undefined : responseBody,
  };
}
