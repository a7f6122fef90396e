// The Pix functions as fetch-style handlers, `(Request) => Promise<Response>`: the Deno entry
// points serve them with Deno.serve, the mock backend and the tests call them directly.
import { cors, json, sameSecret } from '../http.ts';
import { ChargeError, PixError } from './errors.ts';
import { createCharge, handleWebhook, reconcile, runRefunds, type PixDeps } from './handlers.ts';

/** A configured secret shorter than 16 characters is never matched: a guessable one is a fault. */
const strongSecret = (given: string, expected: string) =>
  expected.length >= 16 && sameSecret(given, expected);

/** A PSP failure as the buyer's screen words it (status 502: the gateway behind us failed). */
function pspFailure(error: PixError): Response {
  return json(502, { error: error.code === 'psp_unavailable' ? 'psp_unavailable' : 'psp_refused' });
}

/**
 * pix-charge: POST { booking_id } with the buyer's JWT → { txid, br_code, amount, expires_at }.
 * 404 not_found, 409 not_payable (paid, expired or cancelled), 502 psp_unavailable / psp_refused
 * (the seats stay held: the buyer may try again until the payment expires).
 */
export function chargeHandler(
  deps: PixDeps & { authenticate: (authorization: string) => Promise<string | null> },
) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const authorization = request.headers.get('Authorization') ?? '';
    if (!authorization.startsWith('Bearer ')) return json(401, { error: 'unauthorized' });
    const buyerId = await deps.authenticate(authorization).catch(() => null);
    if (!buyerId) return json(401, { error: 'unauthorized' });
    const body = (await request.json().catch(() => null)) as { booking_id?: unknown } | null;
    const bookingId = typeof body?.booking_id === 'string' ? body.booking_id : null;
    if (!bookingId || !/^[0-9a-f-]{36}$/i.test(bookingId)) {
      return json(400, { error: 'invalid_request' });
    }
    try {
      const charge = await createCharge(deps, { bookingId, buyerId });
      return json(200, {
        txid: charge.txid,
        br_code: charge.brCode,
        amount: charge.amount,
        expires_at: charge.expiresAt,
      });
    } catch (error) {
      if (error instanceof ChargeError)
        return json(error.code === 'not_found' ? 404 : 409, { error: error.code });
      if (error instanceof PixError) return pspFailure(error);
      return json(500, { error: 'internal' });
    }
  };
}

/**
 * pix-webhook: the PSP POSTs { pix: [...] } to <function>/<secret>/pix. A wrong secret is 404 (the
 * URL does not exist for whoever guesses it); once authenticated every notification is answered
 * 200, unknown or odd ones included (they are recorded for the admin), except while the PSP itself
 * cannot be read back (503: the PSP sends it again).
 */
export function webhookHandler(deps: PixDeps) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const match = /\/pix-webhook\/([^/]+)(?:\/pix)?\/?$/.exec(path);
    if (!match || !strongSecret(decodeURIComponent(match[1] ?? ''), deps.config.webhookSecret)) {
      return new Response(null, { status: 404 });
    }
    if (request.method !== 'POST') return new Response(null, { status: 405 });
    const text = await request.text();
    // Some PSPs probe the URL with an empty POST when it is registered.
    if (text.trim() === '') return json(200, { results: [] });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: 'invalid_json' });
    }
    try {
      return json(200, await handleWebhook(deps, body));
    } catch (error) {
      if (error instanceof PixError) return json(503, { error: error.code });
      return json(500, { error: 'internal' });
    }
  };
}

function cronGuard(deps: PixDeps, request: Request): Response | null {
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
  const authorization = request.headers.get('Authorization') ?? '';
  if (!strongSecret(authorization.replace(/^Bearer /, ''), deps.config.cronSecret)) {
    return json(401, { error: 'unauthorized' });
  }
  return null;
}

/** pix-reconcile: POST with the cron secret; the last `windowMinutes` (default 120) of charges. */
export function reconcileHandler(deps: PixDeps, options: { windowMinutes?: number } = {}) {
  return async (request: Request): Promise<Response> => {
    const refused = cronGuard(deps, request);
    if (refused) return refused;
    const to = deps.now();
    const from = new Date(to.getTime() - (options.windowMinutes ?? 120) * 60_000);
    try {
      return json(200, await reconcile(deps, { from, to }));
    } catch (error) {
      if (error instanceof PixError) return json(503, { error: error.code });
      return json(500, { error: 'internal' });
    }
  };
}

/** pix-refund: POST with the cron secret; sends and follows the refunds that are due. */
export function refundHandler(deps: PixDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = cronGuard(deps, request);
    if (refused) return refused;
    try {
      return json(200, await runRefunds(deps));
    } catch {
      return json(500, { error: 'internal' });
    }
  };
}
