import { pgError } from './errors.ts';

export type Row = Record<string, unknown>;

export interface Filter {
  column: string;
  test(value: unknown): boolean;
}

export interface ReadQuery {
  /** [output name, column] pairs; null means `*`. */
  columns: Array<[string, string]> | null;
  filters: Filter[];
  order: Array<{ column: string; descending: boolean }>;
  limit: number | null;
  offset: number;
}

/** Query parameters that are not column filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

function parseFilter(
  column: string,
  raw: string,
  uuidColumns: readonly string[],
): Filter | Response {
  const dot = raw.indexOf('.');
  const op = raw.slice(0, dot);
  const operand = raw.slice(dot + 1);
  const badUuid = (v: string) => uuidColumns.includes(column) && !UUID.test(v);
  const invalidUuid = (v: string) =>
    pgError(400, '22P02', `invalid input syntax for type uuid: "${v}"`);
  switch (dot > 0 ? op : '') {
    case 'eq':
      if (badUuid(operand)) return invalidUuid(operand);
      return { column, test: (v) => asText(v) === operand };
    case 'neq':
      if (badUuid(operand)) return invalidUuid(operand);
      return { column, test: (v) => v !== null && asText(v) !== operand };
    case 'is': {
      const expected = { null: null, true: 'true', false: 'false' }[operand];
      if (expected === undefined) break;
      return { column, test: (v) => asText(v) === expected };
    }
    case 'in': {
      const list = /^\((.*)\)$/.exec(operand)?.[1];
      if (list === undefined) break;
      const values = list.split(',').map((v) => v.trim().replace(/^"(.*)"$/, '$1'));
      const wrong = values.find(badUuid);
      if (wrong !== undefined) return invalidUuid(wrong);
      return { column, test: (v) => values.includes(asText(v) ?? '\u0000') };
    }
  }
  return pgError(400, 'PGRST100', `failed to parse filter (${raw})`);
}

const unknownColumn = (table: string, column: string) =>
  pgError(400, '42703', `column ${table}.${column} does not exist`);

/** Reads PostgREST's query string: select, column filters, order, limit and offset. */
export function parseReadQuery(
  url: URL,
  table: string,
  columns: readonly string[],
  uuidColumns: readonly string[],
): ReadQuery | Response {
  const params = url.searchParams;
  const query: ReadQuery = { columns: null, filters: [], order: [], limit: null, offset: 0 };

  const select = (params.get('select') ?? '*').split(',').map((s) => s.trim());
  if (!select.includes('*')) {
    query.columns = [];
    for (const item of select) {
      const [alias, column = alias] = item.split(':') as [string, string?];
      if (/[()]/.test(item)) {
        return pgError(
          400,
          'PGRST200',
          `Could not find a relationship for '${item}' in the schema cache`,
        );
      }
      if (!columns.includes(column)) return unknownColumn(table, column);
      query.columns.push([alias, column]);
    }
  }

  for (const [name, raw] of params) {
    if (RESERVED.has(name)) continue;
    if (!columns.includes(name)) return unknownColumn(table, name);
    const filter = parseFilter(name, raw, uuidColumns);
    if (filter instanceof Response) return filter;
    query.filters.push(filter);
  }

  for (const term of (params.get('order') ?? '').split(',').filter(Boolean)) {
    const [column = '', direction] = term.split('.');
    if (!columns.includes(column)) return unknownColumn(table, column);
    query.order.push({ column, descending: direction === 'desc' });
  }

  const whole = (name: string) => {
    const raw = params.get(name);
    const value = raw === null ? null : Number(raw);
    return value !== null && (!Number.isInteger(value) || value < 0) ? NaN : value;
  };
  const limit = whole('limit');
  const offset = whole('offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) {
    return pgError(400, 'PGRST100', 'limit and offset must be non-negative integers');
  }
  query.limit = limit;
  query.offset = offset ?? 0;
  return query;
}

export const matches = (row: Row, filters: Filter[]) => filters.every((f) => f.test(row[f.column]));

function compare(a: unknown, b: unknown) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

export function sortRows<R extends Row>(rows: R[], order: ReadQuery['order']): R[] {
  return [...rows].sort((x, y) => {
    for (const { column, descending } of order) {
      const result = compare(x[column], y[column]);
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  });
}

/** Keeps the selected columns, renamed by their aliases. */
export function project(row: Row, columns: ReadQuery['columns']): Row {
  if (!columns) return { ...row };
  return Object.fromEntries(columns.map(([alias, column]) => [alias, row[column]]));
}

/** The `Prefer` header's return and count preferences. */
export function parsePrefer(request: Request) {
  const parts = (request.headers.get('Prefer') ?? '').split(',').map((p) => p.trim());
  return {
    representation: parts.includes('return=representation'),
    count: parts.some((p) => /^count=(exact|planned|estimated)$/.test(p)),
  };
}

/** `.single()` asks for exactly one object. */
export const wantsSingle = (request: Request) =>
  (request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json');
