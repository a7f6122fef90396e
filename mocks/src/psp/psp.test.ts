import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasError, isDynamicPix, parsePix } from 'pix-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sequentialRandom } from '../random.ts';
import { notificationProblems, requestProblems, responseProblems } from './contract-check.ts';
import {
  createMockPsp,
  isValidCpf,
  mockPspFetch,
  MOCK_PSP_CLIENT_ID,
  MOCK_PSP_CLIENT_SECRET,
  MOCK_PSP_MERCHANT,
  MOCK_PSP_URL,
  type CobCompleta,
  type Devolucao,
  type MockPsp,
  type PspState,
} from './index.ts';
import { serveMockPsp } from './server.ts';

const START = Date.parse('2026-12-01T12:00:00.000Z');
const TXID = 'MARE7KQ2XW00112233445566778899'; // 30 characters, as checkout makes them
const CPF = '52998224725';
const WEBHOOK = 'https://mare-demo.supabase.co/functions/v1/pix-webhook/segredo';

const basic = `Basic ${btoa(`${MOCK_PSP_CLIENT_ID}:${MOCK_PSP_CLIENT_SECRET}`)}`;

interface Harness {
  psp: MockPsp;
  clock: { t: number };
  delivered: Array<{ url: string; body: unknown }>;
  /** Calls the PSP and checks the answer against openapi/pix.yaml (`route` as the document names it). */
  call(
    method: string,
    route: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Response>;
  token(): Promise<string>;
}

function harness(options: Parameters<typeof createMockPsp>[0] = {}): Harness {
  const clock = { t: START };
  const delivered: Harness['delivered'] = [];
  const psp = createMockPsp({
    clock: { now: () => clock.t },
    random: sequentialRandom(),
    deliver: async (request) => {
      delivered.push({ url: request.url, body: await request.json() });
      return new Response(null, { status: 200 });
    },
    ...options,
  });
  let bearer = '';
  const h: Harness = {
    psp,
    clock,
    delivered,
    async token() {
      const response = await psp.handle(
        new Request(`${MOCK_PSP_URL}/oauth/token`, {
          method: 'POST',
          headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials&scope=cob.write',
        }),
      );
      expect(await responseProblems('POST', '/oauth/token', response)).toEqual([]);
      bearer = ((await response.json()) as { access_token: string }).access_token;
      return bearer;
    },
    async call(method, route, path, body, token) {
      const response = await psp.handle(
        new Request(`${MOCK_PSP_URL}/api${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token ?? (bearer || (await h.token()))}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      if (response.status !== 401)
        expect(await responseProblems(method, route, response)).toEqual([]);
      return response;
    },
  };
  return h;
}

const cobBody = (overrides: Record<string, unknown> = {}) => ({
  calendario: { expiracao: 1800 },
  devedor: { cpf: CPF, nome: 'Ana Souza' },
  valor: { original: '240.00' },
  chave: MOCK_PSP_MERCHANT.pixKey,
  solicitacaoPagador: 'Reserva MARE7KQ2XW',
  ...overrides,
});

async function createCharge(h: Harness, txid = TXID) {
  const response = await h.call('PUT', '/cob/{txid}', `/cob/${txid}`, cobBody());
  expect(response.status).toBe(201);
  return (await response.json()) as CobCompleta;
}

async function registerWebhook(h: Harness, url = WEBHOOK) {
  const response = await h.call('PUT', '/webhook/{chave}', `/webhook/${MOCK_PSP_MERCHANT.pixKey}`, {
    webhookUrl: url,
  });
  expect(response.status).toBe(200);
}

async function payAndGetE2e(h: Harness, txid = TXID) {
  const paid = await h.psp.control.pay(txid);
  expect(paid.status).toBe(200);
  return ((await paid.json()) as { pix: { endToEndId: string } }).pix.endToEndId;
}

describe('mock PSP: OAuth2 client credentials', () => {
  it('issues a bearer token with its lifetime and refuses a wrong secret', async () => {
    const h = harness({ tokenTtlSeconds: 300 });
    const ok = await h.psp.handle(
      new Request(`${MOCK_PSP_URL}/oauth/token`, {
        method: 'POST',
        headers: { Authorization: basic },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 300 });

    const wrong = await h.psp.handle(
      new Request(`${MOCK_PSP_URL}/oauth/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${MOCK_PSP_CLIENT_ID}:outro`)}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      }),
    );
    expect(wrong.status).toBe(401);
    expect(await responseProblems('POST', '/oauth/token', wrong)).toEqual([]);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers 401 invalid_token once the token expires mid-flight, and a new token works', async () => {
    const h = harness({ tokenTtlSeconds: 60 });
    const token = await h.token();
    await createCharge(h);
    h.clock.t += 60_000;
    const late = await h.call('GET', '/cob/{txid}', `/cob/${TXID}`, undefined, token);
    expect(late.status).toBe(401);
    expect(late.headers.get('WWW-Authenticate')).toContain('invalid_token');
    const fresh = await h.token();
    expect((await h.call('GET', '/cob/{txid}', `/cob/${TXID}`, undefined, fresh)).status).toBe(200);

    h.psp.control.expireTokens();
    expect((await h.call('GET', '/cob/{txid}', `/cob/${TXID}`, undefined, fresh)).status).toBe(401);
  });
});

describe('mock PSP: immediate charges (cob)', () => {
  it('creates a charge whose pixCopiaECola is a dynamic BR Code pointing at its location (CRC by pix-utils)', async () => {
    const h = harness();
    expect(requestProblems('PUT', '/cob/{txid}', cobBody())).toEqual([]);
    const cob = await createCharge(h);
    expect(cob).toMatchObject({
      txid: TXID,
      revisao: 0,
      status: 'ATIVA',
      calendario: { criacao: '2026-12-01T12:00:00.000Z', expiracao: 1800 },
      valor: { original: '240.00' },
      chave: MOCK_PSP_MERCHANT.pixKey,
      devedor: { cpf: CPF, nome: 'Ana Souza' },
      loc: { id: 1, tipoCob: 'cob' },
    });
    expect(cob.location).toMatch(/^psp\.mare-demo\.example\/qr\/v2\/[0-9a-f]{32}$/);
    expect(cob.loc?.location).toBe(cob.location);

    const brCode = cob.pixCopiaECola ?? '';
    const parsed = parsePix(brCode);
    expect(hasError(parsed)).toBe(false);
    if (hasError(parsed) || !isDynamicPix(parsed)) throw new Error('not a dynamic Pix');
    expect(parsed.url).toBe(cob.location);
    expect(brCode).toMatch(/^000201010212/); // point of initiation 12: paid once
    expect(parsed.merchantName).toBe(MOCK_PSP_MERCHANT.merchantName);
    expect(parsed.merchantCity).toBe(MOCK_PSP_MERCHANT.merchantCity);
    // One character changed: the CRC16 no longer matches.
    const tampered = brCode.replace('MARE PASSEIOS', 'MARE PASSEIOZ');
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it("refuses what the standard's CobOperacaoInvalida lists, naming each violation", async () => {
    const h = harness();
    const cases: Array<[string, unknown, string]> = [
      [TXID, cobBody({ valor: { original: '0.00' } }), 'cob.valor.original'],
      [TXID, cobBody({ valor: { original: '12,50' } }), 'cob.valor.original'],
      [TXID, cobBody({ chave: 'outra@chave.example' }), 'cob.chave'],
      [TXID, cobBody({ devedor: { cpf: '12345678900', nome: 'Ana' } }), 'cob.devedor'],
      [TXID, cobBody({ calendario: { expiracao: 0 } }), 'cob.calendario.expiracao'],
      ['CURTO123', cobBody(), 'txid'],
    ];
    for (const [txid, body, property] of cases) {
      const response = await h.call('PUT', '/cob/{txid}', `/cob/${txid}`, body);
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
      const problem = (await response.json()) as {
        type: string;
        violacoes: Array<{ propriedade: string }>;
      };
      expect(problem.type).toBe('https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida');
      expect(problem.violacoes.map((v) => v.propriedade)).toContain(property);
    }
    expect(h.psp.charge(TXID)).toBeNull();
  });

  it('takes the same PUT again unchanged, revises a changed one, and refuses to change a paid one', async () => {
    const h = harness();
    const first = await createCharge(h);
    const again = await createCharge(h);
    expect(again).toEqual(first);
    const changed = await h.call(
      'PUT',
      '/cob/{txid}',
      `/cob/${TXID}`,
      cobBody({ valor: { original: '250.00' } }),
    );
    expect(((await changed.json()) as CobCompleta).revisao).toBe(1);
    await h.psp.control.pay(TXID);
    const refused = await h.call('PUT', '/cob/{txid}', `/cob/${TXID}`, cobBody());
    expect(refused.status).toBe(400);
  });

  it('answers CobNaoEncontrado for an unknown txid', async () => {
    const h = harness();
    const response = await h.call('GET', '/cob/{txid}', `/cob/${TXID}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado',
      status: 404,
    });
  });

  it('lists the charges created in a period, with paging, and refuses fim before inicio', async () => {
    const h = harness();
    await createCharge(h, 'MARE00000000000000000000000001');
    h.clock.t += 1_800_000;
    await createCharge(h, 'MARE00000000000000000000000002');
    const response = await h.call(
      'GET',
      '/cob',
      `/cob?inicio=2026-12-01T12:20:00Z&fim=2026-12-01T14:00:00Z`,
    );
    const list = (await response.json()) as {
      cobs: CobCompleta[];
      parametros: { paginacao: unknown };
    };
    expect(list.cobs.map((c) => c.txid)).toEqual(['MARE00000000000000000000000002']);
    expect(list.parametros.paginacao).toEqual({
      paginaAtual: 0,
      itensPorPagina: 100,
      quantidadeDePaginas: 1,
      quantidadeTotalDeItens: 1,
    });
    const backwards = await h.psp.handle(
      new Request(`${MOCK_PSP_URL}/api/cob?inicio=2026-12-02T00:00:00Z&fim=2026-12-01T00:00:00Z`, {
        headers: { Authorization: `Bearer ${await h.token()}` },
      }),
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/CobConsultaInvalida',
    });
  });
});

describe('mock PSP: payments and the webhook', () => {
  it('pays a charge and POSTs { pix: [...] } to <webhookUrl>/pix, as the standard says', async () => {
    const h = harness();
    await registerWebhook(h, `${WEBHOOK}/`);
    await createCharge(h);
    h.clock.t += 60_000;
    const paid = await h.psp.control.pay(TXID);
    expect(await paid.json()).toMatchObject({ webhook: { status: 200 } });
    expect(h.delivered).toHaveLength(1);
    const [notice] = h.delivered;
    expect(notice?.url).toBe(`${WEBHOOK}/pix`);
    expect(notificationProblems(notice?.body)).toEqual([]);
    const pix = (notice?.body as { pix: Array<Record<string, string>> }).pix[0];
    expect(pix).toMatchObject({ txid: TXID, valor: '240.00', horario: '2026-12-01T12:01:00.000Z' });
    expect(pix?.endToEndId).toMatch(/^E99999999202612011201[0-9a-f]{11}$/);

    const cob = (await (await h.call('GET', '/cob/{txid}', `/cob/${TXID}`)).json()) as CobCompleta;
    expect(cob.status).toBe('CONCLUIDA');
    expect(cob.pix?.[0]?.endToEndId).toBe(pix?.endToEndId);
  });

  it('drops the next webhook on request (a lost one), re-sends a notification, and pays a wrong amount', async () => {
    const h = harness();
    await registerWebhook(h);
    await createCharge(h);
    h.psp.control.dropNextWebhook();
    expect(await (await h.psp.control.pay(TXID, { valor: '24.00' })).json()).toMatchObject({
      webhook: 'descartado',
      pix: { valor: '24.00' },
    });
    expect(h.delivered).toHaveLength(0);
    expect(await h.psp.control.notify(TXID)).toEqual({ status: 200 });
    expect(await h.psp.control.notify(TXID)).toEqual({ status: 200 });
    expect(h.delivered).toHaveLength(2);
  });

  it('refuses to pay an expired charge unless asked for a late payment', async () => {
    const h = harness();
    await createCharge(h);
    h.clock.t += 1_800_000;
    expect((await h.psp.control.pay(TXID)).status).toBe(409);
    expect(await (await h.psp.control.pay(TXID, { ignorarExpiracao: true })).json()).toMatchObject({
      webhook: 'sem-webhook',
    });
  });

  it('refuses a webhook for a key that is not the receiver’s, or a URL that is not https', async () => {
    const h = harness();
    const wrongKey = await h.call('PUT', '/webhook/{chave}', '/webhook/outra@chave.example', {
      webhookUrl: WEBHOOK,
    });
    expect(wrongKey.status).toBe(400);
    const plain = await h.call('PUT', '/webhook/{chave}', `/webhook/${MOCK_PSP_MERCHANT.pixKey}`, {
      webhookUrl: 'http://mare.example/pix',
    });
    expect(await plain.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida',
    });
  });
});

describe('mock PSP: devoluções', () => {
  let h: Harness;
  let e2eid = '';
  beforeEach(async () => {
    h = harness({ refundDelayMs: 5_000 });
    await registerWebhook(h);
    await createCharge(h);
    e2eid = await payAndGetE2e(h);
    h.delivered.length = 0;
  });
  afterEach(() => h.psp.reset());

  const route = '/pix/{e2eid}/devolucao/{id}';

  it('takes a devolução EM_PROCESSAMENTO and ends it DEVOLVIDO once its time comes, notifying', async () => {
    const body = { valor: '120.00', descricao: 'Cancelamento da reserva MARE7KQ2XW' };
    expect(requestProblems('PUT', route, body)).toEqual([]);
    const put = await h.call('PUT', route, `/pix/${e2eid}/devolucao/D1`, body);
    expect(put.status).toBe(201);
    expect(await put.json()).toMatchObject({
      id: 'D1',
      valor: '120.00',
      status: 'EM_PROCESSAMENTO',
      natureza: 'ORIGINAL',
      horario: { solicitacao: '2026-12-01T12:00:00.000Z' },
    });
    const early = (await (
      await h.call('GET', route, `/pix/${e2eid}/devolucao/D1`)
    ).json()) as Devolucao;
    expect(early.status).toBe('EM_PROCESSAMENTO');
    h.clock.t += 5_000;
    const done = (await (
      await h.call('GET', route, `/pix/${e2eid}/devolucao/D1`)
    ).json()) as Devolucao;
    expect(done).toMatchObject({
      status: 'DEVOLVIDO',
      horario: { liquidacao: '2026-12-01T12:00:05.000Z' },
    });
    expect(done.rtrId).toMatch(/^D99999999\d{12}[0-9a-f]{11}$/);
    await h.psp.idle();
    expect(h.delivered).toHaveLength(1);
    expect(notificationProblems(h.delivered[0]?.body)).toEqual([]);
    expect(h.delivered[0]?.body).toMatchObject({
      pix: [{ endToEndId: e2eid, devolucoes: [{ id: 'D1', status: 'DEVOLVIDO' }] }],
    });
  });

  it('ends a refused devolução NAO_REALIZADO with the reason', async () => {
    h.psp.control.refuseNextRefund('Conta de destino encerrada.');
    await h.call('PUT', route, `/pix/${e2eid}/devolucao/D1`, { valor: '240.00' });
    await h.psp.control.settleRefunds();
    const got = (await (
      await h.call('GET', route, `/pix/${e2eid}/devolucao/D1`)
    ).json()) as Devolucao;
    expect(got).toMatchObject({ status: 'NAO_REALIZADO', motivo: 'Conta de destino encerrada.' });
    // What was refused no longer counts against the Pix: the whole amount can be asked again.
    expect(
      (await h.call('PUT', route, `/pix/${e2eid}/devolucao/D2`, { valor: '240.00' })).status,
    ).toBe(201);
  });

  it('refuses more than the Pix, a used id, and an unknown e2eid, as the standard says', async () => {
    await h.call('PUT', route, `/pix/${e2eid}/devolucao/D1`, { valor: '200.00' });
    const over = await h.call('PUT', route, `/pix/${e2eid}/devolucao/D2`, { valor: '40.01' });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida',
    });
    const reused = await h.call('PUT', route, `/pix/${e2eid}/devolucao/D1`, { valor: '1.00' });
    expect(reused.status).toBe(400);
    const unknown = await h.call('PUT', route, `/pix/E${'0'.repeat(31)}/devolucao/D9`, {
      valor: '1.00',
    });
    expect(unknown.status).toBe(404);
    const missing = await h.call('GET', route, `/pix/${e2eid}/devolucao/D9`);
    expect(await missing.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/PixDevolucaoNaoEncontrada',
    });
  });
});

describe('mock PSP: faults and control routes', () => {
  it('fails the next call with the standard 503, then answers again', async () => {
    const h = harness();
    await h.token();
    await h.psp.handle(
      new Request(`${MOCK_PSP_URL}/mock/falhas`, {
        method: 'POST',
        body: JSON.stringify({ alvo: 'cob', tipo: 'indisponivel' }),
      }),
    );
    const down = await h.call('PUT', '/cob/{txid}', `/cob/${TXID}`, cobBody());
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel',
    });
    expect((await h.call('PUT', '/cob/{txid}', `/cob/${TXID}`, cobBody())).status).toBe(201);
  });

  it('drops the connection (fetch rejects) and holds a slow answer until the caller gives up', async () => {
    const h = harness();
    const fetchPsp = mockPspFetch(h.psp);
    h.psp.control.fail({ alvo: 'token', tipo: 'rede' });
    await expect(
      fetchPsp(`${MOCK_PSP_URL}/oauth/token`, {
        method: 'POST',
        headers: { Authorization: basic },
      }),
    ).rejects.toThrow(TypeError);

    h.psp.control.fail({ alvo: 'cob', tipo: 'lento', atrasoMs: 60_000 });
    const abort = new AbortController();
    const slow = fetchPsp(`${MOCK_PSP_URL}/api/cob/${TXID}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await h.token()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(cobBody()),
      signal: abort.signal,
    });
    abort.abort(new Error('timeout'));
    await expect(slow).rejects.toThrow('timeout');
    expect(h.psp.charge(TXID)).toBeNull();
  });

  it('pays, re-notifies, removes and refuses through the /mock/ routes', async () => {
    const h = harness();
    await registerWebhook(h);
    await createCharge(h);
    const post = (path: string, body: unknown = {}) =>
      h.psp.handle(
        new Request(`${MOCK_PSP_URL}${path}`, { method: 'POST', body: JSON.stringify(body) }),
      );
    expect((await post(`/mock/cob/${TXID}/pagar`)).status).toBe(200);
    expect(await (await post(`/mock/cob/${TXID}/notificar`)).json()).toEqual({
      webhook: { status: 200 },
    });
    expect(h.delivered).toHaveLength(2);
    await createCharge(h, 'MARE00000000000000000000000009');
    await post('/mock/cob/MARE00000000000000000000000009/remover');
    expect(h.psp.charge('MARE00000000000000000000000009')?.status).toBe('REMOVIDA_PELO_PSP');
    expect((await post('/mock/falhas', { tipo: 'desconhecido' })).status).toBe(400);
    expect((await post('/mock/nada')).status).toBe(404);
  });

  it('shares its charges between instances on one store (demo tabs, reloads)', async () => {
    let kept: PspState | null = null;
    const store = { read: () => kept, write: (s: PspState) => void (kept = structuredClone(s)) };
    const tabA = harness({ store });
    const tabB = harness({ store });
    await createCharge(tabA);
    expect(tabB.psp.charge(TXID)?.status).toBe('ATIVA');
    expect((await tabB.psp.control.pay(TXID)).status).toBe(200);
    expect(tabA.psp.charge(TXID)?.status).toBe('CONCLUIDA');
  });

  it('validates CPF check digits', () => {
    expect(isValidCpf(CPF)).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });
});

describe('serveMockPsp: the mock PSP over real HTTP', () => {
  it('answers token, charge and payment over node:http and calls a real webhook server', async () => {
    const received: unknown[] = [];
    const hook = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url, body: JSON.parse(Buffer.concat(chunks).toString()) });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/functions/v1/pix-webhook/s3`;
    const psp = createMockPsp({ random: sequentialRandom() });
    const server = await serveMockPsp({ psp });
    try {
      const tokenResponse = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      const { access_token } = (await tokenResponse.json()) as { access_token: string };
      const auth = { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
      const put = await fetch(`${server.url}/api/cob/${TXID}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify(cobBody()),
      });
      expect(put.status).toBe(201);
      const hookSet = await fetch(`${server.url}/api/webhook/${MOCK_PSP_MERCHANT.pixKey}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ webhookUrl: hookUrl }),
      });
      expect(hookSet.status).toBe(200);
      const paid = await fetch(`${server.url}/mock/cob/${TXID}/pagar`, { method: 'POST' });
      expect(await paid.json()).toMatchObject({ webhook: { status: 200 } });
      expect(received).toEqual([
        {
          path: '/functions/v1/pix-webhook/s3/pix',
          body: { pix: [expect.objectContaining({ txid: TXID })] },
        },
      ]);
      psp.control.fail({ alvo: 'cob', tipo: 'rede' });
      await expect(fetch(`${server.url}/api/cob/${TXID}`, { headers: auth })).rejects.toThrow();
    } finally {
      await server.close();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
