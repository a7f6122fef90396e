import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverDueEmails,
  sqlDeliveryDatabase,
  type EmailProvider,
  type OutgoingEmail,
  type SendResult,
} from '../functions/_shared/email/index.ts';
import { fixtureClock, minutesAfter, story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Issue 35, item 1: the notifications are an outbox (migration 20261202000400). The events write
 * e-mail rows with their facts; the send-email core (supabase/functions/_shared/email) delivers
 * them through a provider, with retries and backoff, recording sent / failed; optional e-mails
 * respect the person's switch. The skip-locked claim across connections is in concurrency.test.ts.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const admin = asUser(users.admin);
const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);

/** A provider that answers from a script (default: accepted) and keeps what it was given. */
function scriptedProvider(script: SendResult[] = []) {
  const sent: OutgoingEmail[] = [];
  const provider: EmailProvider = {
    name: 'test',
    send(email) {
      sent.push(email);
      return Promise.resolve(script.shift() ?? { ok: true, messageId: `msg-${sent.length}` });
    },
  };
  return { provider, sent };
}

/** The delivery core on the story's transaction, at a clock the test moves. */
function deliverer(s: Session, provider: EmailProvider) {
  const clock = { at: fixtureClock };
  const deliver = () =>
    deliverDueEmails({
      db: sqlDeliveryDatabase(async (text, params) => {
        await s.sql(`select set_config('mare.now', $1, true)`, [clock.at]);
        return s.sql(text, params);
      }),
      provider,
      now: () => new Date(clock.at),
      siteUrl: 'https://mare.example',
    });
  return { clock, deliver };
}

interface OutboxRow {
  id: string;
  reason: string;
  to_email: string;
  status: string;
  attempts: number;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
  provider_message_id: string | null;
  payload: Record<string, unknown>;
}

const outbox = (s: Session, where = 'true', params: unknown[] = []) =>
  s.sql<OutboxRow>(
    `select id, reason, to_email, status, attempts, sent_at::text, failed_at::text, last_error,
       next_attempt_at::text, provider_message_id, payload
     from public.notifications where channel = 'email' and status <> 'sent' and ${where}
     order by created_at, id`,
    params,
  );

/** A future departure of Bruno's with paid bookings (the seed's), and its confirmed buyers. */
async function paidDeparture(s: Session) {
  const [row] = await s.sql<{ id: string; bookings: number }>(
    `select d.id, count(*)::int as bookings from public.departures d
     join public.tours t on t.id = d.tour_id join public.bookings b on b.departure_id = d.id
     where t.owner_id = $1 and b.status = 'confirmed' and d.status in ('scheduled', 'confirmed')
       and d.starts_at > $2::timestamptz + interval '2 days'
     group by d.id, d.starts_at order by count(*) desc, d.starts_at limit 1`,
    [users.barqueiro.id, fixtureClock],
  );
  if (!row) throw new Error('the seed has no paid future departure');
  return row;
}

async function otavioIds(s: Session) {
  const [row] = await s.sql<{ user_id: string; tour_id: string; boat_id: string }>(
    `select u.id as user_id, t.id as tour_id, b.id as boat_id from auth.users u
     join public.tours t on t.owner_id = u.id join public.boats b on b.owner_id = u.id
     where u.email = 'otavio.marinheiro@mare.example' limit 1`,
  );
  if (!row) throw new Error('no Otávio in the seed');
  return row;
}

describe('events write e-mails with their facts', () => {
  it('a departure cancelled for weather: one e-mail per buyer with the reason and the refund, sent', async () => {
    await story(db, async (s) => {
      const dep = await paidDeparture(s);
      const cancel = await s.rpc(bruno, fixtureClock, 'cancel_departure', {
        departure_id: dep.id,
        reason: 'Mar fechado pela Capitania dos Portos',
      });
      expect(cancel.ok).toBe(true);
      const rows = await outbox(s, `reason = 'departure_cancelled' and departure_id = $1`, [
        dep.id,
      ]);
      expect(rows.length).toBeGreaterThanOrEqual(dep.bookings);
      for (const row of rows) {
        expect(row.status).toBe('pending');
        expect(row.to_email).toMatch(/@/);
        expect(row.payload.cancel_reason).toBe('Mar fechado pela Capitania dos Portos');
        expect(row.payload.voucher_path).toMatch(/^\/minhas-reservas\//);
      }
      const paid = rows.filter((row) => Number(row.payload.refunded) > 0);
      expect(paid.length).toBe(dep.bookings);

      const { provider, sent } = scriptedProvider();
      const { deliver } = deliverer(s, provider);
      const summary = await deliver();
      expect(summary.sent).toBeGreaterThanOrEqual(rows.length);
      const mine = sent.filter((email) => rows.some((row) => row.id === email.idempotencyKey));
      expect(mine).toHaveLength(rows.length);
      for (const email of mine) {
        expect(email.subject).toMatch(/^Passeio cancelado: /);
        expect(email.text).toContain('Motivo: Mar fechado pela Capitania dos Portos');
      }
      const after = await s.sql<{
        status: string;
        sent_at: string | null;
        provider_message_id: string;
      }>(
        `select status, sent_at::text, provider_message_id from public.notifications
         where id = any($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
      expect(
        after.every((row) => row.status === 'sent' && row.sent_at && row.provider_message_id),
      ).toBe(true);
    });
  });

  it('a tour sent back: the owner gets the admin comments; published: the note joins the e-mail', async () => {
    await story(db, async (s) => {
      const ids = await otavioIds(s);
      const back = await s.rpc(admin, fixtureClock, 'admin_decide_tour', {
        tour_id: ids.tour_id,
        decision: 'send_back',
        comments: 'Faltam fotos do barco por dentro.',
      });
      expect(back.ok).toBe(true);
      const [returned] = await outbox(s, `reason = 'tour_returned'`);
      expect(returned?.to_email).toBe('otavio.marinheiro@mare.example');
      expect(returned?.payload).toMatchObject({
        tour_id: ids.tour_id,
        comments: 'Faltam fotos do barco por dentro.',
        edit_path: `/boat-owners/passeios/${ids.tour_id}`,
      });

      await s.sql(`update public.tours set status = 'in_review' where id = $1`, [ids.tour_id]);
      await s.rpc(admin, fixtureClock, 'review_boat', {
        boat_id: ids.boat_id,
        decision: 'approved',
      });
      const publish = await s.rpc(admin, minutesAfter(fixtureClock, 5), 'admin_decide_tour', {
        tour_id: ids.tour_id,
        decision: 'publish',
        comments: 'Boa temporada!',
      });
      expect(publish).toMatchObject({ ok: true });
      const [published] = await outbox(s, `reason = 'tour_published'`);
      expect(published?.payload).toMatchObject({ comments: 'Boa temporada!' });
    });
  });

  it('a boat verified or refused, and a provider request received then answered', async () => {
    await story(db, async (s) => {
      const ids = await otavioIds(s);
      expect(
        (
          await s.rpc(admin, fixtureClock, 'review_boat', {
            boat_id: ids.boat_id,
            decision: 'refused',
            reason: 'Inscrição não confere',
          })
        ).ok,
      ).toBe(true);
      expect(
        (
          await s.rpc(admin, fixtureClock, 'review_boat', {
            boat_id: ids.boat_id,
            decision: 'approved',
          })
        ).ok,
      ).toBe(true);
      const boats = await outbox(s, `reason in ('boat_verified', 'boat_refused')`);
      expect(boats.map((row) => [row.reason, row.payload.refusal_reason ?? null]).sort()).toEqual([
        ['boat_refused', 'Inscrição não confere'],
        ['boat_verified', null],
      ]);

      const request = await s.as(bruno, fixtureClock, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.provider_requests (provider_id, requester_name, message, reply_by)
           values ($1, 'Bruno Barqueiro', 'Preciso de um guia bilíngue.', $2::timestamptz + interval '2 days')
           returning id`,
          [users.guia.id, fixtureClock],
        );
        return rows[0]?.id;
      });
      expect(request.ok).toBe(true);
      const [received] = await outbox(s, `reason = 'provider_request_received'`);
      expect(received?.to_email).toBe('guia@mare.example');
      expect(received?.payload.message).toBe('Preciso de um guia bilíngue.');
    });
  });
});

describe('refunds', () => {
  it('the Pix module’s refund reports become a "refund sent" then a "refund done" e-mail', async () => {
    await story(db, async (s) => {
      const [paid] = await s.sql<{ booking_id: string; payment_id: string; buyer_id: string }>(
        `select b.id as booking_id, p.id as payment_id, b.buyer_id from public.bookings b
         join public.payments p on p.booking_id = b.id and p.status = 'paid'
         where b.status = 'confirmed' order by b.id limit 1`,
      );
      if (!paid) throw new Error('no paid booking in the seed');
      const report = async (at: string) => {
        await s.sql(`select set_config('mare.now', $1, true)`, [at]);
        await s.sql(
          `insert into public.notifications (user_id, booking_id, reason, channel, body)
           values ($1, $2, 'refund_issued', 'email', 'Reembolso')`,
          [paid.buyer_id, paid.booking_id],
        );
      };
      await s.sql(`select set_config('mare.now', $1, true)`, [fixtureClock]);
      const [refund] = await s.sql<{ id: string }>(
        `insert into public.refunds (booking_id, payment_id, amount, reason, rule, status, sent_at)
         values ($1, $2, 1000, 'buyer_cancelled', 'tier_100', 'sent', $3) returning id`,
        [paid.booking_id, paid.payment_id, fixtureClock],
      );
      await report(fixtureClock);
      const later = minutesAfter(fixtureClock, 3);
      await s.sql(`update public.refunds set status = 'done', done_at = $2 where id = $1`, [
        refund?.id,
        later,
      ]);
      await report(later);
      const rows = await outbox(s, `booking_id = $1 and created_at = now()`, [paid.booking_id]);
      expect(
        rows.map((row) => [row.reason, row.payload.refund_id, row.payload.refund_amount]).sort(),
      ).toEqual([
        ['refund_done', refund?.id, 1000],
        ['refund_sent', refund?.id, 1000],
      ]);
    });
  });
});

describe('delivery: retries with backoff, failures recorded', () => {
  it('a provider outage is retried after 1, 5, 30, 120 and 480 minutes, then recorded as failed', async () => {
    await story(db, async (s) => {
      const dep = await paidDeparture(s);
      await s.rpc(bruno, fixtureClock, 'cancel_departure', {
        departure_id: dep.id,
        reason: 'Ressaca',
      });
      // Only one row in play: the others are already sent.
      const [target] = await outbox(s, `departure_id = $1`, [dep.id]);
      if (!target) throw new Error('no e-mail');
      await s.sql(
        `update public.notifications set status = 'sent', sent_at = now() where channel = 'email'
         and status = 'pending' and id <> $1`,
        [target.id],
      );
      const down: SendResult = { ok: false, retryable: true, error: 'resend 503: down' };
      const { provider, sent } = scriptedProvider(Array.from({ length: 6 }, () => down));
      const { clock, deliver } = deliverer(s, provider);

      const waits: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const summary = await deliver();
        expect(summary.claimed).toBe(1);
        const [row] = await s.sql<OutboxRow>(
          `select status, attempts, next_attempt_at::text, last_error, failed_at::text
           from public.notifications where id = $1`,
          [target.id],
        );
        expect(row?.attempts).toBe(attempt);
        expect(row?.last_error).toBe('resend 503: down');
        if (attempt < 6) {
          expect(row?.status).toBe('pending');
          const next = Date.parse(row?.next_attempt_at ?? '');
          waits.push((next - Date.parse(clock.at)) / 60_000);
          // Not due yet: a run a second before finds nothing.
          clock.at = new Date(next - 1000).toISOString();
          expect((await deliver()).claimed).toBe(0);
          clock.at = new Date(next).toISOString();
        } else {
          expect(row?.status).toBe('failed');
          expect(row?.failed_at).not.toBeNull();
        }
      }
      expect(waits).toEqual([1, 5, 30, 120, 480]);
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map((email) => email.idempotencyKey))).toEqual(new Set([target.id]));
    });
  });

  it('a message the provider refuses is failed at once; a row without an address too', async () => {
    await story(db, async (s) => {
      const ids = await otavioIds(s);
      await s.rpc(admin, fixtureClock, 'admin_decide_tour', {
        tour_id: ids.tour_id,
        decision: 'send_back',
        comments: 'Fotos, por favor.',
      });
      await s.sql(
        `update public.notifications set status = 'sent' where status = 'pending' and reason <> 'tour_returned'`,
      );
      const { provider } = scriptedProvider([
        { ok: false, retryable: false, error: 'resend 422: invalid to' },
      ]);
      await deliverer(s, provider).deliver();
      const [row] = await s.sql<OutboxRow>(
        `select status, attempts, last_error, failed_at::text from public.notifications
         where reason = 'tour_returned' and created_at = now()`,
      );
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: 'resend 422: invalid to',
      });
      expect(row?.failed_at).not.toBeNull();
    });
  });

  it('a claimed row left behind by a crashed sender is claimed again after its lease', async () => {
    await story(db, async (s) => {
      const dep = await paidDeparture(s);
      await s.rpc(bruno, fixtureClock, 'cancel_departure', {
        departure_id: dep.id,
        reason: 'Ressaca',
      });
      const claim = (at: string) =>
        s.as({ kind: 'service' }, at, async (tx) => {
          const { rows } = await tx.query<{ claimed: { id: string }[] }>(
            `select public.claim_email_notifications(100, 60) as claimed`,
          );
          return rows[0]?.claimed.length ?? 0;
        });
      const first = await claim(fixtureClock);
      expect(first).toMatchObject({ ok: true });
      expect((first as { value: number }).value).toBeGreaterThan(0);
      expect(await claim(minutesAfter(fixtureClock, 0.5))).toEqual({ ok: true, value: 0 });
      expect(await claim(minutesAfter(fixtureClock, 1.5))).toEqual(first);
    });
  });

  it('two e-mails due at the same moment are taken oldest first, whatever their ids', async () => {
    await story(db, async (s) => {
      const older = 'ffffffff-0000-4000-8000-0000000000e1';
      const newer = '00000000-0000-4000-8000-0000000000e2';
      await s.sql(
        `insert into public.notifications
           (id, user_id, reason, channel, body, next_attempt_at, created_at)
         values ($1, $3, 'tour_published', 'email', 'older', $4, $4::timestamptz - interval '2 minutes'),
                ($2, $3, 'tour_published', 'email', 'newer', $4, $4::timestamptz - interval '1 minute')`,
        [older, newer, users.barqueiro.id, fixtureClock],
      );
      const taken = await s.as({ kind: 'service' }, fixtureClock, async (tx) => {
        const { rows } = await tx.query<{ claimed: { id: string }[] }>(
          `select public.claim_email_notifications(100, 60) as claimed`,
        );
        return (rows[0]?.claimed ?? []).map((row) => row.id);
      });
      expect(taken).toMatchObject({ ok: true });
      const ids = (taken as { value: string[] }).value.filter((id) => id === older || id === newer);
      expect(ids).toEqual([older, newer]);
    });
  });

  it('only the service role may claim or record', async () => {
    await story(db, async (s) => {
      const claim = await s.rpc(vera, fixtureClock, 'claim_email_notifications', { batch: 10 });
      expect(claim).toMatchObject({ ok: false, code: '42501' });
      const record = await s.rpc(vera, fixtureClock, 'record_email_delivery', {
        notification_id: '00000000-0000-4000-8000-000000000000',
        outcome: 'sent',
      });
      expect(record).toMatchObject({ ok: false, code: '42501' });
    });
  });
});

describe('the person’s switch', () => {
  it('turned off: optional e-mails are skipped, never sent; the cancellation still goes', async () => {
    await story(db, async (s) => {
      const ids = await otavioIds(s);
      const me = asUser({ id: ids.user_id, email: 'otavio.marinheiro@mare.example' });
      expect(await s.rpc(me, fixtureClock, 'my_email_preferences', {})).toEqual({
        ok: true,
        value: { optional_emails: true },
      });
      expect(
        await s.rpc(me, fixtureClock, 'set_email_preferences', { optional_emails: false }),
      ).toEqual({
        ok: true,
        value: { optional_emails: false },
      });
      expect((await s.rpc(me, fixtureClock, 'my_email_preferences', {})).ok).toBe(true);
      await s.rpc(admin, fixtureClock, 'admin_decide_tour', {
        tour_id: ids.tour_id,
        decision: 'send_back',
        comments: 'Fotos, por favor.',
      });
      // Vera turns hers off too; her booking's cancellation is essential.
      await s.rpc(vera, fixtureClock, 'set_email_preferences', { optional_emails: false });
      const dep = await paidDeparture(s);
      await s.rpc(bruno, fixtureClock, 'cancel_departure', {
        departure_id: dep.id,
        reason: 'Ressaca',
      });

      const { provider, sent } = scriptedProvider();
      await deliverer(s, provider).deliver();
      const [returned] = await s.sql<OutboxRow>(
        `select status, attempts, sent_at::text from public.notifications
         where reason = 'tour_returned' and created_at = now()`,
      );
      expect(returned).toMatchObject({ status: 'skipped', attempts: 0, sent_at: null });
      expect(sent.some((email) => email.reason === 'tour_returned')).toBe(false);
      expect(sent.some((email) => email.reason === 'departure_cancelled')).toBe(true);
    });
  });

  it('nobody else reads or writes it', async () => {
    await story(db, async (s) => {
      await s.rpc(vera, fixtureClock, 'set_email_preferences', { optional_emails: false });
      const seen = await s.as(bruno, fixtureClock, async (tx) => {
        const { rows } = await tx.query(`select * from public.email_preferences`);
        return rows.length;
      });
      expect(seen).toEqual({ ok: true, value: 0 });
      const write = await s.as(bruno, fixtureClock, (tx) =>
        tx.query(`update public.email_preferences set optional_emails = true`),
      );
      expect(write).toMatchObject({ ok: false, code: '42501' });
    });
  });
});

describe('reminders from the minute job', () => {
  it('"Pix about to expire" ten minutes before the hold lapses, once', async () => {
    await story(db, async (s) => {
      const [hold] = await s.sql<{ id: string; hold_expires_at: string }>(
        `select b.id, b.hold_expires_at::text from public.bookings b
         join public.payments p on p.booking_id = b.id and p.status = 'pending'
         where b.status = 'awaiting_payment' order by b.hold_expires_at limit 1`,
      );
      if (!hold) throw new Error('the seed has no awaiting payment');
      const run = async (at: string) => {
        await s.sql(`select set_config('mare.now', $1, true)`, [at]);
        await s.sql(`select public.run_minute_jobs()`);
      };
      const at = new Date(Date.parse(hold.hold_expires_at) - 11 * 60_000).toISOString();
      await run(at);
      expect(
        await outbox(s, `reason = 'pix_expiring' and booking_id = $1`, [hold.id]),
      ).toHaveLength(0);
      await run(new Date(Date.parse(at) + 2 * 60_000).toISOString());
      await run(new Date(Date.parse(at) + 3 * 60_000).toISOString());
      const rows = await outbox(s, `reason = 'pix_expiring' and booking_id = $1`, [hold.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({ pix: { amount: expect.any(Number) } });
    });
  });

  it('"your trip is tomorrow" within a day of the start, once per confirmed booking', async () => {
    await story(db, async (s) => {
      const dep = await paidDeparture(s);
      const [row] = await s.sql<{ starts_at: string }>(
        `select starts_at::text from public.departures where id = $1`,
        [dep.id],
      );
      const dayBefore = new Date(Date.parse(row?.starts_at ?? '') - 20 * 3_600_000).toISOString();
      for (const at of [dayBefore, minutesAfter(dayBefore, 1)]) {
        await s.sql(`select set_config('mare.now', $1, true)`, [at]);
        await s.sql(`select public.run_minute_jobs()`);
      }
      const rows = await outbox(s, `reason = 'trip_tomorrow' and departure_id = $1`, [dep.id]);
      expect(rows).toHaveLength(dep.bookings);
      expect(rows[0]?.payload.what_to_bring).toEqual(expect.arrayContaining([expect.any(String)]));
    });
  });
});

describe('item 2: whom the cancellation e-mail reached', () => {
  it('the owner sees, per booking, sent or not yet; another owner cannot look', async () => {
    await story(db, async (s) => {
      const dep = await paidDeparture(s);
      await s.rpc(bruno, fixtureClock, 'cancel_departure', {
        departure_id: dep.id,
        reason: 'Ressaca',
      });
      const before = await s.rpc<{ status: string }[]>(
        bruno,
        fixtureClock,
        'departure_email_reach',
        { p_departure: dep.id },
      );
      expect(before.ok && before.value.every((row) => row.status === 'pending')).toBe(true);
      const { provider } = scriptedProvider();
      await deliverer(s, provider).deliver();
      const after = await s.rpc<{ status: string; sent_at: string | null }[]>(
        bruno,
        fixtureClock,
        'departure_email_reach',
        { p_departure: dep.id },
      );
      expect(after.ok && after.value.length).toBeGreaterThanOrEqual(dep.bookings);
      expect(after.ok && after.value.every((row) => row.status === 'sent' && row.sent_at)).toBe(
        true,
      );
      const ids = await otavioIds(s);
      const other = asUser({ id: ids.user_id, email: 'otavio.marinheiro@mare.example' });
      expect(
        await s.rpc(other, fixtureClock, 'departure_email_reach', { p_departure: dep.id }),
      ).toMatchObject({ ok: false });
    });
  });
});
