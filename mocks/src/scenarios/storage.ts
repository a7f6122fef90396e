import { http as mswHttp, type HttpHandler } from 'msw';
import { MOCK_SUPABASE_URL } from '../config.ts';
import { STORAGE_ERRORS } from '../storage/errors.ts';
import { mswPattern, OPERATIONS, type OperationId } from './operations.ts';
import { belongsElsewhere } from './outage.ts';

/**
 * Refusals of the storage server, rendered as it renders them: HTTP 400 with the logical status
 * in the body's `statusCode` (see STORAGE_ERRORS).
 */
export const STORAGE_REFUSALS = {
  /** Row-level security on storage.objects refused the write. */
  permissionDenied: STORAGE_ERRORS.rls,
  /** Over the bucket's (or the project's) size limit. */
  tooLarge: STORAGE_ERRORS.tooLarge,
  /** The caller's JWT expired: the storage server says 400 InvalidJWT, never 401. */
  sessionExpired: () => STORAGE_ERRORS.invalidJwt('jwt expired'),
} as const;

export type StorageRefusal = keyof typeof STORAGE_REFUSALS;

type StorageOperationId = {
  [K in OperationId]: (typeof OPERATIONS)[K]['service'] extends 'storage' ? K : never;
}[OperationId];

/** One storage operation refused; requests that only share its pattern pass through. */
export function storageRefusal(kind: StorageRefusal, operation: StorageOperationId): HttpHandler {
  const { method, path } = OPERATIONS[operation];
  return mswHttp[method](`${MOCK_SUPABASE_URL}${mswPattern(path)}`, ({ request }) =>
    belongsElsewhere(operation, new URL(request.url).pathname)
      ? undefined
      : STORAGE_REFUSALS[kind](),
  );
}
