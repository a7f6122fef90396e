import { HttpResponse } from 'msw';
import type { components } from '@mare/openapi';

export type StorageErrorBody = components['schemas']['StorageError'];

/**
 * A storage error as the storage server renders it: HTTP 400 for every logical status but 500,
 * the logical status as a string in `statusCode`.
 */
export function storageError(
  logicalStatus: 400 | 403 | 404 | 409 | 413 | 415 | 500,
  code: string,
  message: string,
  error: string = code,
) {
  const body: StorageErrorBody = { statusCode: String(logicalStatus), code, error, message };
  return HttpResponse.json(body, { status: logicalStatus === 500 ? 500 : 400 });
}

/** The storage errors the mocks produce (src/internal/errors/codes.ts of the storage server). */
export const STORAGE_ERRORS = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyExists: () =>
    storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  rls: () =>
    storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  tooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  mimeType: (type: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  expiredSignature: () => storageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  missingParameter: (name: string) =>
    storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
} as const;
