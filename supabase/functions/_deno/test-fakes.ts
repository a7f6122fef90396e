// Deno test support for the Pix entry points: a fake PSP and a fake Supabase (auth + PostgREST
// rpc), each a real HTTP server on a free local port, and the entry point started the way the
// platform starts it (importing its index.ts, which calls Deno.serve). Nothing leaves 127.0.0.1.

export interface Fake {
  url: string;
  /** What reached it: "METHOD /path". */
  calls: string[];
  close(): Promise<void>;
}

type Route = (request: Request, body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A server answering "METHOD /path" (or "METHOD /prefix*") with the route's response. */
export function fakeServer(routes: Record<string, Route>): Fake {
  const calls: string[] = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen() {} }, async (request) => {
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname}`;
    calls.push(key);
    const text = await request.text();
    const body: unknown = text && text.startsWith('{') ? JSON.parse(text) : text;
    const route =
      routes[key] ??
      Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    return route ? route(request, body) : json(404, { message: `no route ${key}` });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    calls,
    close: () => server.shutdown(),
  };
}

export const WEBHOOK_SECRET = 'deno-webhook-secret-0123456789';
export const CRON_SECRET = 'deno-cron-secret-0123456789';

/** The secrets an entry point reads, pointing at the fakes. */
export function setPixEnv(psp: Fake, supabase: Fake) {
  const env: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
    PIX_API_URL: `${psp.url}/api`,
    PIX_TOKEN_URL: `${psp.url}/oauth/token`,
    PIX_CLIENT_ID: 'client-id',
    PIX_CLIENT_SECRET: 'client-secret',
    PIX_KEY: 'pagamentos@mare.example',
    PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PIX_CRON_SECRET: CRON_SECRET,
    PIX_TIMEOUT_MS: '2000',
    MARE_FUNCTION_PORT: '0',
  };
  for (const [name, value] of Object.entries(env)) Deno.env.set(name, value);
}

/** The PSP's token endpoint, as every fake PSP needs it. */
export const tokenRoute: Route = () =>
  json(200, { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 });

/** The address of an entry point's server (its module exports `server`). */
export function address(server: Deno.HttpServer<Deno.NetAddr>): string {
  return `http://127.0.0.1:${server.addr.port}`;
}
