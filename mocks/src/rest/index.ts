import { http as mswHttp, HttpResponse } from 'msw';
import { isoAt } from '../clock.ts';
import { MOCK_SUPABASE_URL } from '../config.ts';
import type { BackendContext } from '../context.ts';
import { handlePostgrest, runAs, type PostgrestRequest } from '../postgrest/index.ts';
import { resolveCaller } from './caller.ts';
import { pgError } from './errors.ts';

const METHODS = new Set<PostgrestRequest['method']>([
  'GET',
  'HEAD',
  'POST',
  'PATCH',
  'PUT',
  'DELETE',
]);
const isMethod = (method: string): method is PostgrestRequest['method'] =>
  METHODS.has(method as PostgrestRequest['method']);

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's JSON body, undefined when empty; null when it is not JSON. */
async function jsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Every /rest/v1 request: the PostgREST translator runs it on the database in a transaction as
 * the caller's role with `request.jwt.claims` set, so the migrations' grants, row-level security,
 * triggers and functions decide every answer. Nothing here knows a table.
 */
export const restHandlers = (ctx: BackendContext) => [
  mswHttp.all(`${MOCK_SUPABASE_URL}/rest/v1/*`, async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (!isMethod(method)) return pgError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const caller = await resolveCaller(ctx, request);
    if (caller instanceof Response) return method === 'HEAD' ? withoutBody(caller) : caller;
    const body = await jsonBody(request);
    // PostgREST takes one object to PATCH; an array is refused before any SQL runs.
    if (!body.ok || (method === 'PATCH' && !isObject(body.value)))
      return pgError(400, 'PGRST102', 'Empty or invalid json');
    const [db, schema] = await Promise.all([ctx.db(), ctx.schema()]);
    const answer = await runAs(db, caller.role, caller.claims, async (tx) => {
      // The booking rules read the time from mare.now: the backend's clock, as tests set it.
      await tx.query(`select set_config('mare.now', $1, true)`, [
        ctx.bookingTime.pinned ?? isoAt(ctx.clock),
      ]);
      return handlePostgrest(
        tx,
        {
          method,
          path: decodeURIComponent(url.pathname.slice('/rest/v1/'.length)),
          search: url.searchParams,
          headers: request.headers,
          body: body.value,
          role: caller.role,
        },
        schema,
      );
    });
    // What the write wrote to the outbox is delivered before the answer (the demo's driver of
    // the send-email function): the e-mail is in the mailbox when the screen moves on.
    if (method !== 'GET' && method !== 'HEAD' && answer.status < 400)
      await ctx.deliverEmails().catch(() => undefined);
    const payload =
      answer.body === undefined || method === 'HEAD' ? null : JSON.stringify(answer.body);
    return new HttpResponse(payload, { status: answer.status, headers: answer.headers });
  }),
];

/** HEAD answers carry the status and headers of the GET, never its body (errors included). */
const withoutBody = (response: Response) =>
  new HttpResponse(null, { status: response.status, headers: response.headers });
