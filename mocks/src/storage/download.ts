import { HttpResponse } from 'msw';
import type { StoredObjectRecord } from '../db/types.ts';
import { fromBase64 } from './store.ts';

/** The bytes of an object with the headers the storage server sends along. */
export function objectBytes(object: StoredObjectRecord, download: string | null) {
  const headers: Record<string, string> = {
    'Content-Type': object.mimetype,
    'Content-Length': String(object.size),
    'Cache-Control': object.cacheControl,
    ETag: object.eTag,
    'Last-Modified': new Date(object.updatedAt).toUTCString(),
  };
  if (download !== null) {
    const filename = download || object.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(filename)};`;
  }
  return new HttpResponse(fromBase64(object.data), { headers });
}
