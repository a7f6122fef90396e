import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import type { Bucket, StoredObjectRecord } from '../db/types.ts';
import { STORAGE_ERRORS } from './errors.ts';

export const findBucket = (ctx: BackendContext, id: string) =>
  ctx.state.storage.buckets.find((b) => b.id === id);

export const findObject = (ctx: BackendContext, bucketId: string, name: string) =>
  ctx.state.storage.objects.find((o) => o.bucketId === bucketId && o.name === name);

/** The characters the storage server accepts in a key. */
export const isValidKey = (key: string) =>
  key.length > 0 && /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key);

export function toBase64(bytes: Uint8Array) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const fromBase64 = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

async function eTagOf(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return `"${hex.join('')}"`;
}

/** The bucket's limits, as the storage server checks them before storing. */
export function refusedByBucket(bucket: Bucket, mimetype: string, size: number): Response | null {
  if (bucket.file_size_limit !== null && size > bucket.file_size_limit)
    return STORAGE_ERRORS.tooLarge();
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0 && !allowed.includes(mimetype)) {
    return STORAGE_ERRORS.mimeType(mimetype);
  }
  return null;
}

/** Writes (or overwrites) an object's bytes and metadata. */
export async function putObject(
  ctx: BackendContext,
  place: { bucketId: string; name: string; ownerId: string | null },
  content: { bytes: Uint8Array<ArrayBuffer>; mimetype: string; cacheControl: string },
): Promise<StoredObjectRecord> {
  const now = isoAt(ctx.clock);
  const existing = findObject(ctx, place.bucketId, place.name);
  const record: StoredObjectRecord = {
    id: existing?.id ?? ctx.random.uuid(),
    bucketId: place.bucketId,
    name: place.name,
    ownerId: place.ownerId,
    mimetype: content.mimetype,
    cacheControl: content.cacheControl,
    data: toBase64(content.bytes),
    size: content.bytes.length,
    eTag: await eTagOf(content.bytes),
    version: ctx.random.uuid(),
    userMetadata: existing?.userMetadata ?? null,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    lastAccessedAt: now,
  };
  const { storage } = ctx.state;
  storage.objects = [...storage.objects.filter((o) => o !== existing), record];
  return record;
}

/** The object metadata the list and remove answers carry. */
export const metadataOf = (o: StoredObjectRecord) => ({
  eTag: o.eTag,
  size: o.size,
  mimetype: o.mimetype,
  cacheControl: o.cacheControl,
  lastModified: o.updatedAt,
  contentLength: o.size,
  httpStatusCode: 200,
});

/** A row of storage.objects, as remove answers it. */
export const storedObjectRow = (o: StoredObjectRecord) => ({
  bucket_id: o.bucketId,
  name: o.name,
  id: o.id,
  owner: o.ownerId,
  owner_id: o.ownerId,
  version: o.version,
  created_at: o.createdAt,
  updated_at: o.updatedAt,
  last_accessed_at: o.lastAccessedAt,
  metadata: metadataOf(o),
  user_metadata: o.userMetadata,
});
