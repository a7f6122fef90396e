import type { BackendContext } from './context.ts';
import type { MailMessage } from './db/types.ts';

/** The emails one mock backend "sent", oldest first. */
export interface Mailbox {
  all(): MailMessage[];
  /** The newest email, optionally the newest to one address. */
  latest(to?: string): MailMessage | undefined;
  /**
   * Reads the emails again from the database: another tab of the demo (one database per origin)
   * may have sent some. Resolves whether the list changed.
   */
  reload(): Promise<boolean>;
}

export function createMailbox(ctx: Pick<BackendContext, 'mail' | 'db'>): Mailbox {
  return {
    all: () => [...ctx.mail],
    async reload() {
      const database = await ctx.db();
      const { rows } = await database.query<{ message: MailMessage }>(
        `select message from mock.mailbox order by seq`,
      );
      const same =
        rows.length === ctx.mail.length &&
        rows.every((row, index) => row.message.id === ctx.mail[index]?.id);
      if (same) return false;
      ctx.mail.splice(0, ctx.mail.length, ...rows.map((row) => row.message));
      return true;
    },
    latest: (to) => ctx.mail.findLast((m) => to === undefined || m.to === to.trim().toLowerCase()),
  };
}
