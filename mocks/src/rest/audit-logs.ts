import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { AuditLog } from '../db/types.ts';
import { http } from '../http.ts';
import { asCaller, type Caller } from './caller.ts';
import { permissionDenied, pgError } from './errors.ts';
import { parsePrefer, project, wantsSingle, type Row } from './query.ts';
import { noBody, rowArray, singleRow } from './respond.ts';
import { invalidWrite, selectResponse } from './table.ts';
import { auditLogsTable } from './tables.ts';

const RLS_VIOLATION = 'new row violates row-level security policy for table "audit_logs"';

const toArray = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body]);
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * INSERT: authenticated callers write rows as themselves (actor_id = auth.uid()); only admins may
 * read them back, so asking for the representation as anyone else fails the RLS check.
 */
async function insertAuditLogs(ctx: BackendContext, caller: Caller, request: Request) {
  if (caller.kind === 'anon')
    return permissionDenied(true, 'permission denied for table audit_logs');
  const items = toArray(await request.json());
  const created: AuditLog[] = [];
  let nextId = Math.max(0, ...ctx.state.tables.audit_logs.map((r) => r.id)) + 1;
  for (const item of items) {
    if (!isRow(item)) return pgError(400, 'PGRST102', 'Empty or invalid json');
    const invalid = invalidWrite(auditLogsTable, item);
    if (invalid) return invalid;
    for (const column of ['action', 'target']) {
      if (typeof item[column] !== 'string') {
        return pgError(
          400,
          '23502',
          `null value in column "${column}" of relation "audit_logs" violates not-null constraint`,
        );
      }
    }
    const actorId =
      item.actor_id === undefined ? (caller.kind === 'user' ? caller.id : null) : item.actor_id;
    if (caller.kind === 'user' && actorId !== caller.id)
      return permissionDenied(false, RLS_VIOLATION);
    created.push({
      id: nextId++,
      actor_id: typeof actorId === 'string' ? actorId : null,
      action: String(item.action),
      target: String(item.target),
      details: isRow(item.details) ? item.details : {},
      created_at: isoAt(ctx.clock),
    });
  }
  const { representation } = parsePrefer(request);
  if (representation && !created.every((row) => auditLogsTable.canSelect(caller, row))) {
    return permissionDenied(false, RLS_VIOLATION);
  }
  ctx.state.tables.audit_logs.push(...created);
  if (!representation) return noBody(201);
  const columns = new URL(request.url).searchParams.get('select');
  const rows = created.map((r) =>
    project(
      r,
      columns && columns !== '*' ? columns.split(',').map((c) => [c, c] as [string, string]) : null,
    ),
  );
  return wantsSingle(request) ? singleRow(rows, 201) : rowArray(rows, 201);
}

export const auditLogHandlers = (ctx: BackendContext) => [
  http.get('/rest/v1/audit_logs', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => selectResponse(ctx, auditLogsTable, c, request)),
    ),
  ),
  http.post('/rest/v1/audit_logs', async ({ request, response }) =>
    response.untyped(await asCaller(ctx, request, (c) => insertAuditLogs(ctx, c, request))),
  ),
];
