import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld } from './harness/booking-world.ts';
import { minutesAfter, story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout, type Actor } from './harness/database.ts';

/**
 * The database half of real Pix (issue 34): what the Edge Functions (service role) may record
 * about charges and refunds, the admin's queue, and that the money rules still hold. On PGlite.
 */
const clock = '2026-12-01T10:00:00-03:00';
const { sql, world } = bookingWorld({ key: 0x34, seats: 12, buyers: 2, clock });
const buyer = asUser({ id: world.buyerIds[0] ?? '', email: 'comprador-34-1@mare.example' });
const admin = asUser({ id: '00000000-0000-4000-8000-000000000002', email: 'admin@mare.example' });
const service: Actor = { kind: 'service' };

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  await db.exec(sql);
  // A PSP of the API Pix, not the demo's static code: checkout leaves the BR Code to the PSP.
  await db.exec(`update private.app_settings set value = 'api_pix' where key = 'payment_provider'`);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const E2E_A = 'E12345678202612011300aaaaaaaaaaa';
const E2E_B = 'E12345678202612011301bbbbbbbbbbb';
const CPF_A = '52998224725';

function value<T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}
const refusal = (outcome: { ok: boolean; code?: string; message?: string }) =>
  outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`;

interface Charge {
  txid: string;
  amount: number;
  expires_at: string;
}

/** Holds and checks out two adults: a pending charge of R$ 2 x the adult price. */
async function checkout(
  s: Session,
  at: string,
  seats = ['S1', 'S2'],
): Promise<Charge & { bookingId: string }> {
  const held = value(
    await s.rpc<{ booking_id: string }>(buyer, at, 'hold_seats', {
      departure_id: world.departureId,
      seat_codes: seats,
      lap_children: 0,
    }),
  );
  const paid = value(
    await s.rpc<{ payment: Charge }>(buyer, at, 'checkout', {
      booking_id: held.booking_id,
      contact: { name: 'Ana Souza', email: 'ana@mare.example' },
      passengers: [
        { full_name: 'Beto Souza', cpf: '11144477735', birth_date: '1985-03-10' },
        { full_name: 'Ana Souza', cpf: CPF_A, birth_date: '1986-04-11' },
      ],
    }),
  );
  return { ...paid.payment, bookingId: held.booking_id };
}

const confirm = (s: Session, at: string, txid: string, e2eid: string, amount: number) =>
  s.rpc<{ outcome: string; status?: string }>(service, at, 'pix_confirm', {
    txid,
    e2eid,
    amount,
    paid_at: at,
  });

const bookingStatus = async (s: Session, id: string) =>
  (await s.sql<{ status: string }>(`select status from public.bookings where id = $1`, [id]))[0]
    ?.status;
const issues = (s: Session) =>
  s.sql<{ kind: string; key: string; expected: number | null; received: number | null }>(
    `select kind, key, expected, received from public.payment_issues order by created_at, kind`,
  );

describe('charges at the PSP', () => {
  it('issues txids the API Pix accepts (26 to 35 letters and digits)', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      expect(charge.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    });
  });

  it('gives the charge function the buyer’s charge and the contact as the payer, and no one else’s', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      const request = value(
        await s.rpc<Record<string, unknown>>(service, clock, 'pix_charge_request', {
          booking_id: charge.bookingId,
          buyer_id: world.buyerIds[0],
        }),
      );
      expect(request).toMatchObject({
        txid: charge.txid,
        amount: charge.amount,
        payment_status: 'pending',
        booking_status: 'awaiting_payment',
        br_code: null,
        provider: 'api_pix',
        payer: { name: 'Ana Souza', cpf: CPF_A },
      });
      const other = await s.rpc(service, clock, 'pix_charge_request', {
        booking_id: charge.bookingId,
        buyer_id: world.buyerIds[1],
      });
      expect(refusal(other)).toBe('P0001 not_found');
    });
  });

  it('stores the PSP’s BR Code and location; only the service role may', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      const args = {
        txid: charge.txid,
        br_code: '00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/abc',
        location: 'psp.example/qr/v2/abc',
      };
      expect(refusal(await s.rpc(buyer, clock, 'pix_charge_created', args))).toMatch(/^42501/);
      value(await s.rpc(service, clock, 'pix_charge_created', args));
      const [row] = await s.sql<Record<string, unknown>>(
        `select br_code, psp_status, psp_location from public.payments where txid = $1`,
        [charge.txid],
      );
      expect(row).toEqual({
        br_code: args.br_code,
        psp_status: 'ATIVA',
        psp_location: args.location,
      });
    });
  });

  it('keeps every Pix function away from buyers and anonymous callers', async () => {
    const { rows } = await db.query<{
      name: string;
      anon: boolean;
      auth: boolean;
      service: boolean;
    }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as auth,
              has_function_privilege('service_role', p.oid, 'execute') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname like 'pix\\_%' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'pix_charge_created',
      'pix_charge_removed',
      'pix_charge_request',
      'pix_confirm',
      'pix_refund_settled',
      'pix_refund_update',
      'pix_refunds_due',
    ]);
    for (const row of rows) expect(row).toMatchObject({ anon: false, auth: false, service: true });
  });
});

describe('confirmation from what the PSP says', () => {
  it('confirms once: the same notification twice changes nothing the second time', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      const first = value(
        await confirm(s, minutesAfter(clock, 2), charge.txid, E2E_A, charge.amount),
      );
      expect(first).toMatchObject({ outcome: 'confirmed', status: 'confirmed' });
      const again = value(
        await confirm(s, minutesAfter(clock, 3), charge.txid, E2E_A, charge.amount),
      );
      expect(again).toMatchObject({ outcome: 'duplicate', status: 'confirmed', payment: 'paid' });
      const notes = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.notifications where booking_id = $1 and reason = 'booking_confirmed'`,
        [charge.bookingId],
      );
      expect(notes[0]?.n).toBe(1);
      const [pay] = await s.sql<{ e2eid: string; psp_status: string; status: string }>(
        `select e2eid, psp_status, status from public.payments where txid = $1`,
        [charge.txid],
      );
      expect(pay).toEqual({ e2eid: E2E_A, psp_status: 'CONCLUIDA', status: 'paid' });
      expect(await issues(s)).toEqual([]);
    });
  });

  it('takes events out of order: a charge removed after it was paid stays paid; removed first, a late Pix is refunded', async () => {
    await story(db, async (s) => {
      const paid = await checkout(s, clock, ['S1', 'S2']);
      value(await confirm(s, minutesAfter(clock, 1), paid.txid, E2E_A, paid.amount));
      const removedLate = value(
        await s.rpc<{ outcome: string }>(service, minutesAfter(clock, 2), 'pix_charge_removed', {
          txid: paid.txid,
          psp_status: 'REMOVIDA_PELO_PSP',
        }),
      );
      expect(removedLate).toMatchObject({ outcome: 'unchanged', payment: 'paid' });
      expect(await bookingStatus(s, paid.bookingId)).toBe('confirmed');

      const removed = await checkout(s, clock, ['S3', 'S4']);
      const gone = value(
        await s.rpc<{ outcome: string }>(service, minutesAfter(clock, 2), 'pix_charge_removed', {
          txid: removed.txid,
          psp_status: 'REMOVIDA_PELO_PSP',
        }),
      );
      expect(gone).toMatchObject({ outcome: 'removed' });
      expect(await bookingStatus(s, removed.bookingId)).toBe('expired');
      const late = value(
        await confirm(s, minutesAfter(clock, 3), removed.txid, E2E_B, removed.amount),
      );
      expect(late).toMatchObject({ outcome: 'expired_refunded' });
      const refunds = await s.sql<{ amount: number; reason: string; status: string }>(
        `select amount, reason, status from public.refunds where booking_id = $1`,
        [removed.bookingId],
      );
      expect(refunds).toEqual([
        { amount: removed.amount, reason: 'paid_after_expiry', status: 'pending' },
      ]);
    });
  });

  it('refunds a Pix that arrives after the hold expired, once', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      const late = minutesAfter(clock, 45);
      expect(value(await confirm(s, late, charge.txid, E2E_A, charge.amount))).toMatchObject({
        outcome: 'expired_refunded',
      });
      expect(value(await confirm(s, late, charge.txid, E2E_A, charge.amount))).toMatchObject({
        outcome: 'duplicate',
      });
      const refunds = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.refunds where booking_id = $1`,
        [charge.bookingId],
      );
      expect(refunds[0]?.n).toBe(1);
    });
  });

  it('records an unknown txid, a wrong amount and a second Pix for the admin, once each, confirming nothing', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      const at = minutesAfter(clock, 1);
      for (let i = 0; i < 2; i++) {
        expect(value(await confirm(s, at, 'MAREUNKNOWN0000000000000000000', E2E_B, 5000))).toEqual({
          outcome: 'unknown_txid',
        });
        expect(value(await confirm(s, at, charge.txid, E2E_B, charge.amount - 1))).toMatchObject({
          outcome: 'wrong_amount',
        });
      }
      expect(await bookingStatus(s, charge.bookingId)).toBe('awaiting_payment');
      value(await confirm(s, at, charge.txid, E2E_A, charge.amount));
      const extra = 'E99999999202612011302ccccccccccc';
      expect(value(await confirm(s, at, charge.txid, extra, charge.amount))).toMatchObject({
        outcome: 'extra_payment',
      });
      expect(await issues(s)).toEqual([
        { kind: 'extra_payment', key: extra, expected: charge.amount, received: charge.amount },
        { kind: 'unknown_txid', key: E2E_B, expected: null, received: 5000 },
        { kind: 'wrong_amount', key: E2E_B, expected: charge.amount, received: charge.amount - 1 },
      ]);
    });
  });

  it('refuses a malformed endToEndId and lets no buyer confirm', async () => {
    await story(db, async (s) => {
      const charge = await checkout(s, clock);
      expect(refusal(await confirm(s, clock, charge.txid, 'short', charge.amount))).toBe(
        'P0001 pix_invalid',
      );
      const forged = await s.rpc(buyer, clock, 'pix_confirm', {
        txid: charge.txid,
        e2eid: E2E_A,
        amount: charge.amount,
        paid_at: clock,
      });
      expect(refusal(forged)).toMatch(/^42501/);
    });
  });
});

describe('refunds paid back', () => {
  /** A confirmed booking cancelled by its buyer: one pending refund of the whole amount. */
  async function cancelledPaid(s: Session) {
    const charge = await checkout(s, clock);
    value(await confirm(s, minutesAfter(clock, 1), charge.txid, E2E_A, charge.amount));
    value(
      await s.rpc(buyer, minutesAfter(clock, 10), 'cancel_booking', {
        booking_id: charge.bookingId,
      }),
    );
    const due = value(
      await s.rpc<Due[]>(service, minutesAfter(clock, 10), 'pix_refunds_due', { max: 10 }),
    );
    return { charge, due };
  }
  interface Due {
    refund_id: string;
    devolucao_id: string;
    e2eid: string;
    amount: number;
    status: string;
    attempts: number;
  }
  const update = (s: Session, at: string, refundId: string, outcome: string, extra: object = {}) =>
    s.rpc<{ status: string; changed: boolean; next_attempt_at?: string }>(
      service,
      at,
      'pix_refund_update',
      {
        refund_id: refundId,
        outcome,
        rtr_id: null,
        psp_reason: null,
        error: null,
        ...extra,
      },
    );

  it('lists a cancelled payment’s refund with the payment’s endToEndId and a devolução id of the standard', async () => {
    await story(db, async (s) => {
      const { charge, due } = await cancelledPaid(s);
      expect(due).toHaveLength(1);
      expect(due[0]).toMatchObject({
        e2eid: E2E_A,
        amount: charge.amount,
        status: 'pending',
        attempts: 0,
      });
      expect(due[0]?.devolucao_id).toMatch(/^[A-Za-z0-9]{1,35}$/);
    });
  });

  it('follows a refund from sent to done, telling the buyer each step, and shows it in my_bookings', async () => {
    await story(db, async (s) => {
      const { charge, due } = await cancelledPaid(s);
      const id = due[0]?.refund_id ?? '';
      const rtr = 'D12345678202612011400ddddddddddd';
      expect(
        value(await update(s, minutesAfter(clock, 11), id, 'sent', { rtr_id: rtr })),
      ).toMatchObject({
        status: 'sent',
      });
      // Followed again a minute later, not before.
      expect(
        value(await s.rpc<Due[]>(service, minutesAfter(clock, 11), 'pix_refunds_due', { max: 10 })),
      ).toEqual([]);
      const again = value(
        await s.rpc<Due[]>(service, minutesAfter(clock, 12), 'pix_refunds_due', { max: 10 }),
      );
      expect(again.map((d) => d.status)).toEqual(['sent']);
      value(await update(s, minutesAfter(clock, 12), id, 'done', { rtr_id: rtr }));
      expect(value(await update(s, minutesAfter(clock, 13), id, 'done'))).toMatchObject({
        changed: false,
      });

      const notes = await s.sql<{ body: string }>(
        `select body from public.notifications where booking_id = $1 and reason in ('refund_issued', 'refund_sent', 'refund_done') order by created_at, body`,
        [charge.bookingId],
      );
      expect(notes.map((n) => n.body.split(':')[0])).toEqual([
        'Reembolso concluído',
        'Reembolso enviado',
      ]);
      const mine = value(
        await s.rpc<{ refunds: { status: string; amount: number }[] }[]>(
          buyer,
          minutesAfter(clock, 13),
          'my_bookings',
          {
            booking_id: charge.bookingId,
          },
        ),
      );
      expect(mine[0]?.refunds).toMatchObject([{ status: 'done', amount: charge.amount }]);
    });
  });

  it('retries with backoff while the PSP is down, then a refusal lands in the admin’s queue', async () => {
    await story(db, async (s) => {
      const { due } = await cancelledPaid(s);
      const id = due[0]?.refund_id ?? '';
      const first = value(
        await update(s, minutesAfter(clock, 10), id, 'retry', { error: 'psp_unavailable' }),
      );
      expect(first.next_attempt_at && Date.parse(first.next_attempt_at)).toBe(
        Date.parse(minutesAfter(clock, 11)),
      );
      const second = value(
        await update(s, minutesAfter(clock, 11), id, 'retry', { error: 'psp_unavailable' }),
      );
      expect(second.next_attempt_at && Date.parse(second.next_attempt_at)).toBe(
        Date.parse(minutesAfter(clock, 13)),
      );
      value(
        await update(s, minutesAfter(clock, 13), id, 'refused', { psp_reason: 'Conta encerrada' }),
      );
      expect(await issues(s)).toEqual([
        { kind: 'refund_refused', key: id, expected: due[0]?.amount, received: null },
      ]);
      expect(
        value(await s.rpc<Due[]>(service, minutesAfter(clock, 90), 'pix_refunds_due', { max: 10 })),
      ).toEqual([]);

      // The admin reads the queue and closes the issue; the buyer reads nothing of it.
      const seen = await s.as(admin, minutesAfter(clock, 14), (tx) =>
        tx.query(`select kind from public.payment_issues`),
      );
      expect(value(seen).rows).toEqual([{ kind: 'refund_refused' }]);
      const hidden = await s.as(buyer, minutesAfter(clock, 14), (tx) =>
        tx.query(`select kind from public.payment_issues`),
      );
      expect(value(hidden).rows).toEqual([]);
      const [issue] = await s.sql<{ id: string }>(`select id from public.payment_issues`);
      expect(
        refusal(
          await s.rpc(buyer, clock, 'admin_resolve_payment_issue', {
            issue_id: issue?.id,
            resolution: 'Pago',
          }),
        ),
      ).toMatch(/^42501/);
      value(
        await s.rpc(admin, minutesAfter(clock, 15), 'admin_resolve_payment_issue', {
          issue_id: issue?.id,
          resolution: 'Devolvido por TED em 01/12',
        }),
      );
      const audit = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_logs where action = 'payment_issue.resolve'`,
      );
      expect(audit[0]?.n).toBe(1);
    });
  });

  it('still never pays back more than was paid', async () => {
    await story(db, async (s) => {
      const { charge, due } = await cancelledPaid(s);
      const extra = await s.as(service, minutesAfter(clock, 11), (tx) =>
        tx.query(
          `insert into public.refunds (booking_id, payment_id, amount, reason, rule)
           select booking_id, payment_id, 1, 'buyer_cancelled', 'x' from public.refunds where id = $1`,
          [due[0]?.refund_id],
        ),
      );
      expect(refusal(extra)).toMatch(/refunds_exceed_payment|42501/);
      expect(charge.amount).toBe(due[0]?.amount);
    });
  });
});
