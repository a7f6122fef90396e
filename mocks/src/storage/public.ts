import type { BackendContext } from '../context.ts';
import { http, objectPath } from '../http.ts';
import { objectBytes } from './download.ts';
import { storageError, STORAGE_ERRORS } from './errors.ts';
import { findBucket, findObject } from './store.ts';

/** Public reads: only buckets marked public serve objects, without a token or a policy. */
async function publicObject(ctx: BackendContext, bucketName: string, key: string) {
  const bucket = await findBucket(ctx, bucketName);
  if (!bucket?.public) return STORAGE_ERRORS.noSuchBucket();
  return (await findObject(await ctx.db(), bucket.id, key)) ?? STORAGE_ERRORS.noSuchKey();
}

const TRANSFORM_RULES: Record<string, (value: string) => boolean> = {
  width: (v) => /^\d+$/.test(v) && Number(v) > 0,
  height: (v) => /^\d+$/.test(v) && Number(v) > 0,
  resize: (v) => ['cover', 'contain', 'fill'].includes(v),
  format: (v) => ['origin', 'avif', 'webp'].includes(v),
  quality: (v) => /^\d+$/.test(v) && Number(v) >= 20 && Number(v) <= 100,
};

/** The query-string check of the render endpoint. */
function invalidTransform(url: URL) {
  for (const [name, valid] of Object.entries(TRANSFORM_RULES)) {
    const value = url.searchParams.get(name);
    if (value !== null && !valid(value)) {
      return storageError(400, 'InvalidRequest', `querystring/${name} is invalid`, 'Bad Request');
    }
  }
  return null;
}

export const publicHandlers = (ctx: BackendContext) => [
  objectPath(
    http.get(
      '/storage/v1/object/public/{bucketName}/{wildcard}',
      async ({ params, query, response }) => {
        const found = await publicObject(ctx, params.bucketName, params.wildcard);
        return response.untyped(
          found instanceof Response ? found : await objectBytes(ctx, found, query.get('download')),
        );
      },
    ),
  ),
  // The mock serves the original bytes: it checks the transform but does not resize or re-encode.
  objectPath(
    http.get(
      '/storage/v1/render/image/public/{bucketName}/{wildcard}',
      async ({ request, params, response }) => {
        const invalid = invalidTransform(new URL(request.url));
        if (invalid) return response.untyped(invalid);
        const found = await publicObject(ctx, params.bucketName, params.wildcard);
        return response.untyped(
          found instanceof Response ? found : await objectBytes(ctx, found, null),
        );
      },
    ),
  ),
];
