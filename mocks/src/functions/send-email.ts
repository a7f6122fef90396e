import { http, type HttpHandler } from 'msw';
import {
  deliverDueEmails,
  sendEmailHandler,
  sqlDeliveryDatabase,
  type DeliverySummary,
  type EmailProvider,
} from '../../../supabase/functions/_shared/email/index.ts';
import { isoAt } from '../clock.ts';
import { MOCK_SUPABASE_SERVICE_ROLE_KEY, MOCK_SUPABASE_URL } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { MailMessage } from '../db/types.ts';
import { runAs } from '../postgrest/index.ts';

/**
 * The demo mailbox as the e-mail provider: each e-mail lands in mock.mailbox (and the page's
 * mirror of it), where /demo/caixa-de-entrada shows it. The same interface Resend implements.
 */
function mailboxProvider(
  ctx: Pick<BackendContext, 'db' | 'mail' | 'random'>,
  now: () => string,
): EmailProvider {
  return {
    name: 'demo-mailbox',
    async send(email) {
      const message: MailMessage = {
        id: ctx.random.uuid(),
        type: 'notification',
        to: email.to.trim().toLowerCase(),
        subject: email.subject,
        text: email.text,
        token_hash: '',
        token: '',
        redirect_to: null,
        sent_at: now(),
        reason: email.reason,
        html: email.html,
        attachments: email.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
        })),
      };
      const db = await ctx.db();
      await db.query(`insert into mock.mailbox (message) values ($1)`, [JSON.stringify(message)]);
      ctx.mail.push(message);
      return { ok: true, messageId: message.id };
    },
  };
}

/** Where the e-mails' links point: the page's own origin in the demo. */
const defaultSiteUrl = () =>
  (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost:5173';

/**
 * One run of the send-email Edge Function's core on the demo's database, as the service role
 * (the claim and the record are its RPCs), at the backend's clock. Runs are queued one after
 * another: one asked for while another goes still runs, so nothing due is left behind.
 */
export function createEmailDelivery(
  ctx: BackendContext,
  siteUrl: () => string = defaultSiteUrl,
): () => Promise<DeliverySummary> {
  // The booking rules' time (pinned in stories and tests), as the rows' own dates are.
  const now = () => ctx.bookingTime.pinned ?? isoAt(ctx.clock);
  const provider = mailboxProvider(ctx, now);
  const once = async (): Promise<DeliverySummary> => {
    const db = await ctx.db();
    return deliverDueEmails({
      db: sqlDeliveryDatabase(<T>(text: string, params: unknown[]) =>
        runAs(db, 'service_role', { role: 'service_role' }, async (tx) => {
          await tx.query(`select set_config('mare.now', $1, true)`, [now()]);
          return (await tx.query<T>(text, params)).rows;
        }),
      ),
      provider,
      now: () => new Date(now()),
      siteUrl: siteUrl(),
    });
  };
  let tail: Promise<unknown> = Promise.resolve();
  return () => {
    const run = tail.then(once, once);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * POST /functions/v1/send-email as the hosted function answers it (supabase/functions/send-email):
 * its cron secret is, in the demo, the mock's service-role key.
 */
export const sendEmailHandlers = (deliver: () => Promise<DeliverySummary>): HttpHandler[] => {
  const handle = sendEmailHandler({ secret: MOCK_SUPABASE_SERVICE_ROLE_KEY, deliver });
  return [
    http.post(`${MOCK_SUPABASE_URL}/functions/v1/send-email`, ({ request }) => handle(request)),
  ];
};
