import { HttpResponse } from 'msw';
import type { BackendContext } from '../context.ts';
import { http, objectPath } from '../http.ts';
import { asStorageCaller, mayWrite, type StorageCaller } from './caller.ts';
import { STORAGE_ERRORS } from './errors.ts';
import {
  findBucket,
  findObject,
  fromBase64,
  isValidKey,
  putObject,
  refusedByBucket,
  storedObjectRow,
} from './store.ts';

interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  mimetype: string;
  cacheControl: string;
}

/** storage-js sends a File as multipart (the file in an empty-named field), other bodies raw. */
async function readUpload(request: Request): Promise<Upload> {
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
  const bucket = findBucket(ctx, target.bucketName);
  if (!bucket) return STORAGE_ERRORS.noSuchBucket();
  const name = target.wildcard;
  if (!isValidKey(name)) return STORAGE_ERRORS.invalidKey(name);
  if (!mayWrite(caller, name)) return STORAGE_ERRORS.rls();
  const exists = findObject(ctx, bucket.id, name) !== undefined;
  const upsert = request.headers.get('x-upsert') === 'true';
  if (mode === 'replace' && !exists) return STORAGE_ERRORS.noSuchKey();
  if (mode === 'create' && exists && !upsert) return STORAGE_ERRORS.keyExists();
  const upload = await readUpload(request);
  const baseType = upload.mimetype.split(';')[0]?.trim() ?? '';
  const refused = refusedByBucket(bucket, baseType, upload.bytes.length);
  if (refused) return refused;
  const ownerId = caller.kind === 'user' ? caller.id : null;
  const record = await putObject(ctx, { bucketId: bucket.id, name, ownerId }, upload);
  return HttpResponse.json({ Id: record.id, Key: `${bucket.id}/${name}` });
}

interface Transfer {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
}

/** Move and copy share their checks: both buckets exist, the source exists, the caller may write. */
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
  const toBucketId = body.destinationBucket ?? bucketId;
  const from = findBucket(ctx, bucketId);
  const to = findBucket(ctx, toBucketId);
  if (!from || !to) return STORAGE_ERRORS.noSuchBucket();
  const source = findObject(ctx, from.id, sourceKey);
  if (!source) return STORAGE_ERRORS.noSuchKey();
  if (!isValidKey(destinationKey)) return STORAGE_ERRORS.invalidKey(destinationKey);
  if ((kind === 'move' && !mayWrite(caller, sourceKey)) || !mayWrite(caller, destinationKey)) {
    return STORAGE_ERRORS.rls();
  }
  if (findObject(ctx, to.id, destinationKey)) return STORAGE_ERRORS.keyExists();
  const refused = refusedByBucket(to, source.mimetype.split(';')[0] ?? '', source.size);
  if (refused) return refused;

  const ownerId = caller.kind === 'user' ? caller.id : source.ownerId;
  const content = {
    bytes: fromBase64(source.data),
    mimetype: source.mimetype,
    cacheControl: source.cacheControl,
  };
  const copy = await putObject(ctx, { bucketId: to.id, name: destinationKey, ownerId }, content);
  if (kind === 'copy') return HttpResponse.json({ Id: copy.id, Key: `${to.id}/${destinationKey}` });
  // A move keeps the object's identity and creation time.
  Object.assign(copy, { id: source.id, createdAt: source.createdAt });
  ctx.state.storage.objects = ctx.state.storage.objects.filter((o) => o !== source);
  return HttpResponse.json({ message: 'Successfully moved' });
}

/** DELETE /object/{bucket} {prefixes}: removes the keys the caller may delete, answers them. */
function removeObjects(
  ctx: BackendContext,
  caller: StorageCaller,
  bucketName: string,
  prefixes: string[],
) {
  const bucket = findBucket(ctx, bucketName);
  if (!bucket) return STORAGE_ERRORS.noSuchBucket();
  const { storage } = ctx.state;
  const removed = storage.objects.filter(
    (o) => o.bucketId === bucket.id && prefixes.includes(o.name) && mayWrite(caller, o.name),
  );
  storage.objects = storage.objects.filter((o) => !removed.includes(o));
  return HttpResponse.json(removed.map(storedObjectRow));
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
