/**
 * The check constraints of supabase/migrations/20261123000400_field_limits.sql, as the mock
 * tables apply them: the name of the constraint a row breaks, or null.
 */
const MAX_LENGTH: Record<string, Record<string, number>> = {
  profiles: { nome: 120, full_name: 120, cidade: 100, telefone: 40, bio: 1000 },
  perfis_usuarios: { name: 120, email: 255 },
  service_providers: { business_name: 120, cadastur: 20, whatsapp: 40, cidade: 100 },
};

/** https: with a host, or a path inside a bucket (no scheme, not rooted, no ".." segment). */
export function isSafeAvatarUrl(url: unknown): boolean {
  if (url === null || url === undefined) return true;
  if (typeof url !== 'string' || url.length < 1 || url.length > 1000) return false;
  if (/[\s\\]/.test(url)) return false;
  if (/^https:\/\/[^/?#@]+([/?#].*)?$/i.test(url)) return true;
  return !url.includes(':') && !url.startsWith('/') && !/(^|\/)\.\.(\/|$)/.test(url);
}

/** Postgres counts characters (code points), not UTF-16 units. */
const characters = (value: string) => [...value].length;

export function violatedLength(table: string, written: object): string | null {
  const row = written as Record<string, unknown>;
  for (const [column, max] of Object.entries(MAX_LENGTH[table] ?? {})) {
    const value = row[column];
    if (typeof value === 'string' && characters(value) > max) return `${table}_${column}_length`;
  }
  if (table === 'profiles' && !isSafeAvatarUrl(row.avatar_url)) return 'profiles_avatar_url_safe';
  return null;
}
