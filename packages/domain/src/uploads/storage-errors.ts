import { STORAGE_ACTIONS, STORAGE_REASONS, type StorageAction } from './messages.ts';

/** Reads one property without trusting the value. */
function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

const asStatus = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 100 && number <= 599
    ? number
    : undefined;
};

/**
 * The storage server's logical status. It answers HTTP 400 for every error but 500 and puts the
 * real one in the body's `statusCode` ("404", "409"...), which supabase-js keeps on its
 * `StorageApiError`; a gateway answer has only the HTTP status.
 */
export function storageStatusOf(error: unknown): number | undefined {
  return asStatus(property(error, 'statusCode')) ?? asStatus(property(error, 'status'));
}

/**
 * True when the request never got an answer: fetch rejects with a TypeError, which supabase-js
 * wraps in a `StorageUnknownError` (its `originalError`).
 */
export function isNetworkFailure(error: unknown): boolean {
  const isTypeError = (value: unknown) =>
    value instanceof TypeError || property(value, 'name') === 'TypeError';
  return isTypeError(error) || isTypeError(property(error, 'originalError'));
}

/**
 * True when the storage server refused the caller's JWT (expired, bad signature, malformed). It
 * never says 401: older servers answer `statusCode:"400"` (InvalidJWT), newer ones `"403"`
 * (AccessDenied), both with the verifier's message ("jwt expired", '"exp" claim timestamp check
 * failed'). supabase-js drops the body's `code`, so the message is the only sign left.
 */
function isRejectedJwt(error: unknown): boolean {
  const status = storageStatusOf(error);
  const message = property(error, 'message');
  return (
    (status === 400 || status === 403) &&
    typeof message === 'string' &&
    /\bjwt\b|"exp" claim/i.test(message)
  );
}

/** Why a storage call failed, in pt-BR. */
export function storageErrorReason(error: unknown): string {
  if (isNetworkFailure(error)) return STORAGE_REASONS.network;
  if (isRejectedJwt(error)) return STORAGE_REASONS.sessionExpired;
  const status = storageStatusOf(error);
  if (status === undefined) return STORAGE_REASONS.unknown;
  switch (status) {
    case 401:
      return STORAGE_REASONS.sessionExpired;
    case 403:
      return STORAGE_REASONS.permissionDenied;
    case 404:
      return STORAGE_REASONS.notFound;
    case 409:
      return STORAGE_REASONS.duplicate;
    case 413:
      return STORAGE_REASONS.tooLarge;
    case 415:
      return STORAGE_REASONS.unsupportedType;
    case 429:
      return STORAGE_REASONS.rateLimited;
    case 500:
      return STORAGE_REASONS.serverError;
  }
  if (status > 500) return STORAGE_REASONS.unavailable;
  return status >= 400 ? STORAGE_REASONS.badRequest : STORAGE_REASONS.unknown;
}

/** The whole message: what failed (naming the file), then why. */
export function storageFailureMessage(
  action: StorageAction,
  error: unknown,
  fileName = '',
): string {
  return `${STORAGE_ACTIONS[action](fileName)} ${storageErrorReason(error)}`;
}

/**
 * `remove` answers the objects it removed: an empty list means the file was not there (or not
 * the caller's to remove). This error reads as the storage server's "not found".
 */
export function objectNotFoundError(): Error & { statusCode: '404' } {
  return Object.assign(new Error('Object not found'), { statusCode: '404' as const });
}
