import { getResponse, http, type HttpHandler } from 'msw';
import {
  chargeHandler,
  reconcileHandler,
  refundHandler,
  rpcPixDatabase,
  webhookHandler,
  type PixConfig,
  type PixDeps,
  type Rpc,
} from '../../../supabase/functions/_shared/pix/index.ts';
import { MOCK_SUPABASE_SERVICE_ROLE_KEY, MOCK_SUPABASE_URL } from '../config.ts';
import type { BackendContext } from '../context.ts';
import {
  MOCK_PSP_CLIENT_ID,
  MOCK_PSP_CLIENT_SECRET,
  MOCK_PSP_MERCHANT,
  MOCK_PSP_URL,
  mockPspFetch,
  type MockPsp,
} from '../psp/index.ts';
import { resolveCaller } from '../rest/caller.ts';

/** The mock project's function secrets (public: they guard nothing real). */
const MOCK_PIX_WEBHOOK_SECRET = 'mare-demo-webhook-0b7c4e2a9d';
const MOCK_PIX_CRON_SECRET = 'mare-demo-cron-5f1a8c3e7b';
const MOCK_PIX_WEBHOOK_URL = `${MOCK_SUPABASE_URL}/functions/v1/pix-webhook/${MOCK_PIX_WEBHOOK_SECRET}`;

/** What the deployed functions read from their secrets, pointed at the mock PSP. */
const MOCK_PIX_CONFIG: PixConfig = {
  baseUrl: `${MOCK_PSP_URL}/api`,
  tokenUrl: `${MOCK_PSP_URL}/oauth/token`,
  clientId: MOCK_PSP_CLIENT_ID,
  clientSecret: MOCK_PSP_CLIENT_SECRET,
  pixKey: MOCK_PSP_MERCHANT.pixKey,
  webhookSecret: MOCK_PIX_WEBHOOK_SECRET,
  cronSecret: MOCK_PIX_CRON_SECRET,
};

export interface PixFunctions {
  readonly handlers: HttpHandler[];
  /**
   * What pg_cron + pg_net do on a hosted project: POST pix-reconcile and pix-refund with the cron
   * secret (through the same handlers a request would reach).
   */
  runJobs(): Promise<void>;
  /** `PUT /webhook/{chave}` at the PSP, as README's set-up step does once (again after a reset). */
  registerWebhook(): Promise<void>;
}

/**
 * The Pix Edge Functions (supabase/functions/pix-*) as the hosted project runs them: the very
 * same core (`supabase/functions/_shared/pix`), with the mock PSP as its PSP and this backend's
 * REST (service role) as its database. `all()` is every handler of the backend, so the core's
 * database calls and the PSP's webhook go through the same wire as any other request.
 */
export function pixFunctions(
  ctx: BackendContext,
  psp: MockPsp,
  all: () => HttpHandler[],
): PixFunctions {
  const serviceHeaders = {
    apikey: MOCK_SUPABASE_SERVICE_ROLE_KEY,
    Authorization: `Bearer ${MOCK_SUPABASE_SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
  };
  // supabase-js's `rpc` as the functions use it, answered in-process by the REST handlers.
  const rpc: Rpc = async (fn, args) => {
    const response = await getResponse(
      all(),
      new Request(`${MOCK_SUPABASE_URL}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: serviceHeaders,
        body: JSON.stringify(args),
      }),
    );
    if (!response) return { data: null, error: { message: `no handler for rpc ${fn}` } };
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { data: body, error: null };
    const failure = (body ?? {}) as { message?: unknown; code?: unknown };
    return {
      data: null,
      error: {
        message: typeof failure.message === 'string' ? failure.message : `HTTP ${response.status}`,
        ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
      },
    };
  };
  // The functions read the database's clock (a story may pin it) as their own.
  const now = () => new Date(ctx.bookingTime.pinned ?? ctx.clock.now());
  const deps: PixDeps = {
    config: MOCK_PIX_CONFIG,
    fetch: mockPspFetch(psp),
    now,
    db: rpcPixDatabase(rpc),
  };
  const authenticate = async (authorization: string) => {
    const caller = await resolveCaller(
      ctx,
      new Request(MOCK_SUPABASE_URL, { headers: { Authorization: authorization } }),
    );
    if (caller instanceof Response || caller.role !== 'authenticated') return null;
    return typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  };

  const charge = chargeHandler({ ...deps, authenticate });
  const webhook = webhookHandler(deps);
  const reconcile = reconcileHandler(deps);
  const refund = refundHandler(deps);
  const fn = (name: string) => `${MOCK_SUPABASE_URL}/functions/v1/${name}`;

  let registered: Promise<void> | null = null;
  const registerWebhook = () => {
    registered ??= (async () => {
      const pspFetch = mockPspFetch(psp);
      const token = await pspFetch(MOCK_PIX_CONFIG.tokenUrl, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${MOCK_PSP_CLIENT_ID}:${MOCK_PSP_CLIENT_SECRET}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials&scope=webhook.write',
      });
      const { access_token } = (await token.json()) as { access_token: string };
      const put = await pspFetch(
        `${MOCK_PIX_CONFIG.baseUrl}/webhook/${encodeURIComponent(MOCK_PIX_CONFIG.pixKey)}`,
        {
          method: 'PUT',
          headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ webhookUrl: MOCK_PIX_WEBHOOK_URL }),
        },
      );
      if (!put.ok) throw new Error(`mock PSP refused the webhook (${put.status})`);
    })().catch((error: unknown) => {
      registered = null;
      throw error;
    });
    return registered;
  };

  const cron = (path: string, handler: (request: Request) => Promise<Response>) =>
    handler(
      new Request(fn(path), {
        method: 'POST',
        headers: { Authorization: `Bearer ${MOCK_PIX_CRON_SECRET}` },
      }),
    );

  return {
    handlers: [
      http.post(fn('pix-charge'), async ({ request }) => {
        // The PSP must know where to notify before its first charge is paid.
        await registerWebhook();
        return charge(request);
      }),
      http.options(fn('pix-charge'), ({ request }) => charge(request)),
      http.post(`${fn('pix-webhook')}/*`, ({ request }) => webhook(request)),
      http.post(fn('pix-reconcile'), ({ request }) => reconcile(request)),
      http.post(fn('pix-refund'), ({ request }) => refund(request)),
    ],
    async runJobs() {
      await registerWebhook();
      await cron('pix-reconcile', reconcile);
      await cron('pix-refund', refund);
    },
    registerWebhook: () => {
      registered = null;
      return registerWebhook();
    },
  };
}

/** The mock PSP on its own host (MSW): the contract's operations and the `/mock/` controls. */
export const pspHandlers = (psp: MockPsp): HttpHandler[] => [
  http.all(`${MOCK_PSP_URL}/*`, ({ request }) => psp.handle(request)),
];
