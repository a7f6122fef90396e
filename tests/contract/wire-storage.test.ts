import { describe } from 'vitest';
import { FIXTURE_IDS, MOCK_SUPABASE_SERVICE_ROLE_KEY } from '@mare/mocks';
import { call, signedIn, useWireBackend, wireCases } from './support/wire.ts';

const { backend, clock } = useWireBackend();

const SERVICE = { Authorization: `Bearer ${MOCK_SUPABASE_SERVICE_ROLE_KEY}` };
const me = FIXTURE_IDS.boatOwner;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const owner = async () => (await signedIn('boatOwner')).headers;
const form = (type = 'image/png', bytes: Uint8Array<ArrayBuffer> = PNG) => {
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', new File([bytes], 'f', { type }));
  return body;
};
/** Uploads `<me>/barco.png` to a bucket and returns the owner's headers. */
async function withObject(bucket = 'uploads', name = `${me}/barco.png`) {
  const headers = await owner();
  await call('POST', `/storage/v1/object/${bucket}/${name}`, { body: form(), headers });
  return headers;
}
async function signed(expiresIn = 60) {
  const headers = await withObject();
  const response = await call('POST', `/storage/v1/object/sign/uploads/${me}/barco.png`, {
    body: { expiresIn },
    headers,
  });
  return ((await response.json()) as { signedURL: string }).signedURL;
}
const bucketBody = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  public: false,
  ...extra,
});

describe('buckets', () => {
  wireCases([
    { name: 'list', status: 200, run: () => call('GET', '/storage/v1/bucket') },
    {
      name: 'list with a forged token',
      status: 400,
      code: 'InvalidJWT',
      run: () => call('GET', '/storage/v1/bucket', { headers: { Authorization: 'Bearer a.b.c' } }),
    },
    { name: 'get', status: 200, run: () => call('GET', '/storage/v1/bucket/avatars') },
    {
      name: 'get a missing one',
      status: 400,
      code: 'NoSuchBucket',
      run: () => call('GET', '/storage/v1/bucket/fotos'),
    },
    {
      name: 'create',
      status: 200,
      run: () =>
        call('POST', '/storage/v1/bucket', {
          body: bucketBody('docs', {
            file_size_limit: '2MB',
            allowed_mime_types: ['application/pdf'],
          }),
          headers: SERVICE,
        }),
    },
    {
      name: 'create as a user',
      status: 400,
      code: 'AccessDenied',
      run: async () =>
        call('POST', '/storage/v1/bucket', { body: bucketBody('docs'), headers: await owner() }),
    },
    {
      name: 'create a duplicate',
      status: 400,
      code: 'BucketAlreadyExists',
      run: () =>
        call('POST', '/storage/v1/bucket', { body: bucketBody('avatars'), headers: SERVICE }),
    },
    {
      name: 'create with a bad name',
      status: 400,
      code: 'InvalidBucketName',
      run: () => call('POST', '/storage/v1/bucket', { body: bucketBody('a/b'), headers: SERVICE }),
    },
    {
      name: 'create with a bad size',
      status: 400,
      code: 'InvalidRequest',
      run: () =>
        call('POST', '/storage/v1/bucket', {
          body: bucketBody('docs', { file_size_limit: 'muito' }),
          headers: SERVICE,
        }),
    },
    {
      name: 'update',
      status: 200,
      run: () =>
        call('PUT', '/storage/v1/bucket/uploads', {
          body: { public: false, file_size_limit: 1024 },
          headers: SERVICE,
        }),
    },
    {
      name: 'update with a bad size',
      status: 400,
      code: 'InvalidRequest',
      run: () =>
        call('PUT', '/storage/v1/bucket/uploads', {
          body: { file_size_limit: -1 },
          headers: SERVICE,
        }),
    },
    {
      name: 'update a missing one',
      status: 400,
      code: 'NoSuchBucket',
      run: () =>
        call('PUT', '/storage/v1/bucket/fotos', { body: { public: true }, headers: SERVICE }),
    },
    {
      name: 'delete a non-empty one',
      status: 400,
      code: 'ResourceNotEmpty',
      run: async () => (
        await withObject(),
        call('DELETE', '/storage/v1/bucket/uploads', { headers: SERVICE })
      ),
    },
    {
      name: 'delete',
      status: 200,
      run: () => call('DELETE', '/storage/v1/bucket/uploads', { headers: SERVICE }),
    },
    {
      name: 'empty',
      status: 200,
      run: async () => (
        await withObject(),
        call('POST', '/storage/v1/bucket/uploads/empty', { headers: SERVICE })
      ),
    },
    {
      name: 'empty as a user',
      status: 400,
      code: 'AccessDenied',
      run: async () => call('POST', '/storage/v1/bucket/uploads/empty', { headers: await owner() }),
    },
  ]);
});

describe('objects: write', () => {
  const upload = async (
    path: string,
    body: FormData | Uint8Array,
    extra: Record<string, string> = {},
  ) =>
    call('POST', `/storage/v1/object/${path}`, { body, headers: { ...(await owner()), ...extra } });
  wireCases([
    { name: 'upload multipart', status: 200, run: () => upload(`uploads/${me}/a/b/c.png`, form()) },
    {
      name: 'upload raw bytes',
      status: 200,
      run: () =>
        upload(`uploads/${me}/foto.webp`, new TextEncoder().encode('oi'), {
          'Content-Type': 'image/webp',
        }),
    },
    {
      name: 'upload to a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: () => upload(`fotos/${me}/a.png`, form()),
    },
    {
      name: 'upload with a bad key',
      status: 400,
      code: 'InvalidKey',
      run: () => upload(`uploads/${me}/a%7Bb%7D.png`, form()),
    },
    {
      name: 'upload outside the own folder',
      status: 400,
      code: 'AccessDenied',
      run: () => upload(`uploads/${FIXTURE_IDS.admin}/a.png`, form()),
    },
    {
      name: 'upload a duplicate',
      status: 400,
      code: 'KeyAlreadyExists',
      run: async () => (await withObject(), upload(`uploads/${me}/barco.png`, form())),
    },
    {
      name: 'upsert',
      status: 200,
      run: async () => (
        await withObject(),
        upload(`uploads/${me}/barco.png`, form(), { 'x-upsert': 'true' })
      ),
    },
    {
      name: 'avatar too large',
      status: 400,
      code: 'EntityTooLarge',
      run: () =>
        upload(`avatars/${me}/a.png`, form('image/png', new Uint8Array(5 * 1024 * 1024 + 1))),
    },
    {
      name: 'avatar of a refused type',
      status: 400,
      code: 'InvalidMimeType',
      run: () => upload(`avatars/${me}/a.gif`, form('image/gif')),
    },
    {
      name: 'update',
      status: 200,
      run: async () =>
        call('PUT', `/storage/v1/object/uploads/${me}/barco.png`, {
          body: form(),
          headers: await withObject(),
        }),
    },
    {
      name: 'update a missing object',
      status: 400,
      code: 'NoSuchKey',
      run: async () =>
        call('PUT', `/storage/v1/object/uploads/${me}/nada.png`, {
          body: form(),
          headers: await owner(),
        }),
    },
    {
      name: 'remove',
      status: 200,
      run: async () =>
        call('DELETE', '/storage/v1/object/uploads', {
          body: { prefixes: [`${me}/barco.png`] },
          headers: await withObject(),
        }),
    },
    {
      name: 'remove from a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: async () =>
        call('DELETE', '/storage/v1/object/fotos', {
          body: { prefixes: ['x'] },
          headers: await owner(),
        }),
    },
  ]);
});

describe('objects: move and copy', () => {
  const transfer = async (kind: 'move' | 'copy', body: Record<string, unknown>) =>
    call('POST', `/storage/v1/object/${kind}`, {
      body: {
        bucketId: 'uploads',
        sourceKey: `${me}/barco.png`,
        destinationKey: `${me}/novo.png`,
        ...body,
      },
      headers: await withObject(),
    });
  wireCases([
    { name: 'move', status: 200, run: () => transfer('move', {}) },
    { name: 'copy', status: 200, run: () => transfer('copy', {}) },
    {
      name: 'copy into another bucket',
      status: 200,
      run: () => transfer('copy', { destinationBucket: 'avatars' }),
    },
    {
      name: 'without a source',
      status: 400,
      code: 'MissingParameter',
      run: () => transfer('move', { sourceKey: '' }),
    },
    {
      name: 'from a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: () => transfer('move', { bucketId: 'fotos' }),
    },
    {
      name: 'a missing object',
      status: 400,
      code: 'NoSuchKey',
      run: () => transfer('copy', { sourceKey: `${me}/nada.png` }),
    },
    {
      name: 'to a bad key',
      status: 400,
      code: 'InvalidKey',
      run: () => transfer('copy', { destinationKey: `${me}/{x}` }),
    },
    {
      name: 'outside the own folder',
      status: 400,
      code: 'AccessDenied',
      run: () => transfer('move', { destinationKey: `${FIXTURE_IDS.admin}/x.png` }),
    },
    {
      name: 'onto an existing object',
      status: 400,
      code: 'KeyAlreadyExists',
      run: () => transfer('copy', { destinationKey: `${me}/barco.png` }),
    },
    {
      name: 'of a type the bucket refuses',
      status: 400,
      code: 'InvalidMimeType',
      run: async () =>
        call('POST', `/storage/v1/object/uploads/${me}/nota.txt`, {
          body: new TextEncoder().encode('x'),
          headers: { ...(await owner()), 'Content-Type': 'text/plain' },
        }),
    },
  ]);
});

describe('objects: sign, list, download', () => {
  wireCases([
    {
      name: 'sign one',
      status: 200,
      run: async () =>
        call('POST', `/storage/v1/object/sign/uploads/${me}/barco.png`, {
          body: { expiresIn: 60, transform: { width: 10 } },
          headers: await withObject(),
        }),
    },
    {
      name: 'sign a missing object',
      status: 400,
      code: 'NoSuchKey',
      run: () =>
        call('POST', `/storage/v1/object/sign/uploads/${me}/nada.png`, { body: { expiresIn: 60 } }),
    },
    {
      name: 'sign in a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: () =>
        call('POST', `/storage/v1/object/sign/fotos/${me}/nada.png`, { body: { expiresIn: 60 } }),
    },
    {
      name: 'sign without expiry',
      status: 400,
      code: 'MissingParameter',
      run: () =>
        call('POST', `/storage/v1/object/sign/uploads/${me}/nada.png`, { body: { expiresIn: 0 } }),
    },
    {
      name: 'sign many',
      status: 200,
      run: async () =>
        call('POST', '/storage/v1/object/sign/uploads', {
          body: { expiresIn: 60, paths: [`${me}/barco.png`, 'nada'] },
          headers: await withObject(),
        }),
    },
    {
      name: 'sign many in a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: () =>
        call('POST', '/storage/v1/object/sign/fotos', { body: { expiresIn: 60, paths: [] } }),
    },
    {
      name: 'sign many without expiry',
      status: 400,
      code: 'MissingParameter',
      run: () =>
        call('POST', '/storage/v1/object/sign/uploads', { body: { expiresIn: -1, paths: [] } }),
    },
    {
      name: 'download signed',
      status: 200,
      run: async () => call('GET', `/storage/v1${await signed()}`),
    },
    {
      name: 'download signed, as attachment',
      status: 200,
      run: async () => call('GET', `/storage/v1${await signed()}&download=barco.png`),
    },
    {
      name: 'download with a bad token',
      status: 400,
      code: 'InvalidSignature',
      run: () => call('GET', `/storage/v1/object/sign/uploads/${me}/barco.png?token=x`),
    },
    {
      name: 'download with an expired token',
      status: 400,
      code: 'ExpiredToken',
      run: async () => {
        const url = await signed(60);
        clock.now += 61_000;
        return call('GET', `/storage/v1${url}`);
      },
    },
    {
      name: 'download a removed object',
      status: 400,
      code: 'NoSuchKey',
      run: async () => {
        const url = await signed();
        await backend.fixtures.sql(`delete from storage.objects`);
        return call('GET', `/storage/v1${url}`);
      },
    },
    {
      name: 'list',
      status: 200,
      run: async () =>
        call('POST', '/storage/v1/object/list/uploads', {
          body: { prefix: me, limit: 10, offset: 0, sortBy: { column: 'name', order: 'desc' } },
          headers: await withObject(),
        }),
    },
    {
      name: 'list a missing bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: () => call('POST', '/storage/v1/object/list/fotos', { body: { prefix: '' } }),
    },
    {
      name: 'list without prefix',
      status: 400,
      code: 'MissingParameter',
      run: () => call('POST', '/storage/v1/object/list/uploads', { body: {} }),
    },
    {
      name: 'public download',
      status: 200,
      run: async () => (
        await withObject(),
        call('GET', `/storage/v1/object/public/uploads/${me}/barco.png?download`)
      ),
    },
    {
      name: 'public download of a missing object',
      status: 400,
      code: 'NoSuchKey',
      run: () => call('GET', `/storage/v1/object/public/uploads/${me}/nada.png`),
    },
    {
      name: 'public download from a private bucket',
      status: 400,
      code: 'NoSuchBucket',
      run: async () => {
        await withObject();
        await call('PUT', '/storage/v1/bucket/uploads', {
          body: { public: false },
          headers: SERVICE,
        });
        return call('GET', `/storage/v1/object/public/uploads/${me}/barco.png`);
      },
    },
    {
      name: 'render',
      status: 200,
      run: async () => (
        await withObject('avatars'),
        call(
          'GET',
          `/storage/v1/render/image/public/avatars/${me}/barco.png?width=64&height=64&resize=contain&format=webp&quality=75`,
        )
      ),
    },
    {
      name: 'render with a bad transform',
      status: 400,
      code: 'InvalidRequest',
      run: () =>
        call('GET', `/storage/v1/render/image/public/avatars/${me}/barco.png?resize=stretch`),
    },
  ]);
});
