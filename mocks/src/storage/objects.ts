import { HttpResponse } from 'msw';
import type { BackendContext } from '../context.ts';
import { http, objectPath } from '../http.ts';
import { sqlState } from '../database/database.ts';
import { asStorageCaller, inCallerTx, refuse, type StorageCaller } from './caller.ts';
import { STORAGE_ERRORS } from './errors.ts';
import {
  findBucket,
  findObject,
  isValidKey,
  OBJECT_COLUMNS,
  putObject,
  refusedByBucket,
  storedObjectRow,
  toObject,
  type Content,
} from './store.ts';

/** storage-js sends a File as multipart (the file in an empty-named field), other bodies raw. */
async function readUpload(request: Request): Promise<Content> {
  const type = request.headers.get('Content-Type') ?? 'application/octet-stream';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0)),
      mimetype: file?.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : '3600'}`,
    };
  }
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    mimetype: type,
    cacheControl: request.headers.get('Cache-Control') ?? 'max-age=3600',
  };
}

/** POST (create; x-upsert replaces) and PUT (replace) /object/{bucket}/{key}. */
async function writeObject(
  ctx: BackendContext,
  caller: StorageCaller,
  request: Request,
  target: { bucketName: string; wildcard: string },
  mode: 'create' | 'replace',
) {
  const bucket = await findBucket(ctx, target.bucketName);
  if (!bucket) return STORAGE_ERRORS.noSuchBucket();
  const name = target.wildcard;
  if (!isValidKey(name)) return STORAGE_ERRORS.invalidKey(name);
  const upload = await readUpload(request);
  return inCallerTx(ctx, caller, async (tx) => {
    const exists = (await findObject(tx, bucket.id, name)) !== undefined;
    const upsert = request.headers.get('x-upsert') === 'true';
    if (mode === 'replace' && !exists) return STORAGE_ERRORS.noSuchKey();
    if (mode === 'create' && exists && !upsert) return STORAGE_ERRORS.keyExists();
    const baseType = upload.mimetype.split(';')[0]?.trim() ?? '';
    const refused = refusedByBucket(bucket, baseType, upload.bytes.length);
    if (refused) return refused;
    const place = { bucketId: bucket.id, name, ownerId: caller.userId };
    const record = await putObject(ctx, tx, place, upload);
    return HttpResponse.json({ Id: record.id, Key: `${bucket.id}/${name}` });
  });
}

interface Transfer {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
}

/**
 * Move and copy as the caller: a move updates the row (the update policy checks both the old
 * and the new key), a copy inserts a new one (the insert policy checks the new key).
 */
async function transfer(
  ctx: BackendContext,
  caller: StorageCaller,
  body: Transfer,
  kind: 'move' | 'copy',
) {
  for (const name of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (!body[name]) return STORAGE_ERRORS.missingParameter(name);
  }
  const { bucketId = '', sourceKey = '', destinationKey = '' } = body;
  const from = await findBucket(ctx, bucketId);
  const to = await findBucket(ctx, body.destinationBucket ?? bucketId);
  if (!from || !to) return STORAGE_ERRORS.noSuchBucket();
  return inCallerTx(ctx, caller, async (tx) => {
    const source = await findObject(tx, from.id, sourceKey);
    if (!source) return STORAGE_ERRORS.noSuchKey();
    if (!isValidKey(destinationKey)) return STORAGE_ERRORS.invalidKey(destinationKey);
    const { mimetype, size } = source.metadata;
    const refused = refusedByBucket(to, mimetype.split(';')[0] ?? '', size);
    if (refused) return refused;
    const duplicate = (error: unknown) => {
      if (sqlState(error) === '23505') refuse(STORAGE_ERRORS.keyExists());
      throw error;
    };

    if (kind === 'copy') {
      // Inside the transaction: a query on the database itself would wait for it forever.
      const blob = await tx.asOwner<{ data: Uint8Array }>(
        `select data from mock.blobs where object_id = $1`,
        [source.id],
      );
      const content: Content = {
        bytes: new Uint8Array(blob.rows[0]?.data ?? new Uint8Array(0)),
        mimetype,
        cacheControl: source.metadata.cacheControl,
      };
      if (await findObject(tx, to.id, destinationKey)) return STORAGE_ERRORS.keyExists();
      const place = {
        bucketId: to.id,
        name: destinationKey,
        ownerId: caller.userId ?? source.ownerId,
      };
      const copy = await putObject(ctx, tx, place, content).catch(duplicate);
      return HttpResponse.json({ Id: copy.id, Key: `${to.id}/${destinationKey}` });
    }
    // A move keeps the object's identity, bytes and creation time.
    const { rows } = await tx
      .query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = $5
         where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
        [from.id, sourceKey, to.id, destinationKey, new Date(ctx.clock.now()).toISOString()],
      )
      .catch(duplicate);
    // The update policy hid the row: the caller may not write the source.
    if (rows.length === 0) return STORAGE_ERRORS.rls();
    return HttpResponse.json({ message: 'Successfully moved' });
  });
}

/** DELETE /object/{bucket} {prefixes}: removes the keys the caller may delete, answers them. */
async function removeObjects(
  ctx: BackendContext,
  caller: StorageCaller,
  bucketName: string,
  prefixes: string[],
) {
  const bucket = await findBucket(ctx, bucketName);
  if (!bucket) return STORAGE_ERRORS.noSuchBucket();
  return inCallerTx(ctx, caller, async (tx) => {
    const { rows } = await tx.query<Parameters<typeof toObject>[0]>(
      `delete from storage.objects where bucket_id = $1 and name = any($2)
       returning ${OBJECT_COLUMNS}`,
      [bucket.id, prefixes],
    );
    return HttpResponse.json(rows.map((row) => storedObjectRow(toObject(row))));
  });
}

export const objectHandlers = (ctx: BackendContext) => [
  http.post('/storage/v1/object/move', async ({ request, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (c) => transfer(ctx, c, body, 'move')),
    );
  }),
  http.post('/storage/v1/object/copy', async ({ request, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (c) => transfer(ctx, c, body, 'copy')),
    );
  }),
  http.delete('/storage/v1/object/{bucketName}', async ({ request, params, response }) => {
    const { prefixes } = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, (c) =>
        removeObjects(ctx, c, params.bucketName, prefixes),
      ),
    );
  }),
];

/** Upload and update match any key, so they go after the fixed /object/... routes. */
export const objectWriteHandlers = (ctx: BackendContext) => [
  objectPath(
    http.post('/storage/v1/object/{bucketName}/{wildcard}', async ({ request, params, response }) =>
      response.untyped(
        await asStorageCaller(ctx, request, (c) => writeObject(ctx, c, request, params, 'create')),
      ),
    ),
  ),
  objectPath(
    http.put('/storage/v1/object/{bucketName}/{wildcard}', async ({ request, params, response }) =>
      response.untyped(
        await asStorageCaller(ctx, request, (c) => writeObject(ctx, c, request, params, 'replace')),
      ),
    ),
  ),
];
