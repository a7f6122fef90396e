import { delay, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { authError } from '../auth/errors.ts';
import { MOCK_SUPABASE_URL } from '../config.ts';
import { pgError } from '../rest/errors.ts';
import { storageError } from '../storage/errors.ts';
import { mswPattern, OPERATIONS, type OperationId } from './operations.ts';

export type OutageKind = 500 | 502 | 503 | 504 | 'network' | 'pending';

/** What the API gateway answers when the service behind it fails (no service headers). */
const GATEWAY_MESSAGES = {
  502: 'An invalid response was received from the upstream server',
  503: 'The upstream server is currently unavailable',
  504: 'The upstream server is timing out',
} as const;

/** The service's own 500, in its error shape. */
function internalError(service: 'auth' | 'rest' | 'storage' | 'functions') {
  if (service === 'functions') return HttpResponse.json({ error: 'internal' }, { status: 500 });
  if (service === 'auth') {
    return authError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
  }
  if (service === 'rest') return pgError(500, 'XX000', 'internal error');
  return storageError(500, 'InternalError', 'Internal server error', 'internal');
}

const literalCount = (path: string) =>
  path.split('/').filter((part) => !part.startsWith('{')).length;

const matches = (path: string, pathname: string) =>
  new RegExp(`^${path.replace('{wildcard}', '.+').replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname);

/**
 * Whether a request caught by `operation`'s pattern is really another operation's: e.g. the upload
 * pattern `/object/{bucketName}/{wildcard}` also catches `/object/list/...` and `/object/sign/...`.
 */
export function belongsElsewhere(operation: OperationId, pathname: string): boolean {
  const { method, path } = OPERATIONS[operation];
  return Object.values(OPERATIONS).some(
    (other) =>
      other.method === method &&
      other.path !== path &&
      literalCount(other.path) > literalCount(path) &&
      matches(other.path, pathname),
  );
}

/**
 * One operation failing: a 500 from the service, a 502/503/504 from the gateway, the network down
 * (a fetch that rejects) or a request that never answers (loading states).
 */
export function outage(kind: OutageKind, operation: OperationId = 'authToken'): HttpHandler {
  const { method, path, service } = OPERATIONS[operation];
  return mswHttp[method](`${MOCK_SUPABASE_URL}${mswPattern(path)}`, async ({ request }) => {
    // Returning nothing lets the request fall through to the handler that owns it.
    if (belongsElsewhere(operation, new URL(request.url).pathname)) return undefined;
    if (kind === 'network') return HttpResponse.error();
    if (kind === 'pending') {
      await delay('infinite');
      return HttpResponse.error();
    }
    if (method === 'head') return new HttpResponse(null, { status: kind });
    if (kind === 500) return internalError(service);
    return HttpResponse.json({ message: GATEWAY_MESSAGES[kind] }, { status: kind });
  });
}
