import type { components } from '@mare/openapi/pix';
import { systemClock, type ServerClock } from '../clock.ts';
import { cryptoRandom, type IdSource } from '../random.ts';
import { cpfIsValid, fromValor, toValor } from '../../../supabase/functions/_shared/pix/money.ts';
import { dynamicBrCode } from './br-code.ts';
import { invalidToken, problem, type Violacao } from './problems.ts';

type Schemas = components['schemas'];
export type CobCompleta = Schemas['CobCompleta'];
export type Pix = Schemas['Pix'];
export type Devolucao = Schemas['Devolucao'];
type CobrancaStatus = Schemas['CobrancaStatus'];

/** Where the mock PSP lives in the browser and in-process tests (never resolved). */
export const MOCK_PSP_URL = 'https://psp.mare-demo.example';
/** The receiving user's credentials the mock accepts (public: nothing real is behind them). */
export const MOCK_PSP_CLIENT_ID = 'mare-demo';
export const MOCK_PSP_CLIENT_SECRET = 'mare-demo-secret';
/** The demo merchant (the same as the database's demo settings). */
export const MOCK_PSP_MERCHANT = {
  pixKey: 'pagamentos@mare.example',
  merchantName: 'MARE PASSEIOS',
  merchantCity: 'ARRAIAL DO CABO',
} as const;
/** The ISPB the mock's end-to-end and return ids carry (8 digits, as in the SPI's ids). */
const MOCK_ISPB = '99999999';

interface StoredDevolucao extends Devolucao {
  /** When EM_PROCESSAMENTO ends (epoch ms), and how: DEVOLVIDO, or NAO_REALIZADO with a reason. */
  settleAt: number;
  refusal?: string;
}
interface StoredPix extends Omit<Pix, 'devolucoes'> {
  devolucoes: StoredDevolucao[];
}
interface StoredCob extends Omit<CobCompleta, 'pix' | 'loc'> {
  /** The standard's CobGerada requires the txid inside `loc` too. */
  loc: Schemas['PayloadLocation'] & { txid: string };
  pix: StoredPix[];
}

/** Everything the PSP keeps: kept whole by a `PspStore`, so tabs and reloads share it. */
export interface PspState {
  nextLocId: number;
  /** access token → expiry (epoch ms). */
  tokens: Record<string, number>;
  charges: Record<string, StoredCob>;
  /** chave → webhookUrl. */
  webhooks: Record<string, string>;
}

export interface PspStore {
  read(): PspState | null;
  write(state: PspState): void;
}

export type FaultTarget = 'token' | 'cob' | 'devolucao' | 'webhook' | 'qualquer';
export type FaultKind = 'indisponivel' | 'erro' | 'tempo-esgotado' | 'rede' | 'lento';
export interface Fault {
  alvo?: FaultTarget;
  tipo: FaultKind;
  /** For `lento`: how long the answer takes (default 30 s). */
  atrasoMs?: number;
  /** How many calls it hits (default 1). */
  vezes?: number;
}

export type WebhookOutcome =
  { status: number } | 'descartado' | 'sem-webhook' | 'falhou' | 'nada-a-notificar';

export interface PayOptions {
  /** Another amount than the charge's (the payer's app lets them type one; a wrong-amount test). */
  valor?: string;
  /** Pay a charge whose expiry has passed (a late payment). */
  ignorarExpiracao?: boolean;
}

export interface MockPspOptions {
  clock?: ServerClock;
  random?: IdSource;
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
  /** How long a devolução stays EM_PROCESSAMENTO (default 1 s of the clock). */
  refundDelayMs?: number;
  /** How the PSP POSTs its notifications (default: the global fetch). */
  deliver?: (request: Request) => Promise<Response>;
  /** Where the state lives (default: memory). */
  store?: PspStore;
  /** How a slow answer waits (default: a timer); rejects when the caller aborts. */
  sleep?: (ms: number, signal: AbortSignal | null) => Promise<void>;
  /** Host of the QR locations (default: the mock's own). */
  locationHost?: string;
  /**
   * Ends each devolução on its own when its time comes (demo mode: a timer), as a PSP does, and
   * notifies; without it a devolução ends when it is next read.
   */
  schedule?: (run: () => void, ms: number) => void;
}

export interface MockPspControl {
  pay(txid: string, options?: PayOptions): Promise<Response>;
  /** Sends the charge's notification again (a duplicated or late webhook). */
  notify(txid: string): Promise<WebhookOutcome>;
  remove(txid: string): void;
  fail(fault: Fault): void;
  dropNextWebhook(): void;
  refuseNextRefund(motivo?: string): void;
  expireTokens(): void;
  /** Ends every devolução in processing now (the clock is not moved). */
  settleRefunds(): Promise<void>;
}

export interface MockPsp {
  /** The PSP: the contract's operations, the token and the `/mock/` control routes, by path. */
  handle(request: Request): Promise<Response>;
  readonly control: MockPspControl;
  /** A copy of the charge as the PSP holds it (tests). */
  charge(txid: string): CobCompleta | null;
  /** Resolves when no notification is in flight. */
  idle(): Promise<void>;
  /** Forgets everything: charges, tokens, webhooks, pending faults. */
  reset(): void;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2EID = /^[a-zA-Z0-9]{32}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;
const CNPJ = /^[0-9A-Z]{14}$/;

/** CPF check digits: the functions' own rule (the standard's pattern for it is unusable). */
export const isValidCpf = cpfIsValid;

/** Valores reach these only once checked against the standard's shape (VALOR). */
const centavos = (valor: string) => fromValor(valor) ?? 0;

const freshState = (): PspState => ({ nextLocId: 1, tokens: {}, charges: {}, webhooks: {} });

const memoryStore = (): PspStore => {
  let kept: PspState | null = null;
  return {
    read: () => kept,
    write: (state) => {
      kept = state;
    },
  };
};

const timerSleep = (ms: number, signal: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const handle = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(handle);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol.for('invalid-json');
  }
};

/** A Pix PSP that follows the Banco Central's API Pix, in memory (see mocks/README.md). */
export function createMockPsp(options: MockPspOptions = {}): MockPsp {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? cryptoRandom;
  const pixKey = options.pixKey ?? MOCK_PSP_MERCHANT.pixKey;
  const merchantName = options.merchantName ?? MOCK_PSP_MERCHANT.merchantName;
  const merchantCity = options.merchantCity ?? MOCK_PSP_MERCHANT.merchantCity;
  const clientId = options.clientId ?? MOCK_PSP_CLIENT_ID;
  const clientSecret = options.clientSecret ?? MOCK_PSP_CLIENT_SECRET;
  const tokenTtl = options.tokenTtlSeconds ?? 3600;
  const refundDelayMs = options.refundDelayMs ?? 1000;
  const deliver = options.deliver ?? ((request: Request) => fetch(request));
  const store = options.store ?? memoryStore();
  const sleep = options.sleep ?? timerSleep;
  const locationHost = options.locationHost ?? new URL(MOCK_PSP_URL).host;

  // Per-tab switches: faults are for the next calls this PSP instance answers.
  let faults: Array<Required<Pick<Fault, 'tipo'>> & Fault & { vezes: number }> = [];
  let dropWebhooks = 0;
  let refusals: string[] = [];
  const inFlight = new Set<Promise<unknown>>();

  let state = store.read() ?? freshState();
  /** The shared state as another tab may have left it. */
  const load = () => {
    state = store.read() ?? state;
    return state;
  };
  const save = () => store.write(state);

  const iso = (ms = clock.now()) => new Date(ms).toISOString();
  /** yyyyMMddHHmm of now, in UTC (the SPI's ids carry it). */
  const stamp = () => iso().replace(/[-T:]/g, '').slice(0, 12);
  const alnum = (length: number) => random.hex(Math.ceil(length / 2)).slice(-length);
  const endToEndId = () => `E${MOCK_ISPB}${stamp()}${alnum(11)}`;
  const returnId = () => `D${MOCK_ISPB}${stamp()}${alnum(11)}`;

  const expired = (cob: StoredCob) =>
    clock.now() >= Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000;

  // --- what a caller sees of the stored records --------------------------------------------------
  const publicDevolucao = ({ settleAt: _s, refusal: _r, ...devolucao }: StoredDevolucao) =>
    devolucao;
  const publicPix = (pix: StoredPix): Pix => ({
    ...pix,
    devolucoes: pix.devolucoes.length > 0 ? pix.devolucoes.map(publicDevolucao) : undefined,
  });
  const publicCob = (cob: StoredCob): CobCompleta => {
    const { pix, ...rest } = cob;
    return pix.length > 0 ? { ...rest, pix: pix.map(publicPix) } : rest;
  };

  // --- notifications -----------------------------------------------------------------------------
  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  /** POSTs `{ pix: [...] }` to `<webhookUrl>/pix` (the standard's callback). */
  const sendNotification = (pix: Pix[]): Promise<WebhookOutcome> => {
    const url = load().webhooks[pixKey];
    if (!url) return Promise.resolve('sem-webhook');
    if (dropWebhooks > 0) {
      dropWebhooks -= 1;
      return Promise.resolve('descartado');
    }
    const target = `${url.replace(/\/+$/, '')}/pix`;
    return track(
      deliver(
        new Request(target, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ pix }),
        }),
      ).then(
        async (response): Promise<WebhookOutcome> => {
          await response.body?.cancel();
          return { status: response.status };
        },
        (): WebhookOutcome => 'falhou',
      ),
    );
  };

  /** Ends the devoluções whose time came (or all, `now`); each one ended is notified. */
  const settle = (all = false) => {
    const ended: Pix[] = [];
    for (const cob of Object.values(load().charges)) {
      for (const pix of cob.pix) {
        const done = pix.devolucoes.filter(
          (d) => d.status === 'EM_PROCESSAMENTO' && (all || clock.now() >= d.settleAt),
        );
        for (const devolucao of done) {
          if (devolucao.refusal !== undefined) {
            devolucao.status = 'NAO_REALIZADO';
            devolucao.motivo = devolucao.refusal;
          } else {
            devolucao.status = 'DEVOLVIDO';
            devolucao.horario = { ...devolucao.horario, liquidacao: iso() };
          }
          ended.push({ ...publicPix(pix), devolucoes: [publicDevolucao(devolucao)] });
        }
      }
    }
    if (ended.length === 0) return Promise.resolve();
    save();
    return sendNotification(ended).then(() => undefined);
  };

  // --- faults ------------------------------------------------------------------------------------
  const takeFault = (target: Exclude<FaultTarget, 'qualquer'>) => {
    const index = faults.findIndex(
      (f) => (f.alvo ?? 'qualquer') === 'qualquer' || f.alvo === target,
    );
    if (index < 0) return null;
    const fault = faults[index];
    if (!fault) return null;
    fault.vezes -= 1;
    if (fault.vezes <= 0) faults = faults.filter((_, i) => i !== index);
    return fault;
  };

  /** The fault's answer, or null to answer normally (after a slow one's wait). */
  const applyFault = async (
    target: Exclude<FaultTarget, 'qualquer'>,
    signal: AbortSignal | null,
  ): Promise<Response | null> => {
    const fault = takeFault(target);
    if (!fault) return null;
    switch (fault.tipo) {
      case 'indisponivel':
        return problem('ServicoIndisponivel');
      case 'erro':
        return problem('ErroInternoDoServidor');
      case 'tempo-esgotado':
        return problem('IndisponibilidadePorTempoEsgotado');
      case 'rede':
        return Response.error();
      case 'lento':
        await sleep(fault.atrasoMs ?? 30_000, signal);
        return null;
    }
  };

  // --- OAuth2 client credentials -----------------------------------------------------------------
  const token = async (request: Request) => {
    const [scheme, encoded] = (request.headers.get('Authorization') ?? '').split(' ');
    let credentials = '';
    try {
      credentials = scheme?.toLowerCase() === 'basic' && encoded ? atob(encoded) : '';
    } catch {
      credentials = '';
    }
    const form = new URLSearchParams(await request.text());
    const sentId = decodeURIComponent(credentials.split(':')[0] ?? '') || form.get('client_id');
    const sentSecret =
      decodeURIComponent(credentials.split(':').slice(1).join(':')) || form.get('client_secret');
    if (sentId !== clientId || sentSecret !== clientSecret)
      return json(401, { error: 'invalid_client', error_description: 'Cliente não autorizado.' });
    if (form.get('grant_type') !== 'client_credentials')
      return json(400, {
        error: 'unsupported_grant_type',
        error_description: 'Somente client_credentials.',
      });
    const accessToken = `mock${random.hex(16)}`;
    // Expired tokens are forgotten, so the kept state does not grow with every request.
    const kept = load();
    kept.tokens = Object.fromEntries(
      Object.entries(kept.tokens).filter(([, until]) => until > clock.now()),
    );
    kept.tokens[accessToken] = clock.now() + tokenTtl * 1000;
    save();
    return json(200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: tokenTtl,
      scope: form.get('scope') ?? 'cob.write cob.read pix.write pix.read webhook.write',
    });
  };

  const authorized = (request: Request) => {
    const [scheme, value] = (request.headers.get('Authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !value) return false;
    const until = load().tokens[value];
    return until !== undefined && clock.now() < until;
  };

  // --- cob ---------------------------------------------------------------------------------------
  const cobViolations = (txid: string, body: unknown): Violacao[] => {
    const v: Violacao[] = [];
    if (!TXID.test(txid))
      v.push({ razao: 'O campo txid não respeita o _schema_.', propriedade: 'txid', valor: txid });
    if (!isObject(body))
      return [...v, { razao: 'O corpo não é um objeto JSON.', propriedade: 'cob' }];
    const calendario = body.calendario;
    if (calendario !== undefined) {
      const expiracao = isObject(calendario) ? calendario.expiracao : undefined;
      if (
        !isObject(calendario) ||
        (expiracao !== undefined && (!Number.isInteger(expiracao) || (expiracao as number) <= 0))
      )
        v.push({
          razao: 'O campo cob.calendario.expiracao é igual ou menor que zero.',
          propriedade: 'cob.calendario.expiracao',
        });
    }
    const original = isObject(body.valor) ? body.valor.original : undefined;
    if (typeof original !== 'string' || !VALOR.test(original))
      v.push({
        razao: 'O campo cob.valor.original não respeita o _schema_.',
        propriedade: 'cob.valor.original',
      });
    else if (centavos(original) === 0)
      v.push({
        razao: 'O campo cob.valor.original é zero.',
        propriedade: 'cob.valor.original',
        valor: original,
      });
    if (typeof body.chave !== 'string' || body.chave.length > 77)
      v.push({ razao: 'O campo cob.chave não respeita o _schema_.', propriedade: 'cob.chave' });
    else if (body.chave !== pixKey)
      v.push({
        razao:
          'O campo cob.chave corresponde a uma conta que não pertence a este usuário recebedor.',
        propriedade: 'cob.chave',
        valor: body.chave,
      });
    const devedor = body.devedor;
    if (devedor !== undefined) {
      const ok =
        isObject(devedor) &&
        typeof devedor.nome === 'string' &&
        devedor.nome.length > 0 &&
        devedor.nome.length <= 200 &&
        ((typeof devedor.cpf === 'string' &&
          isValidCpf(devedor.cpf) &&
          devedor.cnpj === undefined) ||
          (typeof devedor.cnpj === 'string' &&
            CNPJ.test(devedor.cnpj) &&
            devedor.cpf === undefined));
      if (!ok)
        v.push({
          razao: 'O objeto cob.devedor não respeita o _schema_.',
          propriedade: 'cob.devedor',
        });
    }
    if (
      body.solicitacaoPagador !== undefined &&
      (typeof body.solicitacaoPagador !== 'string' || body.solicitacaoPagador.length > 140)
    )
      v.push({
        razao: 'O campo solicitacaoPagador não respeita o _schema_.',
        propriedade: 'cob.solicitacaoPagador',
      });
    return v;
  };

  const putCob = async (txid: string, request: Request) => {
    const body = await readJson(request);
    const violations = cobViolations(txid, body);
    if (violations.length > 0 || !isObject(body)) return problem('CobOperacaoInvalida', violations);
    const sent = body as Schemas['CobSolicitada'];
    const charges = load().charges;
    const existing = charges[txid];
    const wanted = {
      expiracao: sent.calendario?.expiracao ?? 86_400,
      original: String(sent.valor.original), // checked above
      devedor: sent.devedor,
      solicitacaoPagador: sent.solicitacaoPagador,
    };
    if (existing) {
      if (existing.status !== 'ATIVA')
        return problem('CobOperacaoInvalida', [
          {
            razao:
              'A cobrança já existe, não está no status ATIVA, e a presente requisição busca alterá-la.',
            propriedade: 'txid',
            valor: txid,
          },
        ]);
      const same =
        existing.calendario.expiracao === wanted.expiracao &&
        existing.valor.original === wanted.original &&
        JSON.stringify(existing.devedor) === JSON.stringify(wanted.devedor) &&
        existing.solicitacaoPagador === wanted.solicitacaoPagador;
      if (!same) {
        existing.calendario = { ...existing.calendario, expiracao: wanted.expiracao };
        existing.valor = { original: wanted.original };
        existing.devedor = wanted.devedor;
        existing.solicitacaoPagador = wanted.solicitacaoPagador;
        existing.revisao += 1;
        save();
      }
      return json(201, publicCob(existing));
    }
    const criacao = iso();
    const location = `${locationHost}/qr/v2/${random.hex(16)}`;
    const cob: StoredCob = {
      calendario: { criacao, expiracao: wanted.expiracao },
      txid,
      revisao: 0,
      loc: { id: state.nextLocId, txid, location, tipoCob: 'cob', criacao },
      location,
      status: 'ATIVA',
      ...(wanted.devedor ? { devedor: wanted.devedor } : {}),
      valor: { original: wanted.original },
      chave: pixKey,
      ...(wanted.solicitacaoPagador ? { solicitacaoPagador: wanted.solicitacaoPagador } : {}),
      pixCopiaECola: dynamicBrCode({ location, merchantName, merchantCity }),
      pix: [],
    };
    state.nextLocId += 1;
    charges[txid] = cob;
    save();
    return json(201, publicCob(cob));
  };

  const getCob = (txid: string) => {
    const cob = load().charges[txid];
    return cob ? json(200, publicCob(cob)) : problem('CobNaoEncontrado');
  };

  const listCobs = (url: URL) => {
    const inicio = url.searchParams.get('inicio');
    const fim = url.searchParams.get('fim');
    const status = url.searchParams.get('status');
    const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? '0');
    const perPage = Number(url.searchParams.get('paginacao.itensPorPagina') ?? '100');
    const from = inicio ? Date.parse(inicio) : Number.NaN;
    const to = fim ? Date.parse(fim) : Number.NaN;
    const v: Violacao[] = [];
    if (Number.isNaN(from))
      v.push({ razao: 'O parâmetro inicio não respeita o _schema_.', propriedade: 'inicio' });
    if (Number.isNaN(to))
      v.push({ razao: 'O parâmetro fim não respeita o _schema_.', propriedade: 'fim' });
    if (!Number.isNaN(from) && !Number.isNaN(to) && to < from)
      v.push({ razao: 'O timestamp fim é anterior ao timestamp inicio.', propriedade: 'fim' });
    if (!Number.isInteger(page) || page < 0)
      v.push({
        razao: 'O parâmetro paginacao.paginaAtual é negativo.',
        propriedade: 'paginacao.paginaAtual',
      });
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000)
      v.push({
        razao: 'O parâmetro paginacao.itensPorPagina não respeita o _schema_.',
        propriedade: 'paginacao.itensPorPagina',
      });
    if (v.length > 0) return problem('CobConsultaInvalida', v);
    const all = Object.values(load().charges)
      .filter((cob) => {
        const at = Date.parse(cob.calendario.criacao);
        return at >= from && at <= to && (!status || cob.status === status);
      })
      .sort((a, b) => a.calendario.criacao.localeCompare(b.calendario.criacao));
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    return json(200, {
      parametros: {
        inicio: iso(from),
        fim: iso(to),
        ...(status ? { status } : {}),
        paginacao: {
          paginaAtual: page,
          itensPorPagina: perPage,
          quantidadeDePaginas: pages,
          quantidadeTotalDeItens: all.length,
        },
      },
      // The standard lists `idCob` as required here without defining it; the mock sends the txid.
      cobs: all
        .slice(page * perPage, page * perPage + perPage)
        .map((cob) => ({ ...publicCob(cob), idCob: cob.txid })),
    });
  };

  // --- devolução ---------------------------------------------------------------------------------
  const findPix = (e2eid: string) => {
    for (const cob of Object.values(load().charges)) {
      const pix = cob.pix.find((p) => p.endToEndId === e2eid);
      if (pix) return pix;
    }
    return null;
  };

  const putDevolucao = async (e2eid: string, id: string, request: Request) => {
    const body = await readJson(request);
    if (!E2EID.test(e2eid)) return problem('PixNaoEncontrado');
    const pix = findPix(e2eid);
    if (!pix) return problem('PixNaoEncontrado');
    const v: Violacao[] = [];
    if (!DEVOLUCAO_ID.test(id))
      v.push({ razao: 'O id da devolução não respeita o _schema_.', propriedade: 'id', valor: id });
    const valor = isObject(body) ? body.valor : undefined;
    if (typeof valor !== 'string' || !VALOR.test(valor) || centavos(valor) === 0)
      v.push({
        razao: 'O campo devolucao.valor não respeita o _schema_.',
        propriedade: 'devolucao.valor',
      });
    const descricao = isObject(body) ? body.descricao : undefined;
    if (descricao !== undefined && (typeof descricao !== 'string' || descricao.length > 140))
      v.push({
        razao: 'O campo devolucao.descricao não respeita o _schema_.',
        propriedade: 'devolucao.descricao',
      });
    const natureza = isObject(body) ? body.natureza : undefined;
    if (natureza !== undefined && natureza !== 'ORIGINAL' && natureza !== 'RETIRADA')
      v.push({
        razao: 'O campo devolucao.natureza não respeita o _schema_.',
        propriedade: 'devolucao.natureza',
      });
    if (pix.devolucoes.some((d) => d.id === id))
      v.push({
        razao:
          'A presente requisição de devolução apresenta um {id} já utilizado por outra requisição de devolução para o {e2eid} em questão.',
        propriedade: 'id',
        valor: id,
      });
    if (v.length === 0 && typeof valor === 'string') {
      const returned = pix.devolucoes
        .filter((d) => d.status !== 'NAO_REALIZADO')
        .reduce((sum, d) => sum + centavos(d.valor), 0);
      if (returned + centavos(valor) > centavos(pix.valor))
        v.push({
          razao:
            'A presente requisição de devolução, em conjunto com as demais prévias devoluções, excederia o valor do pix originário.',
          propriedade: 'devolucao.valor',
          valor,
        });
    }
    if (v.length > 0 || typeof valor !== 'string') return problem('PixDevolucaoInvalida', v);
    const refusal = refusals.shift();
    const devolucao: StoredDevolucao = {
      id,
      rtrId: returnId(),
      valor: toValor(centavos(valor)),
      natureza: natureza === 'RETIRADA' ? 'RETIRADA' : 'ORIGINAL',
      ...(typeof descricao === 'string' ? { descricao } : {}),
      horario: { solicitacao: iso() },
      status: 'EM_PROCESSAMENTO',
      settleAt: clock.now() + refundDelayMs,
      ...(refusal !== undefined ? { refusal } : {}),
    };
    pix.devolucoes.push(devolucao);
    save();
    options.schedule?.(() => void settle(), refundDelayMs);
    return json(201, publicDevolucao(devolucao));
  };

  const getDevolucao = (e2eid: string, id: string) => {
    void settle();
    const pix = findPix(e2eid);
    if (!pix) return problem('PixNaoEncontrado');
    const devolucao = pix.devolucoes.find((d) => d.id === id);
    return devolucao ? json(200, publicDevolucao(devolucao)) : problem('PixDevolucaoNaoEncontrada');
  };

  // --- webhook -----------------------------------------------------------------------------------
  const putWebhook = async (chave: string, request: Request) => {
    const body = await readJson(request);
    const url = isObject(body) && typeof body.webhookUrl === 'string' ? body.webhookUrl : '';
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    // The standard's PSPs take https only; plain http only to this machine (Node tests).
    const acceptable =
      parsed !== null &&
      (parsed.protocol === 'https:' ||
        (parsed.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(parsed.hostname)));
    if (chave !== pixKey)
      return problem('WebhookOperacaoInvalida', [
        {
          razao:
            'O parâmetro {chave} não corresponde a uma chave DICT pertencente a este usuário recebedor.',
          propriedade: 'chave',
          valor: chave,
        },
      ]);
    if (!acceptable)
      return problem('WebhookOperacaoInvalida', [
        {
          razao: 'Campo webhook.webhookUrl não respeita o _schema_.',
          propriedade: 'webhook.webhookUrl',
        },
      ]);
    load().webhooks[chave] = url;
    save();
    return new Response(null, { status: 200 });
  };

  // --- control (mock only) -----------------------------------------------------------------------
  const pay = async (txid: string, payOptions: PayOptions = {}) => {
    const cob = load().charges[txid];
    if (!cob) return problem('CobNaoEncontrado');
    if (cob.status !== 'ATIVA')
      return json(409, { erro: `A cobrança está ${cob.status}: não aceita pagamento.` });
    if (expired(cob) && !payOptions.ignorarExpiracao)
      return json(409, { erro: 'A cobrança expirou: o app do banco recusaria o pagamento.' });
    const valor = payOptions.valor ?? cob.valor.original;
    if (!VALOR.test(valor)) return json(400, { erro: 'valor: use o formato 123.45.' });
    const pix: StoredPix = {
      endToEndId: endToEndId(),
      txid,
      valor,
      chave: pixKey,
      horario: iso(),
      devolucoes: [],
    };
    cob.pix.push(pix);
    cob.status = 'CONCLUIDA' satisfies CobrancaStatus;
    save();
    const webhook = await sendNotification([publicPix(pix)]);
    return json(200, { pix: publicPix(pix), webhook });
  };

  const notify = (txid: string): Promise<WebhookOutcome> => {
    const cob = load().charges[txid];
    if (!cob || cob.pix.length === 0) return Promise.resolve('nada-a-notificar');
    return sendNotification(cob.pix.map(publicPix));
  };

  const control: MockPspControl = {
    pay,
    notify,
    remove(txid) {
      const cob = load().charges[txid];
      if (!cob) return;
      cob.status = 'REMOVIDA_PELO_PSP';
      save();
    },
    fail(fault) {
      faults.push({ ...fault, vezes: fault.vezes ?? 1 });
    },
    dropNextWebhook() {
      dropWebhooks += 1;
    },
    refuseNextRefund(motivo = 'Conta do pagador encerrada.') {
      refusals.push(motivo);
    },
    expireTokens() {
      const tokens = load().tokens;
      for (const key of Object.keys(tokens)) tokens[key] = clock.now();
      save();
    },
    settleRefunds: () => settle(true),
  };

  const controlRoute = async (path: string, request: Request) => {
    const body = await readJson(request);
    const options = isObject(body) ? body : {};
    const cob = /^\/mock\/cob\/([^/]+)\/(pagar|notificar|remover)$/.exec(path);
    if (cob?.[1] && cob[2]) {
      const txid = decodeURIComponent(cob[1]);
      if (cob[2] === 'pagar')
        return pay(txid, {
          valor: typeof options.valor === 'string' ? options.valor : undefined,
          ignorarExpiracao: options.ignorarExpiracao === true,
        });
      if (cob[2] === 'notificar') return json(200, { webhook: await notify(txid) });
      control.remove(txid);
      return json(200, { ok: true });
    }
    switch (path) {
      case '/mock/falhas': {
        const kinds: FaultKind[] = ['indisponivel', 'erro', 'tempo-esgotado', 'rede', 'lento'];
        const targets: FaultTarget[] = ['token', 'cob', 'devolucao', 'webhook', 'qualquer'];
        const tipo = options.tipo as FaultKind;
        const alvo = (options.alvo ?? 'qualquer') as FaultTarget;
        if (!kinds.includes(tipo) || !targets.includes(alvo))
          return json(400, { erro: `tipo: ${kinds.join('|')}; alvo: ${targets.join('|')}` });
        control.fail({
          tipo,
          alvo,
          atrasoMs: typeof options.atrasoMs === 'number' ? options.atrasoMs : undefined,
          vezes: typeof options.vezes === 'number' ? options.vezes : undefined,
        });
        return json(200, { ok: true });
      }
      case '/mock/webhook/descartar-proximo':
        control.dropNextWebhook();
        return json(200, { ok: true });
      case '/mock/devolucoes/recusar-proxima':
        control.refuseNextRefund(typeof options.motivo === 'string' ? options.motivo : undefined);
        return json(200, { ok: true });
      case '/mock/devolucoes/liquidar':
        await control.settleRefunds();
        return json(200, { ok: true });
      case '/mock/token/expirar':
        control.expireTokens();
        return json(200, { ok: true });
      default:
        return json(404, { erro: 'rota de controle desconhecida' });
    }
  };

  // --- routing -----------------------------------------------------------------------------------
  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method.toUpperCase();
    if (path.startsWith('/mock/')) {
      return method === 'POST' ? controlRoute(path, request) : json(405, { erro: 'use POST' });
    }
    if (path === '/oauth/token' && method === 'POST') {
      return (await applyFault('token', request.signal)) ?? token(request);
    }
    const cob = /^\/api\/cob\/([^/]+)$/.exec(path);
    const devolucao = /^\/api\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
    const webhook = /^\/api\/webhook\/([^/]+)$/.exec(path);
    const target =
      cob || path === '/api/cob' ? 'cob' : devolucao ? 'devolucao' : webhook ? 'webhook' : null;
    if (!target) return problem('NaoEncontrado');
    const faulted = await applyFault(target, request.signal);
    if (faulted) return faulted;
    if (!authorized(request)) return invalidToken();
    // A devolução whose time came ends now; its notification goes out on the side.
    void settle();
    if (cob?.[1]) {
      const txid = decodeURIComponent(cob[1]);
      if (method === 'PUT') return putCob(txid, request);
      if (method === 'GET') return getCob(txid);
    } else if (path === '/api/cob' && method === 'GET') {
      return listCobs(url);
    } else if (devolucao?.[1] && devolucao[2]) {
      const [e2eid, id] = [decodeURIComponent(devolucao[1]), decodeURIComponent(devolucao[2])];
      if (method === 'PUT') return putDevolucao(e2eid, id, request);
      if (method === 'GET') return getDevolucao(e2eid, id);
    } else if (webhook?.[1] && method === 'PUT') {
      return putWebhook(decodeURIComponent(webhook[1]), request);
    }
    return problem('RequisicaoInvalida', [{ razao: `${method} não é aceito aqui.` }]);
  };

  return {
    handle: route,
    control,
    charge(txid) {
      const cob = load().charges[txid];
      return cob ? (JSON.parse(JSON.stringify(publicCob(cob))) as CobCompleta) : null;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    reset() {
      state = freshState();
      save();
      faults = [];
      dropWebhooks = 0;
      refusals = [];
    },
  };
}

/**
 * A `fetch` whose requests go to the PSP in this process: what the Edge Functions' core is handed
 * in tests and in demo mode. An injected network failure rejects, as a real fetch would.
 */
export function mockPspFetch(psp: Pick<MockPsp, 'handle'>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await psp.handle(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
}
