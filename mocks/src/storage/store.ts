import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { iso, type Queryable } from '../database/database.ts';
import type { Bucket } from '../db/types.ts';
import type { CallerTx } from './caller.ts';
import { STORAGE_ERRORS } from './errors.ts';

/** A row of storage.objects as the storage server reads it (metadata as it stores it). */
export interface StoredObject {
  id: string;
  bucketId: string;
  name: string;
  ownerId: string | null;
  version: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  lastAccessedAt: string;
}

/** What storage.objects.metadata holds, as the hosted storage server writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
  created_at: unknown;
  updated_at: unknown;
  last_accessed_at: unknown;
}

export const OBJECT_COLUMNS = `id, bucket_id, name, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`;

export const toObject = (row: ObjectRow): StoredObject => ({
  id: row.id,
  bucketId: row.bucket_id,
  name: row.name,
  ownerId: row.owner_id,
  version: row.version,
  metadata: row.metadata,
  userMetadata: row.user_metadata,
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
  lastAccessedAt: iso(row.last_accessed_at) ?? '',
});

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: unknown;
  updated_at: unknown;
}

export const toBucket = (row: BucketRow): Bucket => ({
  id: row.id,
  name: row.name,
  owner: row.owner ?? '',
  public: row.public,
  type: 'STANDARD',
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowed_mime_types: row.allowed_mime_types,
  created_at: iso(row.created_at) ?? '',
  updated_at: iso(row.updated_at) ?? '',
});

/** A bucket as the storage server's own lookups see it (they bypass row-level security). */
export async function findBucket(ctx: BackendContext, id: string): Promise<Bucket | undefined> {
  const db = await ctx.db();
  const { rows } = await db.query<BucketRow>(`select * from storage.buckets where id = $1`, [id]);
  return rows[0] && toBucket(rows[0]);
}

/** An object the querying role may see (storage.objects' select policy). */
export async function findObject(
  db: Queryable,
  bucketId: string,
  name: string,
): Promise<StoredObject | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] && toObject(rows[0]);
}

/** An object's bytes (mock.blobs, the owner's table). */
export async function objectData(ctx: BackendContext, id: string): Promise<Uint8Array> {
  const db = await ctx.db();
  const { rows } = await db.query<{ data: Uint8Array }>(
    `select data from mock.blobs where object_id = $1`,
    [id],
  );
  return rows[0]?.data ?? new Uint8Array(0);
}

/** The characters the storage server accepts in a key. */
export const isValidKey = (key: string) =>
  key.length > 0 && /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key);

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

export interface Content {
  bytes: Uint8Array<ArrayBuffer>;
  mimetype: string;
  cacheControl: string;
}

/**
 * Writes (or overwrites) an object as the caller: the insert, or the update of an existing key,
 * meets the project's policies on storage.objects; then the bytes are stored.
 */
export async function putObject(
  ctx: BackendContext,
  tx: CallerTx,
  place: { bucketId: string; name: string; ownerId: string | null },
  content: Content,
): Promise<StoredObject> {
  const now = isoAt(ctx.clock);
  const metadata: ObjectMetadata = {
    eTag: await eTagOf(content.bytes),
    size: content.bytes.length,
    mimetype: content.mimetype,
    cacheControl: content.cacheControl,
    lastModified: now,
    contentLength: content.bytes.length,
    httpStatusCode: 200,
  };
  const { rows } = await tx.query<ObjectRow>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata,
       created_at, updated_at, last_accessed_at)
     values ($1, $2, $3, $4::uuid, $8, $5, $6, $7, $7, $7)
     on conflict (bucket_id, name) do update set owner = excluded.owner,
       owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata,
       updated_at = excluded.updated_at, last_accessed_at = excluded.last_accessed_at
     returning ${OBJECT_COLUMNS}`,
    [
      ctx.random.uuid(),
      place.bucketId,
      place.name,
      place.ownerId,
      ctx.random.uuid(),
      JSON.stringify(metadata),
      now,
      place.ownerId,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('object insert returned nothing');
  await tx.asOwner(
    `insert into mock.blobs (object_id, data) values ($1, $2)
     on conflict (object_id) do update set data = excluded.data`,
    [row.id, content.bytes],
  );
  return toObject(row);
}

/** The object metadata the list and remove answers carry. */
export const metadataOf = (o: StoredObject) => ({ ...o.metadata, lastModified: o.updatedAt });

/** A row of storage.objects, as remove answers it. */
export const storedObjectRow = (o: StoredObject) => ({
  bucket_id: o.bucketId,
  name: o.name,
  id: o.id,
  owner: o.ownerId,
  owner_id: o.ownerId,
  version: o.version ?? '',
  created_at: o.createdAt,
  updated_at: o.updatedAt,
  last_accessed_at: o.lastAccessedAt,
  metadata: metadataOf(o),
  user_metadata: o.userMetadata,
});
