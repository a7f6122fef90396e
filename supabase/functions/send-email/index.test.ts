// deno test: the entry point end to end with a fake network — the service-role RPCs answered like
// PostgREST, Resend's /emails like Resend — so what the deployed function sends and records is
// checked without a project or an API key.
import assert from 'node:assert/strict';
import { createSendEmailHandler, type SendEmailEnv } from './index.ts';

const env: SendEmailEnv = {
  SUPABASE_URL: 'https://project.supabase.test',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  RESEND_API_KEY: 're_test_key',
  EMAIL_FROM: 'Maré <avisos@mare.example>',
  EMAIL_CRON_SECRET: 'cron-secret',
  SITE_URL: 'https://mare.example',
};
const now = new Date('2026-11-21T13:30:00.000Z');

const claimedRow = {
  id: '6f1c0000-0000-4000-8000-000000000001',
  reason: 'departure_cancelled',
  to: 'visitante@mare.example',
  attempts: 1,
  payload: {
    code: 'K7M2QX',
    contact_name: 'Vera Visitante',
    tour_title: 'Passeio de escuna pelas praias de Arraial do Cabo',
    starts_at: '2026-11-22T11:30:00.000Z',
    cancel_reason: 'Mar fechado pela Capitania dos Portos',
    refunded: 22000,
  },
};

interface Seen {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A network where Resend answers with `resendStatus` and the database hands out one row once. */
function fakeNetwork(resendStatus: number) {
  const seen: Seen[] = [];
  let claims = 0;
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    seen.push({ url: request.url, headers: request.headers, body });
    const reply = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (request.url.endsWith('/rest/v1/rpc/claim_email_notifications'))
      return reply(200, claims++ === 0 ? [claimedRow] : []);
    if (request.url.endsWith('/rest/v1/rpc/record_email_delivery'))
      return reply(200, { id: body.notification_id, status: body.outcome });
    if (request.url === 'https://api.resend.com/emails')
      return resendStatus === 200
        ? reply(200, { id: 're_msg_1' })
        : reply(resendStatus, { name: 'internal_server_error', message: 'Resend is down' });
    return reply(404, {});
  };
  return { fakeFetch, seen };
}

const call = (handler: (r: Request) => Promise<Response>, secret = 'cron-secret') =>
  handler(
    new Request('https://project.supabase.test/functions/v1/send-email', {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
    }),
  );

Deno.test('sends a claimed e-mail through Resend and records it as sent', async () => {
  const { fakeFetch, seen } = fakeNetwork(200);
  const response = await call(createSendEmailHandler(env, { fetch: fakeFetch, now: () => now }));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { claimed: 1, sent: 1, retried: 0, failed: 0 });

  const claim = seen.find((s) => s.url.endsWith('/claim_email_notifications'));
  assert.equal(claim?.headers.get('Authorization'), 'Bearer service-role-key');
  assert.deepEqual(claim?.body, { batch: 20, lease_seconds: 120 });

  const send = seen.find((s) => s.url === 'https://api.resend.com/emails');
  assert.equal(send?.headers.get('Authorization'), 'Bearer re_test_key');
  assert.equal(send?.headers.get('Idempotency-Key'), claimedRow.id);
  assert.equal(send?.body.from, 'Maré <avisos@mare.example>');
  assert.deepEqual(send?.body.to, ['visitante@mare.example']);
  assert.match(String(send?.body.subject), /^Passeio cancelado: /);
  assert.match(String(send?.body.text), /Motivo: Mar fechado pela Capitania dos Portos/);
  assert.match(String(send?.body.html), /<html lang="pt-BR">/);

  const record = seen.find((s) => s.url.endsWith('/record_email_delivery'));
  assert.deepEqual(record?.body, {
    notification_id: claimedRow.id,
    outcome: 'sent',
    provider_message_id: 're_msg_1',
    error: null,
    retry_at: null,
  });
});

Deno.test('a provider outage is recorded as a retry one minute later', async () => {
  const { fakeFetch, seen } = fakeNetwork(503);
  const response = await call(createSendEmailHandler(env, { fetch: fakeFetch, now: () => now }));
  assert.deepEqual(await response.json(), { claimed: 1, sent: 0, retried: 1, failed: 0 });
  const record = seen.find((s) => s.url.endsWith('/record_email_delivery'));
  assert.equal(record?.body.outcome, 'retry');
  assert.equal(record?.body.retry_at, '2026-11-21T13:31:00.000Z');
  assert.equal(record?.body.error, 'resend 503: Resend is down');
});

Deno.test('refuses a caller without the cron secret and touches nothing', async () => {
  const { fakeFetch, seen } = fakeNetwork(200);
  const response = await call(
    createSendEmailHandler(env, { fetch: fakeFetch, now: () => now }),
    'wrong',
  );
  assert.equal(response.status, 401);
  assert.equal(seen.length, 0);
});

Deno.test('names the missing secrets instead of starting half-configured', async () => {
  const response = await call(createSendEmailHandler({ ...env, RESEND_API_KEY: '' }));
  assert.equal(response.status, 500);
  assert.deepEqual(await response.json(), { error: 'misconfigured', missing: ['RESEND_API_KEY'] });
});
