// deno test: pix-charge started as deployed (Deno.serve), called with fetch; the PSP and Supabase
// are fakes on local ports.
import assert from 'node:assert/strict';
import { address, fakeServer, json, setPixEnv, tokenRoute } from '../_deno/test-fakes.ts';

const BOOKING = '11111111-1111-4111-8111-111111111111';
const BUYER = '22222222-2222-4222-8222-222222222222';
const TXID = 'MAREABC234' + '0'.repeat(20);

Deno.test('pix-charge creates the charge at the PSP and answers its BR Code', async () => {
  const stored: unknown[] = [];
  const psp = fakeServer({
    'POST /oauth/token': tokenRoute,
    [`PUT /api/cob/${TXID}`]: (_, body) =>
      json(201, {
        ...(body as object),
        txid: TXID,
        revisao: 0,
        status: 'ATIVA',
        calendario: { criacao: new Date().toISOString(), expiracao: 600 },
        location: 'psp.example/qr/v2/1',
        pixCopiaECola: '00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/16304ABCD',
      }),
  });
  const supabase = fakeServer({
    'GET /auth/v1/user': (request) =>
      request.headers.get('Authorization') === 'Bearer buyer-jwt'
        ? json(200, { id: BUYER, aud: 'authenticated', role: 'authenticated' })
        : json(401, { message: 'invalid JWT' }),
    'POST /rest/v1/rpc/pix_charge_request': (_, body) => {
      assert.deepEqual(body, { booking_id: BOOKING, buyer_id: BUYER });
      return json(200, {
        txid: TXID,
        amount: 22000,
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        created_at: new Date().toISOString(),
        br_code: null,
        psp_status: null,
        payment_status: 'pending',
        booking_status: 'awaiting_payment',
        code: 'ABC234',
        provider: 'api_pix',
        payer: { name: 'Ana Souza', cpf: '52998224725' },
      });
    },
    'POST /rest/v1/rpc/pix_charge_created': (_, body) => {
      stored.push(body);
      return json(204, null);
    },
  });
  setPixEnv(psp, supabase);
  const { server } = await import('./index.ts');
  try {
    const response = await fetch(`${address(server)}/pix-charge`, {
      method: 'POST',
      headers: { Authorization: 'Bearer buyer-jwt', 'Content-Type': 'application/json' },
      body: JSON.stringify({ booking_id: BOOKING }),
    });
    assert.equal(response.status, 200);
    const answer = await response.json();
    assert.equal(answer.txid, TXID);
    assert.match(answer.br_code, /^000201/);
    assert.deepEqual(stored, [
      { txid: TXID, br_code: answer.br_code, location: 'psp.example/qr/v2/1' },
    ]);
    assert.deepEqual(psp.calls, ['POST /oauth/token', `PUT /api/cob/${TXID}`]);

    const anonymous = await fetch(`${address(server)}/pix-charge`, {
      method: 'POST',
      body: JSON.stringify({ booking_id: BOOKING }),
    });
    assert.equal(anonymous.status, 401);
    await anonymous.body?.cancel();
  } finally {
    await server.shutdown();
    await psp.close();
    await supabase.close();
  }
});
