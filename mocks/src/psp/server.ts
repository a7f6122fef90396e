import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockPsp } from './psp.ts';

export interface MockPspServer {
  /** The PSP's origin, e.g. http://127.0.0.1:43117 (API at `/api`, token at `/oauth/token`). */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

async function toRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  const body = Buffer.concat(chunks);
  const method = request.method ?? 'GET';
  return new Request(origin + (request.url ?? '/'), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : body,
  });
}

/**
 * The mock PSP over real HTTP on 127.0.0.1 (`port` 0: a free one), for clients outside the
 * process (a Deno function under test, a build of the site). An injected network failure drops
 * the connection.
 */
export async function serveMockPsp(options: {
  psp: MockPsp;
  port?: number;
}): Promise<MockPspServer> {
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const abort = new AbortController();
      response.on('close', () => {
        if (!response.writableFinished) abort.abort(new Error('client closed'));
      });
      try {
        const fetched = await toRequest(request, origin);
        const reply = await options.psp.handle(new Request(fetched, { signal: abort.signal }));
        if (reply.type === 'error') {
          response.destroy();
          return;
        }
        const headers: Record<string, string> = {};
        reply.headers.forEach((value, name) => {
          headers[name] = value;
        });
        response.writeHead(reply.status, headers);
        response.end(Buffer.from(await reply.arrayBuffer()));
      } catch {
        if (!response.headersSent && !response.destroyed) {
          response.writeHead(500);
          response.end();
        } else response.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
