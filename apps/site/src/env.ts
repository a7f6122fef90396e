import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z.object({
  // http is for a local Supabase (supabase start serves http://127.0.0.1:54321).
  VITE_SUPABASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'VITE_SUPABASE_URL must be a full https:// URL (http:// for a local Supabase)',
      })
      .optional(),
  ),
  VITE_SUPABASE_ANON_KEY: optionalText,
  // Supabase renamed the public key; accept either name.
  VITE_SUPABASE_PUBLISHABLE_KEY: optionalText,
  VITE_MASTER_ADMIN_EMAIL: optionalText.pipe(
    z.email({ message: 'VITE_MASTER_ADMIN_EMAIL must be an email' }).optional(),
  ),
});

export type SiteEnv =
  | { mode: 'demo'; masterAdminEmail: string }
  | { mode: 'real'; url: string; key: string; masterAdminEmail: string };

export type EnvResult = { ok: true; env: SiteEnv } | { ok: false; problems: string[] };

/** The demo backend's master admin (supabase/DATA-MODEL.md). */
export const DEMO_MASTER_ADMIN_EMAIL = 'mestre@mare.example';

/** Reads the environment once, at start-up, and says exactly what is missing or malformed. */
export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const vars = parsed.data;
  const key = vars.VITE_SUPABASE_ANON_KEY ?? vars.VITE_SUPABASE_PUBLISHABLE_KEY;
  if (!vars.VITE_SUPABASE_URL && !key) {
    return { ok: true, env: { mode: 'demo', masterAdminEmail: DEMO_MASTER_ADMIN_EMAIL } };
  }
  const problems: string[] = [];
  if (!vars.VITE_SUPABASE_URL)
    problems.push('VITE_SUPABASE_URL is missing (the key is set without the project URL)');
  if (!key) problems.push('VITE_SUPABASE_ANON_KEY (or VITE_SUPABASE_PUBLISHABLE_KEY) is missing');
  if (!vars.VITE_MASTER_ADMIN_EMAIL) problems.push('VITE_MASTER_ADMIN_EMAIL is missing');
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
