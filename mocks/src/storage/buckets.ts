import { HttpResponse } from 'msw';
import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { Bucket } from '../db/types.ts';
import { http } from '../http.ts';
import { asStorageCaller, mayAdminister, type StorageCaller } from './caller.ts';
import { storageError, STORAGE_ERRORS } from './errors.ts';
import { findBucket } from './store.ts';

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** `file_size_limit` as a number of bytes or a string such as "5MB"; undefined when invalid. */
function sizeLimit(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  const match = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(String(value).trim());
  return match ? Number(match[1]) * (UNITS[(match[2] ?? 'B').toUpperCase()] ?? 1) : undefined;
}

const invalidSize = () =>
  storageError(
    400,
    'InvalidRequest',
    'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
  );

const isValidBucketName = (name: string) =>
  name.length > 0 &&
  name.length <= 100 &&
  /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name);

interface BucketFields {
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

/** Applies the writable fields of a create/update body; an invalid size is refused. */
function applyFields(bucket: Bucket, fields: BucketFields): Response | null {
  if (fields.public !== undefined) bucket.public = fields.public;
  if ('file_size_limit' in fields) {
    const limit = sizeLimit(fields.file_size_limit);
    if (limit === undefined) return invalidSize();
    bucket.file_size_limit = limit;
  }
  if ('allowed_mime_types' in fields) bucket.allowed_mime_types = fields.allowed_mime_types ?? null;
  return null;
}

/** Bucket administration is for the service role; other callers meet the RLS refusal. */
function administer(
  ctx: BackendContext,
  caller: StorageCaller,
  id: string,
  work: (bucket: Bucket) => Response,
) {
  if (!mayAdminister(caller)) return STORAGE_ERRORS.rls();
  const bucket = findBucket(ctx, id);
  return bucket ? work(bucket) : STORAGE_ERRORS.noSuchBucket();
}

export const bucketHandlers = (ctx: BackendContext) => [
  http.get('/storage/v1/bucket', async ({ request, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, () => HttpResponse.json(ctx.state.storage.buckets)),
    ),
  ),

  http.post('/storage/v1/bucket', async ({ request, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (caller) => {
        if (!mayAdminister(caller)) return STORAGE_ERRORS.rls();
        const id = body.id ?? body.name;
        if (!isValidBucketName(id)) return STORAGE_ERRORS.invalidBucketName();
        if (findBucket(ctx, id)) return STORAGE_ERRORS.bucketExists();
        const now = isoAt(ctx.clock);
        const bucket: Bucket = {
          id,
          name: id,
          owner: '',
          public: false,
          type: 'STANDARD',
          file_size_limit: null,
          allowed_mime_types: null,
          created_at: now,
          updated_at: now,
        };
        const invalid = applyFields(bucket, body);
        if (invalid) return invalid;
        ctx.state.storage.buckets.push(bucket);
        return HttpResponse.json({ name: id });
      }),
    );
  }),

  http.get('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, () => {
        const bucket = findBucket(ctx, params.bucketId);
        return bucket ? HttpResponse.json(bucket) : STORAGE_ERRORS.noSuchBucket();
      }),
    ),
  ),

  http.put('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, (bucket) => {
          const changed = { ...bucket };
          const invalid = applyFields(changed, body);
          if (invalid) return invalid;
          Object.assign(bucket, changed, { updated_at: isoAt(ctx.clock) });
          return HttpResponse.json({ message: 'Successfully updated' });
        }),
      ),
    );
  }),

  http.delete('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, (bucket) => {
          const { storage } = ctx.state;
          if (storage.objects.some((o) => o.bucketId === bucket.id))
            return STORAGE_ERRORS.bucketNotEmpty();
          storage.buckets = storage.buckets.filter((b) => b !== bucket);
          return HttpResponse.json({ message: 'Successfully deleted' });
        }),
      ),
    ),
  ),

  http.post('/storage/v1/bucket/{bucketId}/empty', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, (bucket) => {
          const { storage } = ctx.state;
          storage.objects = storage.objects.filter((o) => o.bucketId !== bucket.id);
          return HttpResponse.json({ message: 'Successfully emptied' });
        }),
      ),
    ),
  ),
];
