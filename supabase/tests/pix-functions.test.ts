import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSchemaCache, type SchemaCache } from '../../mocks/src/postgrest/index.ts';
import {
  serviceCaller,
  translatorFetch,
  userCaller,
  type Caller,
} from '../../mocks/src/postgrest/test-support.ts';
import { sequentialRandom } from '../../mocks/src/random.ts';
import {
  createMockPsp,
  MOCK_PSP_CLIENT_ID,
  MOCK_PSP_CLIENT_SECRET,
  MOCK_PSP_MERCHANT,
  MOCK_PSP_URL,
  mockPspFetch,
  type MockPsp,
} from '../../mocks/src/psp/index.ts';
import { serveMockPsp } from '../../mocks/src/psp/server.ts';
import {
  chargeHandler,
  createPixClient,
  reconcileHandler,
  refundHandler,
  rpcPixDatabase,
  webhookHandler,
  type PixDeps,
} from '../functions/_shared/pix/index.ts';
import { bookingWorld } from './harness/booking-world.ts';
import { createDatabase, startupTimeout } from './harness/database.ts';

/**
 * The Pix Edge Functions' core (supabase/functions/_shared/pix) end to end in Node: the same
 * handlers the Deno entry points serve, against the mock PSP of the API Pix standard and the
 * project's database (PGlite behind the PostgREST translator, reached with supabase-js as the
 * service role). Each fault of issue 34, item 4, is played here. One database for the file:
 * every test books its own seats.
 */
const start = '2026-12-01T10:00:00-03:00';
const { sql, world } = bookingWorld({ key: 0x35, seats: 40, buyers: 8, clock: start });
const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
const CRON_SECRET = 'cron-secret-0123456789abcdef';
const FUNCTIONS = 'https://mare.example/functions/v1';

let db: PGlite;
let cache: SchemaCache;
let now = Date.parse(start);
let psp: MockPsp;
let deps: PixDeps;
/** What reached the PSP, by path (token requests included). */
let calls: string[] = [];
/** One id source for every PSP of the file: end-to-end ids never repeat in the shared database. */
const ids = sequentialRandom();

const client = (caller: Caller): SupabaseClient =>
  createClient('https://mare-demo.supabase.co', 'anon-key', {
    global: {
      fetch: translatorFetch(
        db,
        () => cache,
        () => caller,
      ),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function setNow(iso: string) {
  now = Date.parse(iso);
  await db.exec(`set mare.now = '${new Date(now).toISOString()}'`);
}
const minutes = (n: number) => new Date(Date.parse(start) + n * 60_000).toISOString();

let charge: (request: Request) => Promise<Response>;
let webhook: (request: Request) => Promise<Response>;
let reconcileNow: (request: Request) => Promise<Response>;
let refundNow: (request: Request) => Promise<Response>;

beforeAll(async () => {
  db = await createDatabase();
  await db.exec(sql);
  await db.exec(`update private.app_settings set value = 'api_pix' where key = 'payment_provider'`);
  cache = await loadSchemaCache(db);
  await setNow(start);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  calls = [];
  psp = createMockPsp({
    clock: { now: () => now },
    random: ids,
    refundDelayMs: 60_000,
    deliver: (request) => webhook(request),
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  });
  const pspFetch = mockPspFetch(psp);
  const service = client(serviceCaller);
  deps = {
    config: {
      baseUrl: `${MOCK_PSP_URL}/api`,
      tokenUrl: `${MOCK_PSP_URL}/oauth/token`,
      clientId: MOCK_PSP_CLIENT_ID,
      clientSecret: MOCK_PSP_CLIENT_SECRET,
      pixKey: MOCK_PSP_MERCHANT.pixKey,
      webhookSecret: WEBHOOK_SECRET,
      cronSecret: CRON_SECRET,
      timeoutMs: 300,
    },
    fetch: (input, init) => {
      calls.push(new URL(new Request(input).url).pathname);
      return pspFetch(input, init);
    },
    now: () => new Date(now),
    db: rpcPixDatabase((fn, args) => service.rpc(fn, args)),
  };
  // The buyer's JWT is "Bearer <their id>" here; the Deno entry asks the auth server.
  charge = chargeHandler({ ...deps, authenticate: async (a) => a.replace(/^Bearer /, '') || null });
  webhook = webhookHandler(deps);
  reconcileNow = reconcileHandler(deps);
  refundNow = refundHandler(deps);
  await createPixClient({
    ...deps.config,
    fetch: pspFetch,
    now: () => now,
  }).putWebhook(MOCK_PSP_MERCHANT.pixKey, `${FUNCTIONS}/pix-webhook/${WEBHOOK_SECRET}`);
  await setNow(start);
});

let nextSeat = 1;
let nextBuyer = 0;
/** A buyer holds two seats and checks out: a pending payment awaiting its charge. */
async function checkout() {
  const buyerId = world.buyerIds[nextBuyer++ % world.buyerIds.length] ?? '';
  const buyer = client(userCaller(buyerId, 'comprador@mare.example'));
  const seats = [`S${nextSeat++}`, `S${nextSeat++}`];
  const held = await buyer.rpc('hold_seats', {
    departure_id: world.departureId,
    seat_codes: seats,
    lap_children: 0,
  });
  if (held.error) throw new Error(held.error.message);
  const bookingId = (held.data as { booking_id: string }).booking_id;
  const out = await buyer.rpc('checkout', {
    booking_id: bookingId,
    contact: { name: 'Ana Souza', email: 'ana@mare.example' },
    passengers: [
      { full_name: 'Ana Souza', cpf: '529.982.247-25', birth_date: '1986-04-11' },
      { full_name: 'Beto Souza', cpf: '111.444.777-35', birth_date: '1985-03-10' },
    ],
  });
  if (out.error) throw new Error(out.error.message);
  const payment = (out.data as { payment: { txid: string; amount: number; expires_at: string } })
    .payment;
  return { buyer, buyerId, bookingId, ...payment };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function requestCharge(booking: { buyerId: string; bookingId: string }) {
  const response = await charge(
    post(
      `${FUNCTIONS}/pix-charge`,
      { booking_id: booking.bookingId },
      {
        Authorization: `Bearer ${booking.buyerId}`,
      },
    ),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cron = (handler: (r: Request) => Promise<Response>, name: string) =>
  handler(post(`${FUNCTIONS}/${name}`, {}, { Authorization: `Bearer ${CRON_SECRET}` })).then(
    async (r) => ({ status: r.status, body: (await r.json()) as Record<string, number> }),
  );

async function row<T>(text: string, params: unknown[]): Promise<T> {
  return (await db.query<T>(text, params)).rows[0] as T;
}
const bookingStatus = (id: string) =>
  row<{ status: string }>(`select status from public.bookings where id = $1`, [id]).then(
    (r) => r.status,
  );
const confirmations = (id: string) =>
  row<{ n: number }>(
    `select count(*)::int as n from public.notifications where booking_id = $1 and reason = 'booking_confirmed'`,
    [id],
  ).then((r) => r.n);
const refundsOf = (id: string) =>
  db
    .query<{ status: string; amount: number; psp_status: string | null }>(
      `select status, amount, psp_status from public.refunds where booking_id = $1 order by created_at`,
      [id],
    )
    .then((r) => r.rows);
const issuesOf = (txid: string) =>
  db
    .query<{ kind: string }>(
      `select kind from public.payment_issues where txid = $1 order by kind`,
      [txid],
    )
    .then((r) => r.rows.map((i) => i.kind));

/** Pays at the PSP (which then calls the webhook) and waits for the notification to be handled. */
async function pay(txid: string, options: { valor?: string; ignorarExpiracao?: boolean } = {}) {
  const response = await psp.control.pay(txid, options);
  await psp.idle();
  return (await response.json()) as { webhook: unknown };
}

describe('pix-charge', () => {
  it('creates the immediate charge at the PSP and stores its dynamic BR Code', async () => {
    const booking = await checkout();
    const answer = await requestCharge(booking);
    expect(answer.status).toBe(200);
    const cob = psp.charge(booking.txid);
    expect(cob).toMatchObject({
      status: 'ATIVA',
      valor: { original: (booking.amount / 100).toFixed(2) },
      chave: MOCK_PSP_MERCHANT.pixKey,
      devedor: { cpf: '52998224725', nome: 'Ana Souza' },
    });
    // The PSP's expiry ends with the payment's.
    expect(
      Date.parse(cob?.calendario.criacao ?? '') + (cob?.calendario.expiracao ?? 0) * 1000,
    ).toBe(Math.floor(Date.parse(booking.expires_at) / 1000) * 1000);
    expect(answer.body).toEqual({
      txid: booking.txid,
      br_code: cob?.pixCopiaECola,
      amount: booking.amount,
      expires_at: booking.expires_at,
    });
    const stored = await row<{ br_code: string; psp_status: string }>(
      `select br_code, psp_status from public.payments where txid = $1`,
      [booking.txid],
    );
    expect(stored).toEqual({ br_code: cob?.pixCopiaECola, psp_status: 'ATIVA' });
    // Asked again (a reload): the same code, the PSP not asked again.
    calls = [];
    expect((await requestCharge(booking)).body).toEqual(answer.body);
    expect(calls).toEqual([]);
  });

  it('refuses another buyer’s booking and a missing JWT', async () => {
    const booking = await checkout();
    const other = world.buyerIds.find((id) => id !== booking.buyerId) ?? '';
    expect((await requestCharge({ ...booking, buyerId: other })).status).toBe(404);
    const anonymous = await charge(
      post(`${FUNCTIONS}/pix-charge`, { booking_id: booking.bookingId }),
    );
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['down', { alvo: 'cob', tipo: 'indisponivel' }],
    ['failing', { alvo: 'cob', tipo: 'erro' }],
    ['unreachable', { alvo: 'cob', tipo: 'rede' }],
    ['slow', { alvo: 'cob', tipo: 'lento', atrasoMs: 5_000 }],
  ] as const)(
    'answers psp_unavailable when the PSP is %s; the seats stay held and a retry works',
    async (_, fault) => {
      const booking = await checkout();
      psp.control.fail(fault);
      const failed = await requestCharge(booking);
      expect(failed).toEqual({ status: 502, body: { error: 'psp_unavailable' } });
      expect(await bookingStatus(booking.bookingId)).toBe('awaiting_payment');
      const seats = await row<{ n: number }>(
        `select count(*)::int as n from public.booking_seats where booking_id = $1 and active`,
        [booking.bookingId],
      );
      expect(seats.n).toBe(2);
      const retried = await requestCharge(booking);
      expect(retried.status).toBe(200);
    },
  );

  it('renews an access token that expired mid-flight, once', async () => {
    const first = await checkout();
    expect((await requestCharge(first)).status).toBe(200);
    psp.control.expireTokens();
    calls = [];
    const second = await checkout();
    expect((await requestCharge(second)).status).toBe(200);
    expect(calls.filter((path) => path === '/oauth/token')).toHaveLength(1);
    expect(calls.filter((path) => path.startsWith('/api/cob/'))).toHaveLength(2);
  });
});

describe('over real HTTP', () => {
  it('pays a booking through the mock PSP’s Node server with the global fetch: charge, Pix, webhook, confirmed', async () => {
    const served = await serveMockPsp({ psp });
    try {
      const overHttp: PixDeps = {
        ...deps,
        config: {
          ...deps.config,
          baseUrl: `${served.url}/api`,
          tokenUrl: `${served.url}/oauth/token`,
          // A real socket, not the injected sleep the timeout tests use: a production-like
          // deadline, so a busy machine's first connection is not mistaken for a PSP down.
          timeoutMs: 10_000,
        },
        fetch: (input, init) => fetch(input, init),
      };
      delete overHttp.client;
      const booking = await checkout();
      const answer = await chargeHandler({
        ...overHttp,
        authenticate: async (a) => a.replace(/^Bearer /, ''),
      })(
        post(
          `${FUNCTIONS}/pix-charge`,
          { booking_id: booking.bookingId },
          {
            Authorization: `Bearer ${booking.buyerId}`,
          },
        ),
      );
      expect(answer.status).toBe(200);
      webhook = webhookHandler(overHttp);
      await pay(booking.txid);
      expect(await bookingStatus(booking.bookingId)).toBe('confirmed');
    } finally {
      await served.close();
    }
  });
});

describe('pix-webhook', () => {
  it('confirms a paid booking from what the PSP says, once for a duplicated notification', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    await setNow(minutes(2));
    const paid = await pay(booking.txid);
    expect(paid.webhook).toEqual({ status: 200 });
    expect(await bookingStatus(booking.bookingId)).toBe('confirmed');
    expect(await psp.control.notify(booking.txid)).toEqual({ status: 200 });
    await psp.idle();
    expect(await confirmations(booking.bookingId)).toBe(1);
    const stored = await row<{ e2eid: string; status: string }>(
      `select e2eid, status from public.payments where txid = $1`,
      [booking.txid],
    );
    expect(stored).toEqual({
      e2eid: psp.charge(booking.txid)?.pix?.[0]?.endToEndId,
      status: 'paid',
    });
  });

  it('never trusts the body: a notification before the payment, or with a forged amount, confirms nothing', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    const forged = {
      pix: [
        {
          endToEndId: 'E99999999202612011300forged00001',
          txid: booking.txid,
          valor: '1.00',
          horario: minutes(1),
        },
      ],
    };
    const early = await webhook(post(`${FUNCTIONS}/pix-webhook/${WEBHOOK_SECRET}/pix`, forged));
    expect(early.status).toBe(200);
    expect(await early.json()).toEqual({ results: [{ txid: booking.txid, outcome: 'open' }] });
    expect(await bookingStatus(booking.bookingId)).toBe('awaiting_payment');
    // Then the real payment arrives, and the early notification once more (out of order).
    await pay(booking.txid);
    expect(
      (await webhook(post(`${FUNCTIONS}/pix-webhook/${WEBHOOK_SECRET}/pix`, forged))).status,
    ).toBe(200);
    expect(await bookingStatus(booking.bookingId)).toBe('confirmed');
    expect(await confirmations(booking.bookingId)).toBe(1);
    expect(await issuesOf(booking.txid)).toEqual([]);
  });

  it('answers 404 to a wrong secret and touches nothing', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    await psp.control.pay(booking.txid);
    await psp.idle();
    const guessed = await webhook(
      post(`${FUNCTIONS}/pix-webhook/not-the-secret-000000000/pix`, {
        pix: [{ txid: booking.txid }],
      }),
    );
    expect(guessed.status).toBe(404);
  });

  it('records a wrong amount for the admin and answers 200', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    const paid = await pay(booking.txid, { valor: '1.00' });
    expect(paid.webhook).toEqual({ status: 200 });
    expect(await bookingStatus(booking.bookingId)).toBe('awaiting_payment');
    expect(await issuesOf(booking.txid)).toEqual(['wrong_amount']);
  });

  it('records a charge Maré does not know for the admin and answers 200', async () => {
    const txid = 'FORADOMARE0000000000000000001';
    const direct = createPixClient({ ...deps.config, fetch: mockPspFetch(psp), now: () => now });
    await direct.putCob(txid, {
      calendario: { expiracao: 3600 },
      valor: { original: '50.00' },
      chave: MOCK_PSP_MERCHANT.pixKey,
    });
    expect((await pay(txid)).webhook).toEqual({ status: 200 });
    expect(await issuesOf(txid)).toEqual(['unknown_txid']);
  });

  it('refunds a payment made after expiry, automatically, until DEVOLVIDO', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    await setNow(new Date(Date.parse(booking.expires_at) + 60_000).toISOString());
    await pay(booking.txid, { ignorarExpiracao: true });
    expect(await bookingStatus(booking.bookingId)).toBe('expired');
    // The webhook already sent the devolução.
    expect(await refundsOf(booking.bookingId)).toEqual([
      { status: 'sent', amount: booking.amount, psp_status: 'EM_PROCESSAMENTO' },
    ]);
    await setNow(new Date(now + 2 * 60_000).toISOString());
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ done: 1 });
    expect(await refundsOf(booking.bookingId)).toEqual([
      { status: 'done', amount: booking.amount, psp_status: 'DEVOLVIDO' },
    ]);
    const devolucao = psp.charge(booking.txid)?.pix?.[0]?.devolucoes?.[0];
    expect(devolucao).toMatchObject({
      status: 'DEVOLVIDO',
      valor: (booking.amount / 100).toFixed(2),
    });
  });
});

describe('pix-reconcile', () => {
  it('settles a paid charge whose webhook was lost, within its period', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    psp.control.dropNextWebhook();
    const paid = await pay(booking.txid);
    expect(paid.webhook).toBe('descartado');
    expect(await bookingStatus(booking.bookingId)).toBe('awaiting_payment');
    await setNow(minutes(5));
    const run = await cron(reconcileNow, 'pix-reconcile');
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ confirmed: 1 });
    expect(await bookingStatus(booking.bookingId)).toBe('confirmed');
    // The next run finds nothing new.
    expect((await cron(reconcileNow, 'pix-reconcile')).body).toMatchObject({ confirmed: 0 });
    expect(await confirmations(booking.bookingId)).toBe(1);
  });

  it('releases the hold of a charge the PSP removed', async () => {
    const booking = await checkout();
    await requestCharge(booking);
    psp.control.remove(booking.txid);
    expect((await cron(reconcileNow, 'pix-reconcile')).body).toMatchObject({ removed: 1 });
    expect(await bookingStatus(booking.bookingId)).toBe('expired');
    expect(await issuesOf(booking.txid)).toEqual(['charge_removed']);
  });

  it('refuses a call without the cron secret', async () => {
    const response = await reconcileNow(post(`${FUNCTIONS}/pix-reconcile`, {}));
    expect(response.status).toBe(401);
  });
});

describe('pix-refund', () => {
  async function paidThenCancelled() {
    const booking = await checkout();
    await requestCharge(booking);
    await pay(booking.txid);
    const cancelled = await booking.buyer.rpc('cancel_booking', { booking_id: booking.bookingId });
    if (cancelled.error) throw new Error(cancelled.error.message);
    return booking;
  }

  it('sends a cancelled booking’s refund as a devolução and follows it to DEVOLVIDO; the buyer sees each step', async () => {
    const booking = await paidThenCancelled();
    expect((await cron(refundNow, 'pix-refund')).body).toEqual({
      sent: 1,
      done: 0,
      refused: 0,
      retried: 0,
    });
    const mine = async () =>
      (
        (await booking.buyer.rpc('my_bookings', { booking_id: booking.bookingId })).data as {
          refunds: { status: string }[];
        }[]
      )[0]?.refunds.map((r) => r.status);
    expect(await mine()).toEqual(['sent']);
    await setNow(minutes(2));
    expect((await cron(refundNow, 'pix-refund')).body).toEqual({
      sent: 0,
      done: 1,
      refused: 0,
      retried: 0,
    });
    expect(await mine()).toEqual(['done']);
    expect((await cron(refundNow, 'pix-refund')).body).toEqual({
      sent: 0,
      done: 0,
      refused: 0,
      retried: 0,
    });
  });

  it('completes a refund as soon as the PSP notifies its devolução as DEVOLVIDO', async () => {
    const booking = await paidThenCancelled();
    await cron(refundNow, 'pix-refund');
    await psp.control.settleRefunds();
    await psp.idle();
    expect(await refundsOf(booking.bookingId)).toEqual([
      { status: 'done', amount: booking.amount, psp_status: 'DEVOLVIDO' },
    ]);
  });

  it('retries with backoff while the PSP is down', async () => {
    const booking = await paidThenCancelled();
    psp.control.fail({ alvo: 'devolucao', tipo: 'indisponivel', vezes: 2 });
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ retried: 1 });
    // Not before its next attempt (1 minute), then again (2 minutes), then sent.
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ retried: 0, sent: 0 });
    await setNow(minutes(1));
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ retried: 1 });
    await setNow(minutes(3));
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ sent: 1 });
    expect(await refundsOf(booking.bookingId)).toMatchObject([{ status: 'sent' }]);
  });

  it('puts a refund the PSP refuses in the admin’s queue', async () => {
    const booking = await paidThenCancelled();
    psp.control.refuseNextRefund('Conta do pagador encerrada');
    await cron(refundNow, 'pix-refund');
    await setNow(minutes(2));
    expect((await cron(refundNow, 'pix-refund')).body).toMatchObject({ refused: 1 });
    expect(await refundsOf(booking.bookingId)).toEqual([
      { status: 'refused', amount: booking.amount, psp_status: 'NAO_REALIZADO' },
    ]);
    expect(await issuesOf(booking.txid)).toEqual(['refund_refused']);
  });
});
