// deno test: pix-refund started as deployed (Deno.serve), called with fetch as the scheduler calls
// it; the PSP and Supabase are fakes on local ports.
import assert from 'node:assert/strict';
import {
  address,
  CRON_SECRET,
  fakeServer,
  json,
  setPixEnv,
  tokenRoute,
} from '../_deno/test-fakes.ts';

const E2EID = 'E12345678202612011300' + 'c'.repeat(11);
const DEVOLUCAO = 'D' + '4'.repeat(32);
const REFUND = '33333333-3333-4333-8333-333333333333';

Deno.test(
  'pix-refund sends a due refund as a devolução and records what the PSP answered',
  async () => {
    const updates: unknown[] = [];
    const psp = fakeServer({
      'POST /oauth/token': tokenRoute,
      [`PUT /api/pix/${E2EID}/devolucao/${DEVOLUCAO}`]: (_, body) => {
        assert.deepEqual(body, {
          valor: '110.00',
          natureza: 'ORIGINAL',
          descricao: 'Reembolso Maré',
        });
        return json(201, {
          id: DEVOLUCAO,
          rtrId: 'D12345678202612011400' + 'd'.repeat(11),
          valor: '110.00',
          horario: { solicitacao: '2026-12-01T14:00:00Z' },
          status: 'EM_PROCESSAMENTO',
        });
      },
    });
    const supabase = fakeServer({
      'POST /rest/v1/rpc/pix_refunds_due': () =>
        json(200, [
          {
            refund_id: REFUND,
            devolucao_id: DEVOLUCAO,
            e2eid: E2EID,
            amount: 11000,
            status: 'pending',
            attempts: 0,
          },
        ]),
      'POST /rest/v1/rpc/pix_refund_update': (_, body) => {
        updates.push(body);
        return json(200, { refund_id: REFUND, status: 'sent', changed: true });
      },
    });
    setPixEnv(psp, supabase);
    const { server } = await import('./index.ts');
    try {
      const response = await fetch(`${address(server)}/pix-refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { sent: 1, done: 0, refused: 0, retried: 0 });
      assert.deepEqual(updates, [
        {
          refund_id: REFUND,
          outcome: 'sent',
          rtr_id: 'D12345678202612011400' + 'd'.repeat(11),
          psp_reason: null,
          error: null,
        },
      ]);
    } finally {
      await server.shutdown();
      await psp.close();
      await supabase.close();
    }
  },
);
