import type { ClaimedEmail, DeliveryDatabase, DeliveryOutcome } from './delivery.ts';

/** How long a claimed row stays the sender's before another run may take it (seconds). */
export const CLAIM_LEASE_SECONDS = 120;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows claim_email_notifications answers, checked field by field. */
function parseClaimed(value: unknown): ClaimedEmail[] {
  if (!Array.isArray(value)) throw new Error('claim_email_notifications: not a list');
  return value.filter(isObject).map((row) => ({
    id: String(row.id),
    reason: String(row.reason),
    to: typeof row.to === 'string' && row.to !== '' ? row.to : null,
    payload: row.payload ?? {},
    attempts: typeof row.attempts === 'number' ? row.attempts : Number(row.attempts) || 1,
  }));
}

const recordArgs = (id: string, outcome: DeliveryOutcome) => ({
  notification_id: id,
  outcome: outcome.outcome,
  provider_message_id: outcome.outcome === 'sent' ? outcome.providerMessageId : null,
  error: outcome.outcome === 'sent' ? null : outcome.error,
  retry_at: outcome.outcome === 'retry' ? outcome.retryAt.toISOString() : null,
});

/** supabase-js's rpc, structurally (the Edge Function passes a service-role client). */
export interface RpcClient {
  rpc(
    fn: string,
    args: Record<string, unknown>,
  ): PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;
}

/** The outbox over PostgREST with the service-role key (what the Edge Function uses). */
export function rpcDeliveryDatabase(client: RpcClient): DeliveryDatabase {
  return {
    async claim(batch) {
      const { data, error } = await client.rpc('claim_email_notifications', {
        batch,
        lease_seconds: CLAIM_LEASE_SECONDS,
      });
      if (error) throw new Error(`claim_email_notifications: ${error.message}`);
      return parseClaimed(data);
    },
    async record(id, outcome) {
      const { error } = await client.rpc('record_email_delivery', recordArgs(id, outcome));
      if (error) throw new Error(`record_email_delivery: ${error.message}`);
    },
  };
}

/** Runs one statement as the service role and answers its rows (PGlite in tests and the demo). */
export type SqlRunner = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** The outbox over plain SQL: the same functions, called directly. */
export function sqlDeliveryDatabase(run: SqlRunner): DeliveryDatabase {
  return {
    async claim(batch) {
      const rows = await run<{ claimed: unknown }>(
        'select public.claim_email_notifications($1, $2) as claimed',
        [batch, CLAIM_LEASE_SECONDS],
      );
      return parseClaimed(rows[0]?.claimed ?? []);
    },
    async record(id, outcome) {
      const args = recordArgs(id, outcome);
      await run('select public.record_email_delivery($1, $2, $3, $4, $5)', [
        args.notification_id,
        args.outcome,
        args.provider_message_id,
        args.error,
        args.retry_at,
      ]);
    },
  };
}
