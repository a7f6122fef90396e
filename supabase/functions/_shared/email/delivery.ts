import { renderEmail } from '../../../../packages/domain/src/messages/index.ts';
import type { EmailProvider } from './provider.ts';

/** An e-mail the database handed over to send (public.claim_email_notifications). */
export interface ClaimedEmail {
  id: string;
  reason: string;
  to: string | null;
  payload: unknown;
  /** Attempts including this one. */
  attempts: number;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; providerMessageId: string | null }
  | { outcome: 'retry'; error: string; retryAt: Date }
  | { outcome: 'failed'; error: string };

/** The outbox as the delivery sees it: the service-role RPCs, or SQL in tests and the demo. */
export interface DeliveryDatabase {
  claim(batch: number): Promise<ClaimedEmail[]>;
  record(id: string, outcome: DeliveryOutcome): Promise<void>;
}

export interface DeliveryDeps {
  db: DeliveryDatabase;
  provider: EmailProvider;
  now: () => Date;
  /** Where the e-mails' links point (no trailing slash). */
  siteUrl: string;
  /** Rows claimed at a time (default 20). */
  batch?: number;
  /** Batches per run at most (default 5): a run ends even if e-mails keep arriving. */
  rounds?: number;
  /** After this many attempts an e-mail is recorded as failed (default 6). */
  maxAttempts?: number;
}

export interface DeliverySummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** Minutes to wait after the nth failed attempt: 1, 5, 30, 2 h, 8 h. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 480] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attempts` attempts (a provider's Retry-After, when longer, wins). */
export function nextAttemptAt(now: Date, attempts: number, retryAfterMs = 0): Date {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MINUTES.length) - 1;
  const delay = Math.max((RETRY_DELAYS_MINUTES[index] ?? 480) * 60_000, retryAfterMs);
  return new Date(now.getTime() + delay);
}

/** Sends one claimed e-mail and says what to record. Never throws. */
async function deliverOne(deps: DeliveryDeps, email: ClaimedEmail): Promise<DeliveryOutcome> {
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  if (!email.to) return { outcome: 'failed', error: 'sem endereço de e-mail' };
  const rendered = renderEmail(email.reason, email.payload, {
    siteUrl: deps.siteUrl.replace(/\/+$/, ''),
    now: deps.now(),
  });
  if (!rendered) return { outcome: 'failed', error: `modelo desconhecido: ${email.reason}` };
  let result;
  try {
    result = await deps.provider.send({
      to: email.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments,
      idempotencyKey: email.id,
      reason: email.reason,
    });
  } catch (error) {
    result = { ok: false as const, retryable: true, error: (error as Error).message };
  }
  if (result.ok) return { outcome: 'sent', providerMessageId: result.messageId };
  if (result.retryable && email.attempts < maxAttempts)
    return {
      outcome: 'retry',
      error: result.error,
      retryAt: nextAttemptAt(deps.now(), email.attempts, result.retryAfterMs),
    };
  return { outcome: 'failed', error: result.error };
}

/**
 * Delivers what is due: claims a batch (rows other senders hold are skipped, not waited for),
 * sends each through the provider one by one, records sent / retry with backoff / failed, and
 * claims again while batches come back full.
 */
export async function deliverDueEmails(deps: DeliveryDeps): Promise<DeliverySummary> {
  const batch = deps.batch ?? 20;
  const summary: DeliverySummary = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  for (let round = 0; round < (deps.rounds ?? 5); round += 1) {
    const claimed = await deps.db.claim(batch);
    summary.claimed += claimed.length;
    for (const email of claimed) {
      const outcome = await deliverOne(deps, email);
      await deps.db.record(email.id, outcome);
      if (outcome.outcome === 'sent') summary.sent += 1;
      else if (outcome.outcome === 'retry') summary.retried += 1;
      else summary.failed += 1;
    }
    if (claimed.length < batch) break;
  }
  return summary;
}
