import { describe, expect, it } from 'vitest';
import {
  createPixClient,
  cpfIsValid,
  fromValor,
  PixApiError,
  PixAuthError,
  PixUnavailableError,
  toValor,
} from '../functions/_shared/pix/index.ts';

/**
 * The API Pix client and the money helpers of the Pix functions' core, against a scripted PSP:
 * what each kind of answer becomes (the handlers and the buyer's screen word them from this).
 */
type Script = (request: Request) => Response | Promise<Response>;

function scripted(script: Script) {
  const seen: string[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return script(request);
  };
  return { seen, fetcher };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const token = (value: string, expiresIn = 3600) =>
  json(200, { access_token: value, token_type: 'Bearer', expires_in: expiresIn });

function client(script: Script, now = () => 0) {
  const { seen, fetcher } = scripted(script);
  const pix = createPixClient({
    baseUrl: 'https://psp.example/api/v2/',
    tokenUrl: 'https://psp.example/oauth/token',
    clientId: 'id',
    clientSecret: 'segredo',
    fetch: fetcher,
    now,
    timeoutMs: 1000,
  });
  return { pix, seen };
}

const cob = { txid: 'T'.repeat(26), status: 'ATIVA', valor: { original: '10.00' } };

describe('the API Pix client', () => {
  it('asks for a token with the client credentials once, and reuses it until it is about to expire', async () => {
    let now = 0;
    let issued = 0;
    const { pix, seen } = client(
      (request) => {
        if (request.url.endsWith('/oauth/token')) {
          expect(request.headers.get('Authorization')).toBe(`Basic ${btoa('id:segredo')}`);
          return token(`t${++issued}`, 120);
        }
        expect(request.headers.get('Authorization')).toBe(`Bearer t${issued}`);
        return json(200, cob);
      },
      () => now,
    );
    await pix.getCob(cob.txid);
    await pix.getCob(cob.txid);
    now = 91_000; // 120 s minus the 30 s margin, passed
    await pix.getCob(cob.txid);
    expect(seen.filter((s) => s.includes('/oauth/token'))).toHaveLength(2);
    expect(seen[1]).toBe(`GET /api/v2/cob/${cob.txid}`);
  });

  it('renews a token the PSP expired mid-flight, once, and gives up with PixAuthError on a second 401', async () => {
    let issued = 0;
    let refuse = 1;
    const { pix, seen } = client((request) => {
      if (request.url.endsWith('/oauth/token')) return token(`t${++issued}`);
      if (refuse-- > 0) return json(401, { type: 'x', title: 'Não autorizado', status: 401 });
      return json(200, cob);
    });
    await expect(pix.getCob(cob.txid)).resolves.toMatchObject({ status: 'ATIVA' });
    expect(seen.filter((s) => s.includes('/oauth/token'))).toHaveLength(2);

    refuse = 2;
    await expect(pix.getCob(cob.txid)).rejects.toBeInstanceOf(PixAuthError);
  });

  it('turns the standard’s problem body into PixApiError, with its type, detail and violations', async () => {
    const problem = {
      type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      title: 'Cobrança inválida.',
      status: 400,
      detail: 'A requisição que busca alterar ou criar uma cobrança não respeita o schema.',
      violacoes: [
        {
          razao: 'O campo valor.original não respeita o schema.',
          propriedade: 'cob.valor.original',
        },
      ],
    };
    const { pix } = client((request) =>
      request.url.endsWith('/oauth/token')
        ? token('t')
        : json(400, problem, 'application/problem+json'),
    );
    const error = await pix
      .putCob(cob.txid, { calendario: { expiracao: 60 }, valor: { original: '1' }, chave: 'k' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixApiError);
    expect((error as PixApiError).problem).toEqual(problem);
    expect((error as PixApiError).code).toBe('psp_refused');
    const missing = await client((request) =>
      request.url.endsWith('/oauth/token') ? token('t') : new Response('nada', { status: 404 }),
    )
      .pix.getCob(cob.txid)
      .catch((e: unknown) => e);
    expect((missing as PixApiError).notFound).toBe(true);
  });

  it.each([
    ['a 503', () => json(503, { type: 'x', title: 'Serviço indisponível', status: 503 })],
    ['a 429', () => json(429, { type: 'x', title: 'Muitas requisições', status: 429 })],
    ['a dropped connection', () => Promise.reject(new TypeError('fetch failed'))],
    ['a 200 that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('calls %s from the PSP unavailable', async (_, answer) => {
    const { pix } = client((request) =>
      request.url.endsWith('/oauth/token') ? token('t') : answer(),
    );
    const error = await pix.getCob(cob.txid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixUnavailableError);
    expect((error as PixUnavailableError).code).toBe('psp_unavailable');
  });

  it('calls a refused client secret an authentication problem, and a token endpoint that is down unavailable', async () => {
    const refused = client(() => json(401, { error: 'invalid_client' }));
    await expect(refused.pix.getCob(cob.txid)).rejects.toBeInstanceOf(PixAuthError);
    const down = client(() => json(503, {}));
    await expect(down.pix.getCob(cob.txid)).rejects.toBeInstanceOf(PixUnavailableError);
  });

  it('reads every page of a period’s charges', async () => {
    const { pix, seen } = client((request) => {
      if (request.url.endsWith('/oauth/token')) return token('t');
      const page = Number(new URL(request.url).searchParams.get('paginacao.paginaAtual'));
      return json(200, {
        parametros: {
          inicio: 'a',
          fim: 'b',
          paginacao: {
            paginaAtual: page,
            itensPorPagina: 100,
            quantidadeDePaginas: 2,
            quantidadeTotalDeItens: 2,
          },
        },
        cobs: [{ ...cob, txid: `${'P'.repeat(25)}${page}` }],
      });
    });
    const cobs = await pix.listCobs({
      inicio: '2026-12-01T00:00:00Z',
      fim: '2026-12-01T01:00:00Z',
    });
    expect(cobs.map((c) => c.txid)).toEqual([`${'P'.repeat(25)}0`, `${'P'.repeat(25)}1`]);
    expect(seen.filter((s) => s.startsWith('GET /api/v2/cob?'))).toHaveLength(2);
  });
});

describe('money across the PSP boundary', () => {
  it('writes centavos as the standard’s decimal strings and reads only its anchored shape back', () => {
    expect([0, 5, 100, 12345, 1999999].map(toValor)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '123.45',
      '19999.99',
    ]);
    expect(['123.45', '0.01', '10.00'].map(fromValor)).toEqual([12345, 1, 1000]);
    expect(['123.4', '1,00', '-1.00', ' 1.00', '1.000', 12, null].map(fromValor)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(() => toValor(1.5)).toThrow(RangeError);
  });

  it('checks a CPF’s digits (the standard’s own pattern cannot)', () => {
    expect(['52998224725', '11144477735'].map(cpfIsValid)).toEqual([true, true]);
    expect(['52998224724', '11111111111', '5299822472', '529.982.247-25'].map(cpfIsValid)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
