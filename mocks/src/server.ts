import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { MockBackend } from './backend.ts';
import { MOCK_SUPABASE_URL } from './config.ts';

export interface MockHttpServerOptions {
  /** The backend that answers (its handlers and database). The caller owns and closes it. */
  backend: MockBackend;
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1: never reachable from another machine. */
  host?: string;
  /**
   * Origins whose pages may call the server (CORS). Default: any page served from this machine
   * (http on localhost or 127.0.0.1, any port).
   */
  allowOrigin?: (origin: string) => boolean;
}

export interface MockHttpServer {
  /** What a client uses as its project URL, e.g. `http://127.0.0.1:43117`. */
  readonly url: string;
  readonly port: number;
  /** Stops listening and drops open connections; the backend stays open. */
  close(): Promise<void>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A page on this machine, over HTTP or HTTPS (the performance run serves pages over both). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

/** Headers supabase-js reads from answers: the row count, auth's API version, storage's. */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Location',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'ETag',
  'Content-Length',
  'Content-Type',
].join(', ');

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Headers a proxy never forwards; undici refuses some of them in a Request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

function corsHeaders(request: IncomingMessage, allow: (origin: string) => boolean) {
  const origin = request.headers.origin;
  if (!origin || !allow(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The Node request as the fetch Request the handlers expect, addressed to the mock host. */
async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const bodyless = method === 'GET' || method === 'HEAD';
  const body = bodyless ? undefined : await readBody(request);
  return new Request(MOCK_SUPABASE_URL + (request.url ?? '/'), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  backend: MockBackend,
  allow: (origin: string) => boolean,
) {
  const cors = corsHeaders(request, allow);
  if (request.method === 'OPTIONS') {
    // The preflight: whatever headers the page asks to send (apikey, authorization, prefer...).
    response.writeHead(204, {
      ...cors,
      ...(cors['Access-Control-Allow-Origin']
        ? {
            'Access-Control-Allow-Methods': METHODS,
            'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
            'Access-Control-Max-Age': '600',
          }
        : {}),
    });
    response.end();
    return;
  }
  const fetched = await toFetchRequest(request);
  const reply =
    (await getResponse(backend.handlers, fetched)) ??
    Response.json({ message: 'Not found' }, { status: 404 });
  if (reply.type === 'error') {
    // A scenario's network failure: the client sees the connection drop.
    response.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  reply.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = reply.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await reply.arrayBuffer());
  response.writeHead(reply.status, reply.statusText || undefined, {
    ...headers,
    ...cors,
    'content-length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The mock backend over real HTTP, for clients outside this process (a built site in several
 * browser contexts sharing one database, the performance run). Requests to
 * `http://127.0.0.1:<port>/<path>` are answered as `MOCK_SUPABASE_URL/<path>` by the backend's
 * handlers.
 */
export async function startMockHttpServer(options: MockHttpServerOptions): Promise<MockHttpServer> {
  const allow = options.allowOrigin ?? isLoopbackOrigin;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    answer(request, response, options.backend, allow).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      response.writeHead(500, {
        ...corsHeaders(request, allow),
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ message: `mock server: ${message}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
