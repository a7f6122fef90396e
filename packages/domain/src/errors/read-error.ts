/** The fields of a supabase-js error (or a raw auth error body) that decide its message. */
export interface AuthErrorFields {
  name?: string;
  code?: string;
  status?: number;
  message?: string;
  reasons?: readonly string[];
}

/** Reads one property without trusting the value: getters may throw, proxies may lie. */
function property(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/**
 * Normalises anything thrown: auth-js errors (`name`, `status`, `code`, `message`), the legacy body
 * (`code` is the HTTP status, `error_code`, `msg`) and OAuth bodies (`error_description`).
 */
export function readAuthError(error: unknown): AuthErrorFields {
  if (typeof error === 'string') return { message: text(error) };
  if ((typeof error !== 'object' && typeof error !== 'function') || error === null) return {};
  const code = property(error, 'code');
  const reasons = property(error, 'reasons');
  return {
    name: text(property(error, 'name')),
    code: text(code) ?? text(property(error, 'error_code')),
    status: integer(property(error, 'status')) ?? integer(code),
    message:
      text(property(error, 'message')) ??
      text(property(error, 'msg')) ??
      text(property(error, 'error_description')),
    reasons: Array.isArray(reasons)
      ? reasons.filter((r): r is string => typeof r === 'string')
      : undefined,
  };
}
