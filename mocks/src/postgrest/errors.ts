/** PostgREST's error bodies and its SQLSTATE → HTTP status mapping. */

export interface PostgrestErrorBody {
  code: string;
  details: string | unknown[] | null;
  hint: string | null;
  message: string;
}

/** An error PostgREST itself raises (PGRST1xx/2xx), answered with its own status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details: PostgrestErrorBody['details'] = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, details, hint, message });
}

/** The status PostgREST answers a database error with; `authed` is false for the anon role. */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  const starts = (prefix: string) => code.startsWith(prefix);
  if (starts('08')) return 503;
  if (starts('09')) return 500;
  if (starts('0L') || starts('0P')) return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (starts('25')) return 500;
  if (starts('28')) return 403;
  if (starts('2D') || starts('38') || starts('39') || starts('3B') || starts('40')) return 500;
  if (code === '53400') return 500;
  if (starts('53')) return 503;
  if (starts('54') || starts('55')) return 500;
  if (code === '57P01') return 503;
  if (starts('57') || starts('58') || starts('F0') || starts('HV')) return 500;
  if (code === 'P0001') return 400;
  if (starts('P0') || starts('XX')) return 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authed ? 403 : 401;
  if (starts('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/** The body PostgREST builds from a database error: the server's own code, message, detail, hint. */
export function databaseErrorBody(error: DatabaseErrorLike): PostgrestErrorBody {
  return {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  };
}
