import type { BackendContext } from './context.ts';
import type { MailMessage } from './db/types.ts';

/** The emails one mock backend "sent", oldest first. */
export interface Mailbox {
  all(): MailMessage[];
  /** The newest email, optionally the newest to one address. */
  latest(to?: string): MailMessage | undefined;
}

export function createMailbox(ctx: Pick<BackendContext, 'mail'>): Mailbox {
  return {
    all: () => [...ctx.mail],
    latest: (to) => ctx.mail.findLast((m) => to === undefined || m.to === to.trim().toLowerCase()),
  };
}
