import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, story } from './harness/booking-session.ts';
import { act, anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** The provider's profile rules, services under review and the request inbox (seed's i19b section). */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const gabriela = asUser(users.guia);
const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);
const admin = asUser(users.admin);
const now = fixtureClock;
const id = (n: string) => `00000000-0000-4000-8000-00000019b${n}`;

const update = (set: string) =>
  act(db, gabriela, (tx) =>
    tx.query(`update public.service_providers set ${set} where id = $1`, [users.guia.id]),
  );

describe('service provider profile', () => {
  it('asks guides, transfers, lodging and tour operators for a Cadastur of 11 digits or more; restaurants may go without', async () => {
    expect(await update(`cadastur = null`)).toMatchObject({ ok: false, code: '23514' });
    expect(await update(`cadastur = '1234'`)).toMatchObject({ ok: false, code: '23514' });
    for (const type of ['transfer', 'hospedagem', 'passeio']) {
      expect(await update(`business_type = '${type}', cadastur = null`)).toMatchObject({
        ok: false,
        code: '23514',
      });
    }
    expect(await update(`business_type = 'restaurante', cadastur = null`)).toMatchObject({
      ok: true,
      value: { affectedRows: 1 },
    });
    expect(await update(`cadastur = '98765432100'`)).toMatchObject({ ok: true });
  });

  it('keeps languages to the known list and the area served short', async () => {
    expect(await update(`languages = '["pt-BR","en"]'`)).toMatchObject({ ok: true });
    expect(await update(`languages = '["klingon"]'`)).toMatchObject({ ok: false, code: '23514' });
    expect(await update(`languages = '[]'`)).toMatchObject({ ok: false, code: '23514' });
    expect(await update(`area_served = repeat('x', 201)`)).toMatchObject({
      ok: false,
      code: '23514',
    });
  });
});

describe('provider services', () => {
  it('shows only approved services to the public', async () => {
    const outcome = await act(db, anonymous, async (tx) => {
      const { rows } = await tx.query<{ title: string }>(
        `select title from public.provider_services where provider_id = $1 order by title`,
        [users.guia.id],
      );
      return rows.map((r) => r.title);
    });
    expect(outcome).toEqual({
      ok: true,
      value: ['City tour histórico em Porto Seguro', 'Guia para o Recife de Fora'],
    });
  });

  it('goes back to review when the provider edits what the public sees', async () => {
    await story(db, async (s) => {
      const edited = await s.as(gabriela, now, async (tx) => {
        const { rows } = await tx.query<{ status: string }>(
          `update public.provider_services set price = 27000 where id = $1 returning status`,
          [id('101')],
        );
        return rows[0]?.status;
      });
      expect(edited).toEqual({ ok: true, value: 'pending' });
      const forged = await s.as(gabriela, now, (tx) =>
        tx.query(`update public.provider_services set status = 'approved' where id = $1`, [
          id('101'),
        ]),
      );
      expect(forged).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('is approved or refused (with a reason) by an admin only, audited', async () => {
    await story(db, async (s) => {
      const pending = id('103');
      expect(
        await s.rpc(gabriela, now, 'review_provider_service', {
          p_service: pending,
          p_decision: 'approved',
        }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: pending,
          p_decision: 'refused',
        }),
      ).toMatchObject({ ok: false, message: 'invalid_decision' });
      expect(
        await s.rpc(admin, now, 'review_provider_service', {
          p_service: pending,
          p_decision: 'approved',
        }),
      ).toMatchObject({ ok: true, value: { status: 'approved', refusal_reason: null } });
      const refused = await s.rpc(admin, now, 'review_provider_service', {
        p_service: pending,
        p_decision: 'refused',
        p_reason: 'Informe o ponto de encontro.',
      });
      expect(refused).toMatchObject({
        ok: true,
        value: { status: 'refused', refusal_reason: 'Informe o ponto de encontro.' },
      });
      const audit = await s.sql<{ action: string; actor_id: string }>(
        `select action, actor_id from public.audit_logs where target = $1 order by id`,
        [`provider_services/${pending}`],
      );
      expect(audit).toEqual([
        { action: 'provider_service.review', actor_id: users.admin.id },
        { action: 'provider_service.review', actor_id: users.admin.id },
      ]);
    });
  });
});

describe('provider requests', () => {
  it('lets the provider accept or decline before the deadline, once', async () => {
    await story(db, async (s) => {
      const fromBruno = id('201');
      expect(
        await s.rpc(vera, now, 'respond_provider_request', {
          p_request: fromBruno,
          p_accept: true,
        }),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await s.rpc(gabriela, now, 'respond_provider_request', {
          p_request: fromBruno,
          p_accept: true,
          p_note: 'Combinado!',
        }),
      ).toMatchObject({ ok: true, value: { status: 'accepted', response_note: 'Combinado!' } });
      expect(
        await s.rpc(gabriela, now, 'respond_provider_request', {
          p_request: fromBruno,
          p_accept: false,
        }),
      ).toMatchObject({ ok: false, message: 'request_answered' });
      // The requester sees the answer.
      const seen = await s.as(bruno, now, async (tx) => {
        const { rows } = await tx.query<{ status: string }>(
          `select status from public.provider_requests where id = $1`,
          [fromBruno],
        );
        return rows[0]?.status;
      });
      expect(seen).toEqual({ ok: true, value: 'accepted' });
    });
  });

  it('refuses an answer after the reply deadline', async () => {
    await story(db, async (s) => {
      expect(
        await s.rpc(gabriela, now, 'respond_provider_request', {
          p_request: id('203'),
          p_accept: true,
        }),
      ).toMatchObject({ ok: false, message: 'request_expired' });
      // Vera's request of yesterday expires 6 hours after the clock.
      expect(
        await s.rpc(gabriela, '2026-11-21T17:00:00-03:00', 'respond_provider_request', {
          p_request: id('202'),
          p_accept: false,
        }),
      ).toMatchObject({ ok: false, message: 'request_expired' });
    });
  });

  it('lets a boat owner ask for a guide on his own departure only', async () => {
    const ask = (departure: string) =>
      act(db, bruno, (tx) =>
        tx.query(
          `insert into public.provider_requests (provider_id, departure_id, requester_name, message, reply_by)
           values ($1, $2, 'Bruno Barqueiro', 'Guia para a saída.', now() + interval '1 day')`,
          [users.guia.id, departure],
        ),
      );
    expect(await ask(fixtureDeparture(1, 3))).toMatchObject({ ok: true });
    const otherOwnersDeparture = await act(db, vera, (tx) =>
      tx.query(
        `insert into public.provider_requests (provider_id, departure_id, requester_name, message, reply_by)
         values ($1, $2, 'Vera', 'Guia para a saída.', now() + interval '1 day')`,
        [users.guia.id, fixtureDeparture(1, 3)],
      ),
    );
    expect(otherOwnersDeparture).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('demo dates', () => {
  it('move the provider fixtures with the demo anchor', async () => {
    await story(db, async (s) => {
      await s.sql(`select private.rebase_demo_dates('2026-11-23T10:30:00-03:00')`);
      const [row] = await s.sql<{ reply_by: string }>(
        `select reply_by from public.provider_requests where id = $1`,
        [id('201')],
      );
      expect(new Date(row?.reply_by ?? '').toISOString()).toBe('2026-11-24T13:30:00.000Z');
      const [cert] = await s.sql<{ expires_on: string }>(
        `select expires_on::text from public.provider_certificates where id = $1`,
        [id('001')],
      );
      expect(cert?.expires_on).toBe('2026-12-13');
    });
  });
});
