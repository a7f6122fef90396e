import { PixApiError, PixAuthError, PixUnavailableError } from './errors.ts';
import type {
  CobCompleta,
  CobGerada,
  CobSolicitada,
  CobsConsultadas,
  Devolucao,
  DevolucaoSolicitada,
  OAuthToken,
  Problema,
} from './types.ts';

export interface PixClientOptions {
  /** The PSP's API Pix base URL, e.g. https://pix.example-psp.com.br/api/v2 (no trailing slash needed). */
  baseUrl: string;
  /** The PSP's OAuth2 token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes, when the PSP wants them (e.g. "cob.write cob.read pix.write pix.read"). */
  scope?: string;
  /** Injected: the entry point's fetch carries the mTLS client; tests pass the mock PSP. */
  fetch: typeof fetch;
  /** Injected clock, in milliseconds. */
  now: () => number;
  /** Per request; a PSP slower than this counts as unavailable. */
  timeoutMs?: number;
}

export interface PixClient {
  putCob(txid: string, body: CobSolicitada): Promise<CobGerada>;
  getCob(txid: string): Promise<CobCompleta>;
  /** Every charge created in [inicio, fim], all pages. */
  listCobs(period: { inicio: string; fim: string }): Promise<CobCompleta[]>;
  putDevolucao(e2eid: string, id: string, body: DevolucaoSolicitada): Promise<Devolucao>;
  getDevolucao(e2eid: string, id: string): Promise<Devolucao>;
  /** Registers where the PSP sends its notifications for the Pix key (it appends /pix). */
  putWebhook(chave: string, webhookUrl: string): Promise<void>;
}

/** A token is renewed this long before the PSP says it expires. */
const TOKEN_MARGIN_MS = 30_000;
/** When the PSP does not say (expires_in is optional in RFC 6749). */
const DEFAULT_TOKEN_TTL_S = 300;

/**
 * The API Pix client of the Banco Central's standard: an OAuth2 client-credentials token, cached
 * until shortly before it expires and renewed once when an operation answers 401 (expired
 * mid-flight); the standard's problem bodies become PixApiError, an unreachable or failing PSP
 * PixUnavailableError.
 */
export function createPixClient(options: PixClientOptions): PixClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await options.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PixUnavailableError(`PSP did not answer within ${timeoutMs} ms`);
      throw new PixUnavailableError(`PSP unreachable: ${(error as Error).message}`);
    }
  }

  async function requestToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scope) form.set('scope', options.scope);
    const response = await send(options.tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
    });
    if (response.status >= 500 || response.status === 429) {
      throw new PixUnavailableError(`token endpoint answered ${response.status}`, response.status);
    }
    const body = (await response.json().catch(() => null)) as Partial<OAuthToken> | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new PixAuthError(`token refused (${response.status})`, response.status);
    }
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : DEFAULT_TOKEN_TTL_S;
    token = { value: body.access_token, expiresAt: options.now() + ttl * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && options.now() < token.expiresAt) return Promise.resolve(token.value);
    // One token request at a time: concurrent operations share it.
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
    return (await exchange(method, path, body)) as T;
  }

  async function exchange(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
    let renewed = false;
    for (;;) {
      const bearer = await accessToken();
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && !renewed) {
        // Expired mid-flight (or revoked): one new token, one more try.
        token = null;
        renewed = true;
        continue;
      }
      if (response.ok) {
        const text = await response.text();
        try {
          return text ? (JSON.parse(text) as unknown) : null;
        } catch {
          throw new PixUnavailableError(
            `${method} ${path}: the PSP's answer is not JSON`,
            response.status,
          );
        }
      }
      if (response.status === 401 || response.status === 403) {
        throw new PixAuthError(`${method} ${path}: ${response.status}`, response.status);
      }
      if (response.status >= 500 || response.status === 429) {
        throw new PixUnavailableError(`${method} ${path}: ${response.status}`, response.status);
      }
      throw new PixApiError(response.status, await problem(response));
    }
  }

  const txidPath = (txid: string) => `/cob/${encodeURIComponent(txid)}`;
  const devolucaoPath = (e2eid: string, id: string) =>
    `/pix/${encodeURIComponent(e2eid)}/devolucao/${encodeURIComponent(id)}`;

  return {
    putCob: (txid, body) => call<CobGerada>('PUT', txidPath(txid), body),
    getCob: (txid) => call<CobCompleta>('GET', txidPath(txid)),
    async listCobs({ inicio, fim }) {
      const cobs: CobCompleta[] = [];
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          inicio,
          fim,
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': '100',
        });
        const answer = await call<CobsConsultadas>('GET', `/cob?${query}`);
        cobs.push(...answer.cobs);
        const pages = answer.parametros?.paginacao?.quantidadeDePaginas ?? 1;
        if (page + 1 >= pages || answer.cobs.length === 0 || page >= 99) return cobs;
      }
    },
    putDevolucao: (e2eid, id, body) => call<Devolucao>('PUT', devolucaoPath(e2eid, id), body),
    getDevolucao: (e2eid, id) => call<Devolucao>('GET', devolucaoPath(e2eid, id)),
    async putWebhook(chave, webhookUrl) {
      await exchange('PUT', `/webhook/${encodeURIComponent(chave)}`, { webhookUrl });
    },
  };
}

/** The standard's problem body, or one made from the status when the PSP sent none. */
async function problem(response: Response): Promise<Problema> {
  const body = (await response.json().catch(() => null)) as Partial<Problema> | null;
  if (body && typeof body.title === 'string' && typeof body.type === 'string') {
    return { ...body, status: response.status } as Problema;
  }
  return { type: 'about:blank', title: `HTTP ${response.status}`, status: response.status };
}
