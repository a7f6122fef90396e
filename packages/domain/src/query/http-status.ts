/** Reads one property without trusting the value. */
function property(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
    return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function httpStatus(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 100 && number <= 599
    ? number
    : undefined;
}

/** The HTTP statuses PostgREST answers for its own codes and common SQLSTATEs. */
const POSTGREST_STATUS = new Map<string, number>([
  ['PGRST116', 406],
  ['PGRST202', 404],
  ['PGRST205', 404],
  ['PGRST300', 500],
  ['PGRST301', 401],
  ['PGRST302', 401],
  ['PGRST303', 401],
  ['42501', 403],
  ['42P01', 404],
  ['42883', 404],
  ['23505', 409],
  ['23503', 409],
  ['23502', 400],
  ['23514', 400],
  ['22P02', 400],
  ['P0001', 400],
]);

function postgrestStatus(code: unknown): number | undefined {
  if (typeof code !== 'string') return undefined;
  const known = POSTGREST_STATUS.get(code);
  if (known !== undefined) return known;
  // PGRST0xx: the database is unreachable; PGRST1xx-3xx: the request, the schema or the JWT.
  const group = /^PGRST([0-3])\d\d$/.exec(code)?.[1];
  if (group === '0') return 503;
  if (group !== undefined) return 400;
  return undefined;
}

/**
 * The HTTP status behind an error from supabase-js, whatever its shape: auth errors and fetch-like
 * errors carry `status`; Storage errors `statusCode` (a string in the body); PostgREST errors only a
 * `code`, from which the status is known.
 */
export function httpStatusOf(error: unknown): number | undefined {
  return (
    httpStatus(property(error, 'status')) ??
    httpStatus(property(error, 'statusCode')) ??
    postgrestStatus(property(error, 'code'))
  );
}

export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * A refused permission: 401 or 403 in any of the shapes above (a `status`, a Storage
 * `statusCode`), or SQLSTATE 42501 and PostgREST's JWT codes. Every shape is read, since a
 * Storage refusal answers HTTP 400 with its 403 in the body.
 */
export function isPermissionError(error: unknown): boolean {
  return [
    httpStatus(property(error, 'status')),
    httpStatus(property(error, 'statusCode')),
    postgrestStatus(property(error, 'code')),
  ].some((status) => status === 401 || status === 403);
}
