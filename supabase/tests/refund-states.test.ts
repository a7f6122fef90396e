import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, type AuditEntry } from '@mare/domain';
import {
  fixtureClock,
  fixtureTour,
  minutesAfter,
  story,
  type Session,
} from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * Refunds by state in the sales report and the owner's revenue, and the admin's queue of payments
 * that need attention (migration 20261202000510_refund_states.sql), on the seed.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const admin = asUser(users.admin);
const owner = asUser(users.barqueiro);
const now = fixtureClock;
const november = { p_from: '2026-11-01T03:00:00Z', p_to: '2026-12-01T03:00:00Z' };

interface States {
  pending: number;
  sent: number;
  done: number;
  refused: number;
  pending_count: number;
  sent_count: number;
  refused_count: number;
}

const value = <T>(answer: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
};

/**
 * The reckoning, from the base tables: the refunds of the sales whose first paid charge is in
 * [from, to), by state, optionally of one tour or owner.
 */
async function reckon(s: Session, from: string, to: string, where = 'true') {
  const rows = await s.sql<{ status: string; amount: number; n: number }>(
    `select r.status, sum(r.amount)::int as amount, count(*)::int as n
     from public.refunds r
     join public.bookings b on b.id = r.booking_id
     join public.departures d on d.id = b.departure_id
     join public.tours t on t.id = d.tour_id
     join (select p.booking_id, min(p.paid_at) as paid_at from public.payments p
           where p.status = 'paid' group by p.booking_id) fp on fp.booking_id = r.booking_id
     where fp.paid_at >= $1 and fp.paid_at < $2 and ${where}
     group by r.status`,
    [from, to],
  );
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    pending: of('pending')?.amount ?? 0,
    sent: of('sent')?.amount ?? 0,
    done: of('done')?.amount ?? 0,
    refused: of('refused')?.amount ?? 0,
    pending_count: of('pending')?.n ?? 0,
    sent_count: of('sent')?.n ?? 0,
    refused_count: of('refused')?.n ?? 0,
  };
}

/** Moves the period's refunds through every state: one each sent, done and refused. */
async function spreadStates(s: Session) {
  const refunds = await s.sql<{ id: string }>(
    `select r.id from public.refunds r where r.amount > 0 order by r.amount desc, r.id`,
  );
  expect(refunds.length).toBeGreaterThanOrEqual(3);
  const [sent, done, refused] = refunds;
  await s.sql(`update public.refunds set status = 'sent', sent_at = now() where id = $1`, [
    sent?.id,
  ]);
  await s.sql(`update public.refunds set status = 'done', done_at = now() where id = $1`, [
    done?.id,
  ]);
  await s.sql(`update public.refunds set status = 'refused', refused_at = now() where id = $1`, [
    refused?.id,
  ]);
}

describe('refunds by state', () => {
  it("the sales report's refunds, to the centavo: pending, sent, done and refused", async () => {
    await story(db, async (s) => {
      await spreadStates(s);
      const report = value(
        await s.rpc<{ totals: { refunds: number; refund_states: States } }>(
          admin,
          now,
          'admin_sales_report',
          november,
        ),
      );
      const states = report.totals.refund_states;
      expect(states).toEqual(await reckon(s, november.p_from, november.p_to));
      expect(states.pending + states.sent + states.done + states.refused).toBe(
        report.totals.refunds,
      );
      expect(states.sent).toBeGreaterThan(0);
      expect(states.refused).toBeGreaterThan(0);
      expect(states.done).toBeGreaterThan(0);
    });
  });

  it('follow the filters and a period that does not start at midnight', async () => {
    await story(db, async (s) => {
      await spreadStates(s);
      const tour = fixtureTour(1);
      const byTour = value(
        await s.rpc<{ totals: { refunds: number; refund_states: States } }>(
          admin,
          now,
          'admin_sales_report',
          { ...november, p_tour: tour },
        ),
      );
      expect(byTour.totals.refund_states).toEqual(
        await reckon(s, november.p_from, november.p_to, `t.id = '${tour}'`),
      );
      const partial = { p_from: '2026-11-10T15:00:00Z', p_to: '2026-11-21T12:00:00Z' };
      const report = value(
        await s.rpc<{ totals: { refunds: number; refund_states: States } }>(
          admin,
          now,
          'admin_sales_report',
          partial,
        ),
      );
      expect(report.totals.refund_states).toEqual(await reckon(s, partial.p_from, partial.p_to));
      const { pending, sent, done, refused } = report.totals.refund_states;
      expect(pending + sent + done + refused).toBe(report.totals.refunds);
    });
  });

  it("the boat owner's revenue: only the owner's tours", async () => {
    await story(db, async (s) => {
      await spreadStates(s);
      const revenue = value(
        await s.rpc<{ summary: { refunds: number; refund_states: States } }>(
          owner,
          now,
          'owner_revenue_report',
          november,
        ),
      );
      expect(revenue.summary.refund_states).toEqual(
        await reckon(s, november.p_from, november.p_to, `t.owner_id = '${users.barqueiro.id}'`),
      );
      const { pending, sent, done, refused } = revenue.summary.refund_states;
      expect(pending + sent + done + refused).toBe(revenue.summary.refunds);
    });
  });

  it('read only the refunds not yet done, through their partial index', async () => {
    await story(db, async (s) => {
      await s.sql('set local enable_seqscan = off');
      const plan = await s.sql<{ 'QUERY PLAN': string }>(
        `explain select r.amount from public.refunds r where r.status <> 'done' and r.booking_id = $1`,
        ['00000000-0000-4000-8000-000000000000'],
      );
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('refunds_open_idx');
    });
  });
});

interface Issue {
  id: string;
  kind: string;
  booking_code: string | null;
  buyer_name: string | null;
  tour_title: string | null;
  expected: number | null;
  received: number | null;
  refund_status: string | null;
  resolved_at: string | null;
  resolution: string | null;
  resolved_by_name: string | null;
}

/** A wrong-amount Pix and a refused refund on the seed's first paid booking. */
async function plantIssues(s: Session) {
  const [paid] = await s.sql<{
    booking_id: string;
    payment_id: string;
    txid: string;
    amount: number;
  }>(
    `select p.booking_id, p.id as payment_id, p.txid, p.amount from public.payments p
     join public.refunds r on r.payment_id = p.id
     where p.status = 'paid' and r.amount > 0 order by p.txid limit 1`,
  );
  if (!paid) throw new Error('the seed has a refunded paid booking');
  const [refund] = await s.sql<{ id: string }>(
    `update public.refunds set status = 'refused', psp_reason = 'Conta de destino encerrada'
     where id = (select id from public.refunds where payment_id = $1 order by id limit 1)
     returning id`,
    [paid.payment_id],
  );
  // The wrong amount an hour ago, the refused refund half an hour later: the oldest comes first.
  const wrongAmount = await s.as(admin, minutesAfter(now, -60), async (tx) => {
    await tx.query(`reset role`);
    await tx.query(
      `select private.record_payment_issue('wrong_amount', 'E1', $1, null, $2, null, $3, $4, $5, '{}'::jsonb)`,
      [paid.txid, paid.payment_id, paid.booking_id, paid.amount, paid.amount - 100],
    );
  });
  const refused = await s.as(admin, minutesAfter(now, -30), async (tx) => {
    await tx.query(`reset role`);
    await tx.query(
      `select private.record_payment_issue('refund_refused', $1::text, $2, null, $3, $4::uuid, $5, 100, null, '{}'::jsonb)`,
      [refund?.id, paid.txid, paid.payment_id, refund?.id, paid.booking_id],
    );
  });
  expect([wrongAmount.ok, refused.ok]).toEqual([true, true]);
  return paid;
}

describe('payments that need attention', () => {
  it('only an admin reads the queue', async () => {
    await story(db, async (s) => {
      for (const outsider of [owner, asUser(users.visitante), anonymous]) {
        expect(await s.rpc(outsider, now, 'admin_payment_issues', {})).toMatchObject({
          ok: false,
          code: '42501',
        });
      }
      expect(
        await s.rpc(admin, now, 'admin_payment_issues', { p_status: 'everything' }),
      ).toMatchObject({ ok: false, code: 'P0001' });
    });
  });

  it('lists open issues with booking, buyer and tour; resolving moves one out, audited in words', async () => {
    await story(db, async (s) => {
      const paid = await plantIssues(s);
      const open = value(await s.rpc<Issue[]>(admin, now, 'admin_payment_issues', {}));
      expect(open.map((issue) => issue.kind)).toEqual(['wrong_amount', 'refund_refused']);
      const [code] = await s.sql<{ code: string }>(
        `select code from public.bookings where id = $1`,
        [paid.booking_id],
      );
      expect(open[0]).toMatchObject({
        booking_code: code?.code,
        expected: paid.amount,
        received: paid.amount - 100,
        resolved_at: null,
      });
      expect(open[0]?.buyer_name).toBeTruthy();
      expect(open[0]?.tour_title).toBeTruthy();
      expect(open[1]).toMatchObject({ refund_status: 'refused' });

      const resolved = await s.rpc(admin, minutesAfter(now, 5), 'admin_resolve_payment_issue', {
        issue_id: open[0]?.id,
        resolution: 'Diferença devolvida ao comprador por Pix manual',
      });
      expect(resolved.ok).toBe(true);
      const stillOpen = value(await s.rpc<Issue[]>(admin, now, 'admin_payment_issues', {}));
      expect(stillOpen.map((issue) => issue.kind)).toEqual(['refund_refused']);
      const done = value(
        await s.rpc<Issue[]>(admin, minutesAfter(now, 10), 'admin_payment_issues', {
          p_status: 'resolved',
        }),
      );
      expect(done[0]).toMatchObject({
        kind: 'wrong_amount',
        resolution: 'Diferença devolvida ao comprador por Pix manual',
        resolved_by_name: 'Ana Administradora',
      });

      const [latest] = value(
        await s.rpc<AuditEntry[]>(admin, minutesAfter(now, 10), 'admin_recent_audit', {
          p_limit: 1,
        }),
      );
      expect(latest && auditSentence(latest)).toEqual({
        text: 'Ana Administradora resolveu um pagamento que precisava de atenção: Pix recebido com valor diferente da cobrança',
        detail: 'Solução: Diferença devolvida ao comprador por Pix manual',
      });
      expect(latest?.target_name).toBe(code?.code);
    });
  });
});
