import { HttpResponse } from 'msw';
import type { BackendContext } from '../context.ts';
import { objectData, type StoredObject } from './store.ts';

/** The bytes of an object with the headers the storage server sends along. */
export async function objectBytes(
  ctx: BackendContext,
  object: StoredObject,
  download: string | null,
) {
  const headers: Record<string, string> = {
    'Content-Type': object.metadata.mimetype,
    'Content-Length': String(object.metadata.size),
    'Cache-Control': object.metadata.cacheControl,
    ETag: object.metadata.eTag,
    'Last-Modified': new Date(object.updatedAt).toUTCString(),
  };
  if (download !== null) {
    const filename = download || object.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(filename)};`;
  }
  return new HttpResponse(new Uint8Array(await objectData(ctx, object.id)), { headers });
}
