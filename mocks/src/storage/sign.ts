import { HttpResponse } from 'msw';
import { secondsAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { http, objectPath } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { asStorageCaller, inCallerTx } from './caller.ts';
import { objectBytes } from './download.ts';
import { STORAGE_ERRORS } from './errors.ts';
import { findBucket, findObject } from './store.ts';

const NOT_SIGNABLE = 'Either the object does not exist or you do not have access to it';

/** The signed URL, relative to /storage/v1, with a JWT naming the object and its expiry. */
async function signedUrl(ctx: BackendContext, key: string, expiresIn: number, transform?: object) {
  const iat = secondsAt(ctx.clock);
  const token = await signJwt({
    url: key,
    iat,
    exp: iat + expiresIn,
    ...(transform && { transformations: transform }),
  });
  return `/object/sign/${key}?token=${token}`;
}

const validExpiry = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) > 0;

export const signHandlers = (ctx: BackendContext) => [
  http.post('/storage/v1/object/sign/{bucketName}', async ({ request, params, response }) => {
    const { expiresIn, paths } = await request.json();
    return response.untyped(
      await asStorageCaller(ctx, request, async (caller) => {
        if (!validExpiry(expiresIn)) return STORAGE_ERRORS.missingParameter('expiresIn');
        const bucket = await findBucket(ctx, params.bucketName);
        if (!bucket) return STORAGE_ERRORS.noSuchBucket();
        // Only what the caller may read (the select policy) is signed.
        return inCallerTx(ctx, caller, async (tx) => {
          const entries = [];
          for (const path of paths) {
            entries.push(
              (await findObject(tx, bucket.id, path))
                ? {
                    error: null,
                    path,
                    signedURL: await signedUrl(ctx, `${bucket.id}/${path}`, expiresIn),
                  }
                : { error: NOT_SIGNABLE, path, signedURL: null },
            );
          }
          return HttpResponse.json(entries);
        });
      }),
    );
  }),

  objectPath(
    http.post(
      '/storage/v1/object/sign/{bucketName}/{wildcard}',
      async ({ request, params, response }) => {
        const { expiresIn, transform } = await request.json();
        return response.untyped(
          await asStorageCaller(ctx, request, async (caller) => {
            if (!validExpiry(expiresIn)) return STORAGE_ERRORS.missingParameter('expiresIn');
            const bucket = await findBucket(ctx, params.bucketName);
            if (!bucket) return STORAGE_ERRORS.noSuchBucket();
            return inCallerTx(ctx, caller, async (tx) => {
              if (!(await findObject(tx, bucket.id, params.wildcard)))
                return STORAGE_ERRORS.noSuchKey();
              const key = `${bucket.id}/${params.wildcard}`;
              return HttpResponse.json({
                signedURL: await signedUrl(ctx, key, expiresIn, transform),
              });
            });
          }),
        );
      },
    ),
  ),

  objectPath(
    http.get(
      '/storage/v1/object/sign/{bucketName}/{wildcard}',
      async ({ params, query, response }) => {
        const verified = await verifyJwt(query.get('token'), ctx.clock);
        if (!verified.ok) {
          return response.untyped(
            verified.reason === 'expired'
              ? STORAGE_ERRORS.expiredSignature()
              : STORAGE_ERRORS.invalidSignature(),
          );
        }
        const key = `${params.bucketName}/${params.wildcard}`;
        if (verified.claims.url !== key) return response.untyped(STORAGE_ERRORS.invalidSignature());
        // The signature is the permission: the storage server reads the object as itself.
        const object = await findObject(await ctx.db(), params.bucketName, params.wildcard);
        if (!object) return response.untyped(STORAGE_ERRORS.noSuchKey());
        return response.untyped(await objectBytes(ctx, object, query.get('download')));
      },
    ),
  ),
];
