// Edge Function send-email (Deno; deploy with `npx supabase functions deploy send-email --no-verify-jwt`:
// it checks its own secret). Delivers the e-mail outbox (public.notifications):
//   1. claims due rows with the service-role key (public.claim_email_notifications: for update
//      skip locked, so two runs never send one row; opted-out optional e-mails become skipped);
//   2. renders each row's pt-BR template (packages/domain/src/messages) and sends it through
//      Resend's HTTP API;
//   3. records sent_at, or the error and the next attempt (backoff), or the failure.
// pg_cron calls it every minute (README, "E-mail"). The demo runs the same core against its own
// database with the demo mailbox as the provider (mocks/src/functions/send-email.ts).
import { createClient } from 'npm:@supabase/supabase-js@2';
import { json } from '../_shared/http.ts';
import {
  createResendProvider,
  deliverDueEmails,
  rpcDeliveryDatabase,
  sendEmailHandler,
} from '../_shared/email/index.ts';

/** The secrets and settings this function reads (`supabase secrets set ...`). */
export interface SendEmailEnv {
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  EMAIL_REPLY_TO?: string;
  EMAIL_CRON_SECRET?: string;
  SITE_URL?: string;
}

/** What the function cannot run without. */
const REQUIRED = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'RESEND_API_KEY',
  'EMAIL_FROM',
  'EMAIL_CRON_SECRET',
  'SITE_URL',
] as const;
type Required = (typeof REQUIRED)[number];

/** The environment with every required value present, or the names of those missing. */
function readEnv(env: SendEmailEnv): Record<Required, string> | Required[] {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) return missing;
  const value = (name: Required) => env[name] ?? '';
  return Object.fromEntries(REQUIRED.map((name) => [name, value(name)])) as Record<
    Required,
    string
  >;
}

/** The request handler for an environment; fetch and clock injected so a test runs it offline. */
export function createSendEmailHandler(
  env: SendEmailEnv,
  io: { fetch: typeof fetch; now: () => Date } = { fetch, now: () => new Date() },
): (request: Request) => Promise<Response> {
  const config = readEnv(env);
  if (Array.isArray(config))
    return () => Promise.resolve(json(500, { error: 'misconfigured', missing: config }));
  const client = createClient(config.SUPABASE_URL, config.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: io.fetch },
  });
  const provider = createResendProvider({
    apiKey: config.RESEND_API_KEY,
    from: config.EMAIL_FROM,
    ...(env.EMAIL_REPLY_TO ? { replyTo: env.EMAIL_REPLY_TO } : {}),
    fetch: io.fetch,
  });
  return sendEmailHandler({
    secret: config.EMAIL_CRON_SECRET,
    deliver: () =>
      deliverDueEmails({
        db: rpcDeliveryDatabase(client),
        provider,
        now: io.now,
        siteUrl: config.SITE_URL,
      }),
  });
}

if (import.meta.main) {
  Deno.serve(createSendEmailHandler(Deno.env.toObject()));
}
