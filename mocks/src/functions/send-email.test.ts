import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../backend.ts';
import {
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_SERVICE_ROLE_KEY,
  MOCK_SUPABASE_URL,
} from '../config.ts';
import { FIXTURE_EMAILS, FIXTURE_PASSWORD } from '../db/fixtures.ts';
import '../node.ts';

/**
 * Demo mode's e-mail (issue 35): the send-email core runs on the demo's database with the demo
 * mailbox as the provider, right after the REST write that wrote the outbox row.
 */
const fixtureClock = '2026-11-21T10:30:00-03:00';
const backend = createMockBackend({ siteUrl: 'https://demo.mare.example' });
const server = setupServer(...backend.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await backend.database();
}, 60_000);
afterEach(() => backend.reset());
afterAll(async () => {
  server.close();
  await backend.close();
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${MOCK_SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: MOCK_SUPABASE_ANON_KEY,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

async function tokenOf(email: string) {
  const response = await post('/auth/v1/token?grant_type=password', {
    email,
    password: FIXTURE_PASSWORD,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const notices = () => backend.mailbox.all().filter((mail) => mail.type === 'notification');

describe('the demo mailbox as the e-mail provider', () => {
  it('a departure cancelled for weather: each buyer’s e-mail is in the mailbox when the answer arrives', async () => {
    backend.pinBookingTime(fixtureClock);
    const [dep] = await backend.fixtures.sql<{ id: string; buyers: string[] }>(
      `select d.id, array_agg(distinct lower(b.contact_email)) as buyers from public.departures d
       join public.tours t on t.id = d.tour_id join public.bookings b on b.departure_id = d.id
       where t.owner_id = '00000000-0000-4000-8000-000000000003' and b.status = 'confirmed'
         and d.status in ('scheduled', 'confirmed') and d.starts_at > $1::timestamptz + interval '2 days'
       group by d.id, d.starts_at order by d.starts_at limit 1`,
      [fixtureClock],
    );
    if (!dep) throw new Error('no paid departure in the seed');
    expect(notices()).toEqual([]);

    const owner = await tokenOf(FIXTURE_EMAILS.boatOwner);
    const answer = await post(
      '/rest/v1/rpc/cancel_departure',
      { departure_id: dep.id, reason: 'Mar fechado pela Capitania dos Portos' },
      owner,
    );
    expect(answer.status).toBe(200);

    const cancelled = notices().filter((mail) => mail.reason === 'departure_cancelled');
    expect(cancelled.map((mail) => mail.to).sort()).toEqual(expect.arrayContaining(dep.buyers));
    for (const mail of cancelled) {
      expect(mail.subject).toMatch(/^Passeio cancelado: /);
      expect(mail.text).toContain('Motivo: Mar fechado pela Capitania dos Portos');
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain('https://demo.mare.example/passeios/');
    }
    // Kept in the database too: another tab's mailbox reads them.
    const [stored] = await backend.fixtures.sql<{ n: number }>(
      `select count(*)::int as n from mock.mailbox where message ->> 'type' = 'notification'`,
    );
    expect(stored?.n).toBe(notices().length);
    const [sent] = await backend.fixtures.sql<{ pending: number }>(
      `select count(*) filter (where status <> 'sent')::int as pending from public.notifications
       where departure_id = $1 and channel = 'email'`,
      [dep.id],
    );
    expect(sent?.pending).toBe(0);
  });

  it('POST /functions/v1/send-email answers like the hosted function: its secret, then a run', async () => {
    const refused = await post('/functions/v1/send-email', {}, 'not-the-secret');
    expect(refused.status).toBe(401);
    const run = await post('/functions/v1/send-email', {}, MOCK_SUPABASE_SERVICE_ROLE_KEY);
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
  });
});
