import { json, sameSecret } from '../http.ts';
import type { DeliverySummary } from './delivery.ts';

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
