// What the four Pix entry points share on Deno (Supabase Edge Functions): secrets from the
// function's environment, the PSP's mTLS certificate through Deno.createHttpClient, and the
// database port over supabase-js with the service-role key. Nothing here reaches the browser:
// these values live only in the function's secrets (`supabase secrets set`).
import { createClient } from 'npm:@supabase/supabase-js@2';
import { rpcPixDatabase, type PixConfig, type PixDeps } from '../_shared/pix/index.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
}

/** The PSP's configuration; the certificate and key (PEM) are optional only for a PSP without mTLS. */
export function pixConfig(): PixConfig {
  const baseUrl = required('PIX_API_URL');
  return {
    baseUrl,
    tokenUrl: Deno.env.get('PIX_TOKEN_URL') ?? `${new URL(baseUrl).origin}/oauth/token`,
    clientId: required('PIX_CLIENT_ID'),
    clientSecret: required('PIX_CLIENT_SECRET'),
    ...(Deno.env.get('PIX_SCOPE') ? { scope: Deno.env.get('PIX_SCOPE') } : {}),
    pixKey: required('PIX_KEY'),
    webhookSecret: required('PIX_WEBHOOK_SECRET'),
    cronSecret: required('PIX_CRON_SECRET'),
    timeoutMs: Number(Deno.env.get('PIX_TIMEOUT_MS') ?? '10000'),
  };
}

/** fetch with the PSP's client certificate (mTLS), when one is configured. */
function pspFetch(): typeof fetch {
  const cert = Deno.env.get('PIX_CERT_PEM');
  const key = Deno.env.get('PIX_CERT_KEY_PEM');
  if (!cert || !key) return fetch;
  const client = Deno.createHttpClient({ cert, key });
  return (input, init) => fetch(input, { ...init, client });
}

const createServiceClient = () =>
  createClient(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
let service: ReturnType<typeof createServiceClient> | undefined;

/**
 * The service-role client: only the Pix definer functions, granted to service_role alone. One per
 * function instance (pix-charge asks for it twice: its database and the buyer's JWT check).
 */
function serviceClient() {
  service ??= createServiceClient();
  return service;
}

export function pixDeps(): PixDeps {
  const supabase = serviceClient();
  return {
    config: pixConfig(),
    fetch: pspFetch(),
    now: () => new Date(),
    db: rpcPixDatabase((fn, args) => supabase.rpc(fn, args)),
  };
}

/** The buyer's id from their JWT, as the auth server reads it. */
export function authenticateBuyer(): (authorization: string) => Promise<string | null> {
  const supabase = serviceClient();
  return async (authorization) => {
    const { data, error } = await supabase.auth.getUser(authorization.replace(/^Bearer /, ''));
    return error ? null : (data.user?.id ?? null);
  };
}

/** Deno.serve's options: the platform's port when deployed; MARE_FUNCTION_PORT in tests (0: any). */
export function serveOptions(): Deno.ServeTcpOptions {
  const port = Deno.env.get('MARE_FUNCTION_PORT');
  return port === undefined ? {} : { port: Number(port), hostname: '127.0.0.1', onListen() {} };
}
