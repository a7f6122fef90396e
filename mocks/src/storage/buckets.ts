import { HttpResponse } from 'msw';
import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { Bucket } from '../db/types.ts';
import { http } from '../http.ts';
import { asStorageCaller, inCallerTx, type CallerTx, type StorageCaller } from './caller.ts';
import { storageError, STORAGE_ERRORS } from './errors.ts';
import { findBucket, toBucket } from './store.ts';

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

/** Runs a bucket change as the caller; a bucket that exists but stays untouched was hidden by RLS. */
async function administer(
  ctx: BackendContext,
  caller: StorageCaller,
  id: string,
  work: (tx: CallerTx, bucket: Bucket) => Promise<Response | null>,
): Promise<Response> {
  const bucket = await findBucket(ctx, id);
  if (!bucket) return STORAGE_ERRORS.noSuchBucket();
  return inCallerTx(ctx, caller, async (tx) => {
    const visible = await tx.query(`select 1 from storage.buckets where id = $1`, [id]);
    if (visible.rows.length === 0) return STORAGE_ERRORS.rls();
    return (await work(tx, bucket)) ?? STORAGE_ERRORS.rls();
  });
}

const writeBucket = (tx: CallerTx, bucket: Bucket, now: string) =>
  tx.query(
    `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4,
       updated_at = $5 where id = $1`,
    [bucket.id, bucket.public, bucket.file_size_limit, bucket.allowed_mime_types, now],
  );

export const bucketHandlers = (ctx: BackendContext) => [
  // The storage server lists buckets as itself: every caller sees them (the demo's are public).
  http.get('/storage/v1/bucket', async ({ request, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, async () => {
        const db = await ctx.db();
        const { rows } = await db.query<Parameters<typeof toBucket>[0]>(
          // No order, as the storage server: the table's (the seed's) order.
          `select * from storage.buckets`,
        );
        return HttpResponse.json(rows.map(toBucket));
      }),
    ),
  ),

  http.post('/storage/v1/bucket', async ({ request, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, async (caller) => {
        const id = body.id ?? body.name;
        if (!isValidBucketName(id)) return STORAGE_ERRORS.invalidBucketName();
        if (await findBucket(ctx, id)) return STORAGE_ERRORS.bucketExists();
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
        // As the caller: storage.buckets has no policy, so only the service role may insert.
        return inCallerTx(ctx, caller, async (tx) => {
          await tx.query(
            `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types,
               created_at, updated_at) values ($1, $1, $2, $3, $4, $5, $5)`,
            [id, bucket.public, bucket.file_size_limit, bucket.allowed_mime_types, now],
          );
          return HttpResponse.json({ name: id });
        });
      }),
    );
  }),

  http.get('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, async () => {
        const bucket = await findBucket(ctx, params.bucketId);
        return bucket ? HttpResponse.json(bucket) : STORAGE_ERRORS.noSuchBucket();
      }),
    ),
  ),

  http.put('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, async (tx, bucket) => {
          const changed = { ...bucket };
          const invalid = applyFields(changed, body);
          if (invalid) return invalid;
          await writeBucket(tx, changed, isoAt(ctx.clock));
          return HttpResponse.json({ message: 'Successfully updated' });
        }),
      ),
    );
  }),

  http.delete('/storage/v1/bucket/{bucketId}', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, async (tx, bucket) => {
          const held = await tx.asOwner(
            `select 1 from storage.objects where bucket_id = $1 limit 1`,
            [bucket.id],
          );
          if (held.rows.length > 0) return STORAGE_ERRORS.bucketNotEmpty();
          await tx.query(`delete from storage.buckets where id = $1`, [bucket.id]);
          return HttpResponse.json({ message: 'Successfully deleted' });
        }),
      ),
    ),
  ),

  http.post('/storage/v1/bucket/{bucketId}/empty', async ({ request, params, response }) =>
    response.untyped(
      await asStorageCaller(ctx, request, (caller) =>
        administer(ctx, caller, params.bucketId, async (tx, bucket) => {
          await tx.query(`delete from storage.objects where bucket_id = $1`, [bucket.id]);
          return HttpResponse.json({ message: 'Successfully emptied' });
        }),
      ),
    ),
  ),
];
