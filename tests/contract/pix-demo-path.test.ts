import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getResponse } from 'msw';
import { hasError, isDynamicPix, parsePix } from 'pix-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockBackend,
  FIXTURE_EMAILS,
  FIXTURE_PASSWORD,
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_URL,
} from '@mare/mocks';
import '@mare/mocks/node';

/**
 * Demo mode's Pix runs the production path: the buyer's checkout leaves the code to the
 * pix-charge function, which charges at the mock PSP with the core of supabase/functions/_shared/pix;
 * the PSP's webhook confirms; a cancellation's refund is sent as a devolução by the refund job and
 * followed to DEVOLVIDO. Everything goes through the backend's handlers, as in the browser.
 */
const clock = { t: Date.parse('2026-11-21T10:30:00-03:00') };
const backend = createMockBackend({
  clock: { now: () => clock.t },
  paymentProvider: 'api_pix',
  psp: { refundDelayMs: 60_000 },
});
// Booting the database (from the cached dump) is this file's slow step; each test then runs on it.
beforeAll(() => backend.database(), 120_000);
afterAll(() => backend.close());

const answer = async (input: RequestInfo | URL, init?: RequestInit) =>
  (await getResponse(backend.handlers, new Request(input, init))) ??
  new Response('no handler', { status: 404 });

const client = (): SupabaseClient =>
  createClient(MOCK_SUPABASE_URL, MOCK_SUPABASE_ANON_KEY, {
    global: { fetch: answer },
    auth: { persistSession: false, autoRefreshToken: false },
  });

// Escuna Praias de Arraial, a departure three days after the clock (seed.sql).
const departure = 'd0000000-0000-4000-8000-000100000013';
const contact = { name: 'Vera Visitante', email: FIXTURE_EMAILS.visitor };
const passenger = { full_name: 'Vera Visitante', cpf: '529.982.247-25', birth_date: '1988-04-12' };

interface Booking {
  id: string;
  status: string;
  payment: { txid: string; br_code: string | null; status: string } | null;
  refunds?: Array<{ amount: number; status: string }>;
}

async function signedIn() {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword({
    email: FIXTURE_EMAILS.visitor,
    password: FIXTURE_PASSWORD,
  });
  if (error) throw error;
  return supabase;
}

async function bookAndCheckOut(supabase: SupabaseClient, seat: string) {
  const hold = await supabase.rpc('hold_seats', { departure_id: departure, seat_codes: [seat] });
  if (hold.error) throw new Error(hold.error.message);
  const { booking_id } = hold.data as { booking_id: string };
  const out = await supabase.rpc('checkout', { booking_id, contact, passengers: [passenger] });
  if (out.error) throw new Error(out.error.message);
  return booking_id;
}

async function mine(supabase: SupabaseClient, bookingId: string): Promise<Booking> {
  const { data, error } = await supabase.rpc('my_bookings', { booking_id: bookingId });
  if (error) throw new Error(error.message);
  const [booking] = data as Booking[];
  if (!booking) throw new Error('booking not found');
  return booking;
}

const charge = (supabase: SupabaseClient, bookingId: string) =>
  supabase.functions.invoke<{ txid: string; br_code: string }>('pix-charge', {
    body: { booking_id: bookingId },
  });

beforeEach(async () => {
  await backend.reset();
  clock.t = Date.parse('2026-11-21T10:30:00-03:00');
});

describe('demo Pix through the mock PSP and the functions core', () => {
  it('charges a dynamic BR Code, is paid through the webhook, cancelled, and refunded to DEVOLVIDO', async () => {
    const vera = await signedIn();
    const bookingId = await bookAndCheckOut(vera, 'P1');
    expect((await mine(vera, bookingId)).payment?.br_code).toBeNull();

    const charged = await charge(vera, bookingId);
    expect(charged.error).toBeNull();
    const brCode = charged.data?.br_code ?? '';
    const parsed = parsePix(brCode);
    if (hasError(parsed) || !isDynamicPix(parsed)) throw new Error('not a dynamic BR Code');
    expect(parsed.url).toBe(backend.psp.charge(charged.data?.txid ?? '')?.location);
    expect((await mine(vera, bookingId)).payment?.br_code).toBe(brCode);

    const paid = await backend.psp.control.pay(charged.data?.txid ?? '');
    expect(await paid.json()).toMatchObject({ webhook: { status: 200 } });
    expect((await mine(vera, bookingId)).status).toBe('confirmed');

    const cancelled = await vera.rpc('cancel_booking', { booking_id: bookingId });
    expect(cancelled.error).toBeNull();
    await backend.runPixJobs();
    expect((await mine(vera, bookingId)).refunds?.[0]?.status).toBe('sent');
    clock.t += 60_000;
    await backend.runPixJobs();
    const refunded = await mine(vera, bookingId);
    expect(refunded.refunds?.[0]?.status).toBe('done');
    const devolucao = backend.psp.charge(charged.data?.txid ?? '')?.pix?.[0]?.devolucoes?.[0];
    expect(devolucao?.status).toBe('DEVOLVIDO');
    expect(Math.round(Number(devolucao?.valor) * 100)).toBe(refunded.refunds?.[0]?.amount);
  });

  it('keeps the seats held when the PSP is down, and charges on the retry', async () => {
    const vera = await signedIn();
    const bookingId = await bookAndCheckOut(vera, 'P2');
    backend.psp.control.fail({ alvo: 'cob', tipo: 'indisponivel', vezes: 3 });
    const down = await charge(vera, bookingId);
    expect(down.error).not.toBeNull();
    expect(await (down.response as Response).json()).toEqual({ error: 'psp_unavailable' });
    expect((await mine(vera, bookingId)).status).toBe('awaiting_payment');
    backend.psp.reset();
    await backend.runPixJobs(); // registers the webhook again, as after a reset
    const again = await charge(vera, bookingId);
    expect(again.error).toBeNull();
    expect((await mine(vera, bookingId)).payment?.br_code).toBe(again.data?.br_code);
  });

  it('confirms once when the webhook comes twice, and renews a token that expired mid-flight', async () => {
    const vera = await signedIn();
    const bookingId = await bookAndCheckOut(vera, 'P5');
    await charge(vera, bookingId); // the functions now hold a token
    backend.psp.control.expireTokens();
    const second = await bookAndCheckOut(vera, 'P6');
    const { data, error } = await charge(vera, second);
    expect(error).toBeNull();
    await backend.psp.control.pay(data?.txid ?? '');
    expect(await backend.psp.control.notify(data?.txid ?? '')).toEqual({ status: 200 });
    expect(await backend.psp.control.notify(data?.txid ?? '')).toEqual({ status: 200 });
    expect((await mine(vera, second)).status).toBe('confirmed');
    const paid = await backend.fixtures.sql<{ n: number }>(
      `select count(*)::int as n from public.payments where booking_id = $1 and status = 'paid'`,
      [second],
    );
    expect(paid[0]?.n).toBe(1);
  });

  it('settles a payment whose webhook was lost at the next reconciliation', async () => {
    const vera = await signedIn();
    const bookingId = await bookAndCheckOut(vera, 'P3');
    const { data } = await charge(vera, bookingId);
    backend.psp.control.dropNextWebhook();
    await backend.psp.control.pay(data?.txid ?? '');
    expect((await mine(vera, bookingId)).status).toBe('awaiting_payment');
    await backend.runPixJobs();
    expect((await mine(vera, bookingId)).status).toBe('confirmed');
  });

  it('lands a refund the PSP refuses in the admin queue, worded for the buyer as refused', async () => {
    const vera = await signedIn();
    const bookingId = await bookAndCheckOut(vera, 'P4');
    const { data } = await charge(vera, bookingId);
    await backend.psp.control.pay(data?.txid ?? '');
    await vera.rpc('cancel_booking', { booking_id: bookingId });
    backend.psp.control.refuseNextRefund('Conta de destino encerrada.');
    await backend.runPixJobs();
    clock.t += 60_000;
    await backend.runPixJobs();
    expect((await mine(vera, bookingId)).refunds?.[0]?.status).toBe('refused');
    const issues = await backend.fixtures.sql<{ kind: string }>(
      `select kind from public.payment_issues where booking_id = $1`,
      [bookingId],
    );
    expect(issues.map((i) => i.kind)).toContain('refund_refused');
  });
});
