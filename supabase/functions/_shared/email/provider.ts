import type { EmailAttachment } from '../../../../packages/domain/src/messages/index.ts';

/** One e-mail handed to a provider. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: readonly EmailAttachment[];
  /** The outbox row's id: a provider that dedupes by key never sends one row twice. */
  idempotencyKey: string;
  /** Which template (notifications.reason), for the provider's logs and the demo mailbox. */
  reason: string;
}

/**
 * What came of one send. `retryable` says whether trying again later may succeed (the provider
 * was down, rate-limited us, or refused our key) or never will (the message itself was refused).
 */
export type SendResult =
  | { ok: true; messageId: string | null }
  | { ok: false; retryable: boolean; error: string; retryAfterMs?: number };

/** An e-mail service: Resend in production, the demo mailbox in demo mode, a fake in tests. */
export interface EmailProvider {
  readonly name: string;
  send(email: OutgoingEmail): Promise<SendResult>;
}
