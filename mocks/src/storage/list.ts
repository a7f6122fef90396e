import { HttpResponse } from 'msw';
import type { components } from '@mare/openapi';
import type { BackendContext } from '../context.ts';
import { http } from '../http.ts';
import { asStorageCaller, inCallerTx } from './caller.ts';
import { STORAGE_ERRORS } from './errors.ts';
import type { CallerTx } from './caller.ts';
import { findBucket, metadataOf, OBJECT_COLUMNS, toObject } from './store.ts';

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

/**
 * The files and folders directly under a prefix, as storage.search lists them: among the rows
 * the caller's role may select (the project's policies decide).
 */
async function listEntries(
  tx: CallerTx,
  bucketId: string,
  body: ListRequest,
): Promise<ListEntry[]> {
  const base = body.prefix.replace(/\/+$/, '');
  const start = base ? `${base}/` : '';
  const search = (body.search ?? '').toLowerCase();
  const entries = new Map<string, ListEntry>();
  const { rows } = await tx.query<Parameters<typeof toObject>[0]>(
    `select ${OBJECT_COLUMNS} from storage.objects
     where bucket_id = $1 and starts_with(name, $2) order by name`,
    [bucketId, start],
  );
  for (const object of rows.map(toObject)) {
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
      await asStorageCaller(ctx, request, async (caller) => {
        if (typeof body.prefix !== 'string') return STORAGE_ERRORS.missingParameter('prefix');
        const bucket = await findBucket(ctx, params.bucketName);
        if (!bucket) return STORAGE_ERRORS.noSuchBucket();
        return inCallerTx(ctx, caller, async (tx) =>
          HttpResponse.json(await listEntries(tx, bucket.id, body)),
        );
      }),
    );
  }),
];
