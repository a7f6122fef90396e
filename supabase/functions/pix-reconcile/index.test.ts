// deno test: pix-reconcile started as deployed (Deno.serve), called with fetch as the scheduler
// calls it; the PSP and Supabase are fakes on local ports.
import assert from 'node:assert/strict';
import {
  address,
  CRON_SECRET,
  fakeServer,
  json,
  setPixEnv,
  tokenRoute,
} from '../_deno/test-fakes.ts';

const PAID = 'MAREABC234' + '2'.repeat(20);
const REMOVED = 'MAREABC234' + '3'.repeat(20);
const E2EID = 'E12345678202612011300' + 'b'.repeat(11);

Deno.test(
  'pix-reconcile settles a paid charge whose webhook was lost and a removed one',
  async () => {
    const rpc: string[] = [];
    const cob = (txid: string, status: string, pix?: unknown[]) => ({
      txid,
      revisao: 0,
      status,
      calendario: { criacao: '2026-12-01T13:00:00Z', expiracao: 600 },
      valor: { original: '220.00' },
      chave: 'pagamentos@mare.example',
      ...(pix ? { pix } : {}),
    });
    const psp = fakeServer({
      'POST /oauth/token': tokenRoute,
      'GET /api/cob': (request) => {
        const query = new URL(request.url).searchParams;
        assert.ok(query.get('inicio') && query.get('fim'));
        return json(200, {
          parametros: {
            inicio: query.get('inicio'),
            fim: query.get('fim'),
            paginacao: {
              paginaAtual: 0,
              itensPorPagina: 100,
              quantidadeDePaginas: 1,
              quantidadeTotalDeItens: 2,
            },
          },
          cobs: [
            cob(PAID, 'CONCLUIDA', [
              { endToEndId: E2EID, txid: PAID, valor: '220.00', horario: '2026-12-01T13:01:00Z' },
            ]),
            cob(REMOVED, 'REMOVIDA_PELO_PSP'),
          ],
        });
      },
    });
    const supabase = fakeServer({
      'POST /rest/v1/rpc/pix_confirm': () => {
        rpc.push('pix_confirm');
        return json(200, { outcome: 'confirmed' });
      },
      'POST /rest/v1/rpc/pix_charge_removed': () => {
        rpc.push('pix_charge_removed');
        return json(200, { outcome: 'removed' });
      },
    });
    setPixEnv(psp, supabase);
    const { server } = await import('./index.ts');
    try {
      const unauthorised = await fetch(`${address(server)}/pix-reconcile`, { method: 'POST' });
      assert.equal(unauthorised.status, 401);
      await unauthorised.body?.cancel();

      const response = await fetch(`${address(server)}/pix-reconcile`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), {
        checked: 2,
        confirmed: 1,
        refunded: 0,
        removed: 1,
        issues: 0,
      });
      assert.deepEqual(rpc, ['pix_confirm', 'pix_charge_removed']);
    } finally {
      await server.shutdown();
      await psp.close();
      await supabase.close();
    }
  },
);
