// deno test: pix-webhook started as deployed (Deno.serve), called with fetch as the PSP calls it;
// the PSP (read back) and Supabase are fakes on local ports.
import assert from 'node:assert/strict';
import {
  address,
  fakeServer,
  json,
  setPixEnv,
  tokenRoute,
  WEBHOOK_SECRET,
} from '../_deno/test-fakes.ts';

const TXID = 'MAREABC234' + '1'.repeat(20);
const E2EID = 'E12345678202612011300' + 'a'.repeat(11);

Deno.test('pix-webhook confirms what the PSP says was paid, not what the body says', async () => {
  const confirmed: unknown[] = [];
  const psp = fakeServer({
    'POST /oauth/token': tokenRoute,
    [`GET /api/cob/${TXID}`]: () =>
      json(200, {
        txid: TXID,
        revisao: 0,
        status: 'CONCLUIDA',
        calendario: { criacao: '2026-12-01T13:00:00Z', expiracao: 600 },
        valor: { original: '220.00' },
        chave: 'pagamentos@mare.example',
        pix: [{ endToEndId: E2EID, txid: TXID, valor: '220.00', horario: '2026-12-01T13:02:00Z' }],
      }),
  });
  const supabase = fakeServer({
    'POST /rest/v1/rpc/pix_confirm': (_, body) => {
      confirmed.push(body);
      return json(200, { outcome: 'confirmed' });
    },
  });
  setPixEnv(psp, supabase);
  const { server } = await import('./index.ts');
  try {
    const notify = (secret: string) =>
      fetch(`${address(server)}/pix-webhook/${secret}/pix`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // A forged amount in the body: ignored, the PSP's 220.00 is what counts.
        body: JSON.stringify({
          pix: [{ endToEndId: E2EID, txid: TXID, valor: '1.00', horario: 'x' }],
        }),
      });
    const wrong = await notify('guessed-secret-0000000000000');
    assert.equal(wrong.status, 404);
    await wrong.body?.cancel();
    assert.deepEqual(confirmed, []);

    const response = await notify(WEBHOOK_SECRET);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { results: [{ txid: TXID, outcome: 'confirmed' }] });
    assert.deepEqual(confirmed, [
      { txid: TXID, e2eid: E2EID, amount: 22000, paid_at: '2026-12-01T13:02:00Z' },
    ]);
  } finally {
    await server.shutdown();
    await psp.close();
    await supabase.close();
  }
});
