import type { BackendContext } from './context.ts';
import type { MailMessage } from './db/types.ts';

/** The emails one mock backend "sent", oldest first. */
export interface Mailbox {
  all(): MailMessage[];
  /** The newest email, optionally the newest to one address. */
  latest(to?: string): MailMessage | undefined;
  clear(): void;
}

export function createMailbox(ctx: Pick<BackendContext, 'state'>): Mailbox {
  return {
    all: () => [...ctx.state.mailbox],
    latest: (to) =>
      ctx.state.mailbox.findLast((m) => to === undefined || m.to === to.trim().toLowerCase()),
    clear: () => {
      ctx.state.mailbox = [];
    },
  };
}
