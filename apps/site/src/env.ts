import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Hosts where plain http is a local Supabase (supabase start serves http://127.0.0.1:54321). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http only on this machine; other schemes and malformed URLs are left to the url check. */
function isHttpsOrLocal(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol !== 'http:' || LOCAL_HOSTS.has(url.hostname);
  } catch {
    return true;
  }
}

const URL_MESSAGE =
  'VITE_SUPABASE_URL deve ser um endereço https:// completo (http:// só para um Supabase local, em localhost ou 127.0.0.1).';

const schema = z.object({
  VITE_SUPABASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: URL_MESSAGE })
      .refine(isHttpsOrLocal, { message: URL_MESSAGE })
      .optional(),
  ),
  VITE_SUPABASE_ANON_KEY: optionalText,
  // Supabase renamed the public key; accept either name.
  VITE_SUPABASE_PUBLISHABLE_KEY: optionalText,
  VITE_MASTER_ADMIN_EMAIL: optionalText.pipe(
    z.email({ message: 'VITE_MASTER_ADMIN_EMAIL deve ser um endereço de email.' }).optional(),
  ),
});

export type SiteEnv =
  | { mode: 'demo'; masterAdminEmail: string }
  | { mode: 'real'; url: string; key: string; masterAdminEmail: string };

export type EnvResult = { ok: true; env: SiteEnv } | { ok: false; problems: string[] };

/** The demo backend's master admin (supabase/DATA-MODEL.md). */
export const DEMO_MASTER_ADMIN_EMAIL = 'mestre@mare.example';

/** The `role` claim of a JWT-shaped key, without verifying it (only the server can). */
function jwtRole(key: string): unknown {
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'role' in claims
      ? claims.role
      : undefined;
  } catch {
    return undefined;
  }
}

const SECRET_KEY_CONSEQUENCE =
  'Tudo o que começa com VITE_ vai para o JavaScript público do site, e essa chave ignora todas as regras de acesso do banco: qualquer visitante poderia ler e alterar todos os dados. Use a chave pública (anon ou publishable, em Project Settings → API) e gere uma nova chave secreta no painel, pois esta pode ter vazado.';

/** A key that must never reach a browser: the service-role JWT or a new-style secret key. */
function secretKeyProblem(name: string, key: string | undefined): string | null {
  if (!key) return null;
  if (key.startsWith('sb_secret_'))
    return `${name} contém uma chave secreta (sb_secret_…), não a chave pública. ${SECRET_KEY_CONSEQUENCE}`;
  if (jwtRole(key) === 'service_role')
    return `${name} contém a chave service_role, não a chave pública. ${SECRET_KEY_CONSEQUENCE}`;
  return null;
}

/** Reads the environment once, at start-up, and says exactly what is missing or malformed. */
export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const vars = parsed.data;
  // Either name ends up in the page's JavaScript, so a secret in either is refused.
  const secrets = [
    secretKeyProblem('VITE_SUPABASE_ANON_KEY', vars.VITE_SUPABASE_ANON_KEY),
    secretKeyProblem('VITE_SUPABASE_PUBLISHABLE_KEY', vars.VITE_SUPABASE_PUBLISHABLE_KEY),
  ].filter((problem) => problem !== null);
  if (secrets.length > 0) return { ok: false, problems: secrets };
  const key = vars.VITE_SUPABASE_ANON_KEY ?? vars.VITE_SUPABASE_PUBLISHABLE_KEY;
  if (!vars.VITE_SUPABASE_URL && !key) {
    return { ok: true, env: { mode: 'demo', masterAdminEmail: DEMO_MASTER_ADMIN_EMAIL } };
  }
  const problems: string[] = [];
  if (!vars.VITE_SUPABASE_URL)
    problems.push(
      'VITE_SUPABASE_URL está faltando (a chave foi definida sem o endereço do projeto).',
    );
  if (!key)
    problems.push('VITE_SUPABASE_ANON_KEY (ou VITE_SUPABASE_PUBLISHABLE_KEY) está faltando.');
  if (!vars.VITE_MASTER_ADMIN_EMAIL) problems.push('VITE_MASTER_ADMIN_EMAIL está faltando.');
  if (problems.length > 0 || !vars.VITE_SUPABASE_URL || !key || !vars.VITE_MASTER_ADMIN_EMAIL) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    env: {
      mode: 'real',
      url: vars.VITE_SUPABASE_URL,
      key,
      masterAdminEmail: vars.VITE_MASTER_ADMIN_EMAIL,
    },
  };
}
