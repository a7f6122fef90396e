import type { BackendContext } from '../context.ts';
import type { MockState } from '../db/types.ts';
import type { Caller } from './caller.ts';
import { permissionDenied, pgError } from './errors.ts';
import {
  matches,
  parsePrefer,
  parseReadQuery,
  project,
  sortRows,
  wantsSingle,
  type Row,
} from './query.ts';
import { contentRange, noBody, rowArray, singleRow } from './respond.ts';

export type TableName = keyof MockState['tables'];

/** A table and its row rules, mirroring the SQL policies of supabase/DATA-MODEL.md. */
export interface TableDef {
  name: TableName;
  columns: readonly string[];
  uuidColumns: readonly string[];
  notNull: readonly string[];
  /** Columns a client may not set (generated identities). */
  readOnly: readonly string[];
  /** The CHECK constraint a row breaks, if any. */
  violatedCheck?(row: Row): string | null;
  canSelect(caller: Exclude<Caller, { kind: 'anon' }>, row: Row): boolean;
  canUpdate(caller: Exclude<Caller, { kind: 'anon' }>, row: Row): boolean;
}

export const rowsOf = (ctx: BackendContext, table: TableName) =>
  ctx.state.tables[table] as unknown as Row[];

const denied = (table: TableName) => permissionDenied(true, `permission denied for table ${table}`);

/** GET (and HEAD) on a table: RLS-visible rows, filtered, ordered, paged, maybe one object. */
export function selectResponse(
  ctx: BackendContext,
  def: TableDef,
  caller: Caller,
  request: Request,
  head = false,
) {
  if (caller.kind === 'anon') return denied(def.name);
  const query = parseReadQuery(new URL(request.url), def.name, def.columns, def.uuidColumns);
  if (query instanceof Response) return query;
  const visible = rowsOf(ctx, def.name).filter(
    (r) => def.canSelect(caller, r) && matches(r, query.filters),
  );
  const sorted = sortRows(visible, query.order);
  const page = sorted.slice(
    query.offset,
    query.limit === null ? undefined : query.offset + query.limit,
  );
  const rows = page.map((r) => project(r, query.columns));
  const { count } = parsePrefer(request);
  const total = count ? sorted.length : null;
  const headers = { 'Content-Range': contentRange(query.offset, rows.length, total) };
  if (wantsSingle(request)) return singleRow(rows, 200, headers);
  const partial = total !== null && rows.length < total;
  if (head) return noBody(partial ? 206 : 200, headers);
  return rowArray(rows, partial ? 206 : 200, headers);
}

/** Checks a write's columns and values as Postgres and PostgREST would. */
export function invalidWrite(def: TableDef, values: Row): Response | null {
  for (const [column, value] of Object.entries(values)) {
    if (!def.columns.includes(column) || def.readOnly.includes(column)) {
      return pgError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${def.name}' in the schema cache`,
      );
    }
    if (value === null && def.notNull.includes(column)) {
      return pgError(
        400,
        '23502',
        `null value in column "${column}" of relation "${def.name}" violates not-null constraint`,
      );
    }
  }
  return null;
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PATCH: updates the rows the caller may update among those the filters match. With `.single()`
 * anything but one row is refused and nothing changes (PostgREST rolls back).
 */
export async function updateResponse(
  ctx: BackendContext,
  def: TableDef,
  caller: Caller,
  request: Request,
) {
  if (caller.kind === 'anon') return denied(def.name);
  const query = parseReadQuery(new URL(request.url), def.name, def.columns, def.uuidColumns);
  if (query instanceof Response) return query;
  const values: unknown = await request.json();
  if (!isRow(values)) return pgError(400, 'PGRST102', 'Empty or invalid json');
  const invalid = invalidWrite(def, values);
  if (invalid) return invalid;

  const targets = rowsOf(ctx, def.name).filter(
    (r) => def.canSelect(caller, r) && def.canUpdate(caller, r) && matches(r, query.filters),
  );
  const updated = targets.map((r) => ({ ...r, ...values }));
  for (const row of updated) {
    const check = def.violatedCheck?.(row);
    if (check) {
      return pgError(
        400,
        '23514',
        `new row for relation "${def.name}" violates check constraint "${check}"`,
      );
    }
  }
  const single = wantsSingle(request);
  if (single && updated.length !== 1) return singleRow(updated, 200);
  targets.forEach((row, i) => Object.assign(row, updated[i]));

  const headers = { 'Content-Range': contentRange(0, updated.length, null) };
  if (!parsePrefer(request).representation) return noBody(204, headers);
  const rows = updated.map((r) => project(r, query.columns));
  return single ? singleRow(rows, 200, headers) : rowArray(rows, 200, headers);
}
