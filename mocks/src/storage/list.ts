import { HttpResponse } from 'msw';
import type { components } from '@mare/openapi';
import type { BackendContext } from '../context.ts';
import { http } from '../http.ts';
import { asStorageCaller } from './caller.ts';
import { STORAGE_ERRORS } from './errors.ts';
import { findBucket, metadataOf } from './store.ts';

type ListEntry = components['schemas']['ListEntry'];
type ListRequest = components['schemas']['ListRequest'];

const folder = (name: string): ListEntry => ({
  name,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});

/** The files and folders directly under a prefix, as storage.search lists them. */
function listEntries(ctx: BackendContext, bucketId: string, body: ListRequest): ListEntry[] {
  const base = body.prefix.replace(/\/+$/, '');
  const start = base ? `${base}/` : '';
  const search = (body.search ?? '').toLowerCase();
  const entries = new Map<string, ListEntry>();
  for (const object of ctx.state.storage.objects) {
    if (object.bucketId !== bucketId || !object.name.startsWith(start)) continue;
    const rest = object.name.slice(start.length);
    const [head = '', ...tail] = rest.split('/');
    if (!head.toLowerCase().startsWith(search)) continue;
    if (tail.length > 0) {
      if (!entries.has(head)) entries.set(head, folder(head));
      continue;
    }
    entries.set(head, {
      name: head,
      id: object.id,
      updated_at: object.updatedAt,
      created_at: object.createdAt,
      last_accessed_at: object.lastAccessedAt,
      metadata: metadataOf(object),
    });
  }
  const column = body.sortBy?.column ?? 'name';
  const direction = body.sortBy?.order === 'desc' ? -1 : 1;
  const sorted = [...entries.values()].sort(
    (a, b) => direction * String(a[column] ?? '').localeCompare(String(b[column] ?? '')),
  );
  const offset = body.offset ?? 0;
  return sorted.slice(offset, offset + (body.limit ?? 100));
}

export const listHandlers = (ctx: BackendContext) => [
  http.post('/storage/v1/object/list/{bucketName}', async ({ request, params, response }) => {
    const body = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, () => {
        if (typeof body.prefix !== 'string') return STORAGE_ERRORS.missingParameter('prefix');
        const bucket = findBucket(ctx, params.bucketName);
        if (!bucket) return STORAGE_ERRORS.noSuchBucket();
        return HttpResponse.json(listEntries(ctx, bucket.id, body));
      }),
    );
  }),
];
