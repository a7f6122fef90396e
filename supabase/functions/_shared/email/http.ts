import type { DeliverySummary } from './delivery.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Compares without an early exit, so the secret's length and prefix leak nothing by timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * POST /functions/v1/send-email with `Authorization: Bearer <EMAIL_CRON_SECRET>` (pg_cron through
 * pg_net every minute, or anyone holding the secret): one delivery run, answered with its summary.
 */
export function sendEmailHandler(options: {
  secret: string;
  deliver: () => Promise<DeliverySummary>;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const authorization = request.headers.get('Authorization') ?? '';
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!options.secret || !sameSecret(token, options.secret))
      return json(401, { error: 'unauthorized' });
    try {
      return json(200, await options.deliver());
    } catch (error) {
      return json(500, { error: 'delivery_failed', detail: (error as Error).message });
    }
  };
}
