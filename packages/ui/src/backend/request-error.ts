import { httpStatusOf, isPermissionError } from '@mare/domain';

/**
 * What went wrong, in one word every feature understands. A function's own refusal (`raise
 * exception 'seat_taken'`) keeps its own code; these are the kinds common to every call.
 */
export type CommonErrorCode =
  'network' | 'permission' | 'check_violation' | 'conflict' | 'server' | 'unknown';

/**
 * A failed call as a thrown error, so TanStack Query's states and retries apply; `status` is what
 * the query policy reads (no retry on 4xx), `code` what a screen branches on, `detail` the
 * refusal's details (a function's `raise … using detail = '{…}'`), and `message` the pt-BR text.
 */
export class RequestError extends Error {
  readonly code: string;
  readonly detail: Readonly<Record<string, unknown>> | null;

  constructor(
    message: string,
    readonly status?: number,
    code: string = 'unknown',
    detail: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.detail = detail;
  }
}

/** A feature's refusal codes in pt-BR; undefined leaves the common message. */
export type ErrorMessages = (
  code: string,
  detail: Readonly<Record<string, unknown>> | null,
) => string | undefined;

const COMMON_MESSAGES: Record<CommonErrorCode, string> = {
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  permission: 'Você não tem permissão para fazer isto.',
  check_violation: 'Algum dado não foi aceito. Confira os campos e tente novamente.',
  conflict: 'Isto já existe. Confira os dados e tente novamente.',
  server: 'O servidor falhou. Tente novamente em instantes.',
  unknown: 'Não foi possível concluir. Tente novamente.',
};

/** The wire error of PostgREST (postgrest-js's PostgrestError, and the fetch failure it wraps). */
export interface WireError {
  code?: string;
  message?: string;
  details?: string | null;
}

function parseDetail(details: string | null | undefined): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : null;
  } catch {
    return null;
  }
}

/** A refusal's own code word (`raise exception 'seat_taken'`), not a sentence. */
const CODE_WORD = /^[a-z][a-z0-9_]*$/;

/** The kind of failure common to every call. */
function kindOf(error: WireError, status: number | undefined): CommonErrorCode {
  if (isPermissionError({ ...error, status })) return 'permission';
  if (error.code === '23514') return 'check_violation';
  if (error.code === '23505') return 'conflict';
  if (!error.code && !status) return 'network';
  if (status !== undefined && status >= 500) return 'server';
  return 'unknown';
}

/**
 * The code of a failed call: the refusal's own word where the SQL raised one (a function's
 * P0001, and triggers refusing under 42501 or 23514, e.g. 'tour_status_locked' or
 * 'tax_id_invalid'), else the kind of failure.
 */
function codeOf(
  error: WireError,
  kind: CommonErrorCode,
): { code: string; own: boolean; detail: Record<string, unknown> | null } {
  const message = error.message ?? '';
  const raised = error.code === 'P0001' || error.code === '42501' || error.code === '23514';
  if (raised && CODE_WORD.test(message))
    return { code: message, own: true, detail: parseDetail(error.details) };
  if (kind === 'check_violation') {
    // 'new row for relation "passengers" violates check constraint "passengers_full_name_check"'
    const [, table, constraint] = /relation "(\w+)".*constraint "(\w+)"/.exec(message) ?? [];
    return {
      code: kind,
      own: false,
      detail: { table: table ?? null, constraint: constraint ?? null },
    };
  }
  return { code: kind, own: false, detail: null };
}

/**
 * Turns a PostgREST error into the one typed error, worded by the feature's messages: its own
 * code's text, else its kind's (a feature may word "permission" its own way), else the common one.
 */
export function toRequestError(
  error: WireError,
  status: number | undefined,
  messages?: ErrorMessages,
): RequestError {
  const httpStatus = status || httpStatusOf(error);
  const kind = kindOf(error, httpStatus);
  const { code, own, detail } = codeOf(error, kind);
  const text =
    messages?.(code, detail) ??
    (own ? messages?.(kind, detail) : undefined) ??
    COMMON_MESSAGES[kind];
  return new RequestError(text, httpStatus, code, detail);
}

/** What postgrest-js resolves to: data, or an error with the response's status. */
interface Response {
  data: unknown;
  error: WireError | null;
  status: number;
}

/** The data of a response that succeeded (`T | null` for maybeSingle, kept whole). */
type DataOf<R extends Response> = Extract<R, { error: null }>['data'];

const succeeded = <R extends Response>(response: R): response is Extract<R, { error: null }> =>
  response.error === null;

/**
 * Awaits one call of the typed client and gives its data, or throws the one RequestError with the
 * feature's pt-BR message. The data's type is the client's: no cast between the wire and a screen.
 * (Inferred from the whole response: a `Data` parameter came out `unknown` for `T | null`.)
 */
export async function call<R extends Response>(
  request: PromiseLike<R>,
  messages?: ErrorMessages,
): Promise<DataOf<R>> {
  const response = await request;
  if (!succeeded(response)) {
    const error = response.error ?? {};
    throw toRequestError(error, response.status, messages);
  }
  return response.data;
}
