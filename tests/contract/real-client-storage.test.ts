import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS, MOCK_SUPABASE_SERVICE_ROLE_KEY, MOCK_SUPABASE_URL } from '@mare/mocks';
import { realClient } from './support/client.ts';
import { useMockBackend } from './support/harness.ts';
import { signedInAs } from './support/sign-in.ts';

const { backend } = useMockBackend();
const objectNames = async () =>
  (
    await backend.fixtures.sql<{ name: string }>(`select name from storage.objects order by name`)
  ).map((row) => row.name);

const me = FIXTURE_IDS.boatOwner;
/** A 1×1 PNG: real bytes, so downloads can be compared byte for byte. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const pngFile = (name = 'barco.png') => new File([PNG], name, { type: 'image/png' });

async function uploaded(path = `${me}/barco.png`, bucket = 'uploads') {
  const supabase = await signedInAs('boatOwner');
  const { data, error } = await supabase.storage.from(bucket).upload(path, pngFile());
  expect(error).toBeNull();
  return { supabase, data };
}

describe('objects', () => {
  it('uploads a file under the own folder and answers its key', async () => {
    const { data } = await uploaded();
    expect(data).toEqual({
      path: `${me}/barco.png`,
      id: expect.any(String),
      fullPath: `uploads/${me}/barco.png`,
    });
    const [stored] = await backend.fixtures.sql(
      `select bucket_id, name, metadata ->> 'mimetype' as mimetype,
              (metadata ->> 'size')::int as size from storage.objects`,
    );
    expect(stored).toEqual({
      bucket_id: 'uploads',
      name: `${me}/barco.png`,
      mimetype: 'image/png',
      size: PNG.length,
    });
  });

  it('uploads raw bytes with their content type, and replaces with update', async () => {
    const supabase = await signedInAs('boatOwner');
    const bytes = new TextEncoder().encode('primeira versão');
    const first = await supabase.storage
      .from('uploads')
      .upload(`${me}/foto.webp`, bytes, { contentType: 'image/webp' });
    expect(first.error).toBeNull();
    const second = await supabase.storage
      .from('uploads')
      .update(`${me}/foto.webp`, new TextEncoder().encode('nova'), {
        contentType: 'image/webp',
      });
    expect(second.error).toBeNull();
    const url = supabase.storage.from('uploads').getPublicUrl(`${me}/foto.webp`).data.publicUrl;
    expect(await (await fetch(url)).text()).toBe('nova');
  });

  it('refuses what is not a JPEG, PNG or WebP image in the uploads bucket', async () => {
    const supabase = await signedInAs('boatOwner');
    const { error } = await supabase.storage
      .from('uploads')
      .upload(`${me}/nota.txt`, new TextEncoder().encode('olá'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '415' });
  });

  it('refuses a duplicate without upsert (409 in the body of a 400) and replaces with upsert', async () => {
    const { supabase } = await uploaded();
    const again = await supabase.storage.from('uploads').upload(`${me}/barco.png`, pngFile());
    expect(again.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '409' });
    const upsert = await supabase.storage
      .from('uploads')
      .upload(`${me}/barco.png`, pngFile(), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await objectNames()).toHaveLength(1);
  });

  it("refuses writes outside the own folder and the anonymous role's writes (403 RLS)", async () => {
    const supabase = await signedInAs('boatOwner');
    const elsewhere = await supabase.storage
      .from('uploads')
      .upload(`${FIXTURE_IDS.visitor}/x.png`, pngFile());
    expect(elsewhere.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const anonymous = await realClient().storage.from('uploads').upload(`${me}/x.png`, pngFile());
    expect(anonymous.error).toMatchObject({ statusCode: '403' });
  });

  it('enforces the avatars bucket limits: image types and 5 MB', async () => {
    const supabase = await signedInAs('boatOwner');
    const pdf = await supabase.storage
      .from('avatars')
      .upload(`${me}/cv.pdf`, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', {
      type: 'image/png',
    });
    const large = await supabase.storage.from('avatars').upload(`${me}/grande.png`, big);
    expect(large.error).toMatchObject({ statusCode: '413' });
    expect(
      (await supabase.storage.from('avatars').upload(`${me}/avatar.png`, pngFile())).error,
    ).toBeNull();
  });

  it('answers a missing bucket as the storage server does', async () => {
    const supabase = await signedInAs('boatOwner');
    const { error } = await supabase.storage.from('fotos').upload(`${me}/x.png`, pngFile());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('lists files and folders under a prefix', async () => {
    const { supabase } = await uploaded();
    await supabase.storage.from('uploads').upload(`${me}/passeios/ilha.png`, pngFile());
    const { data, error } = await supabase.storage.from('uploads').list(me);
    expect(error).toBeNull();
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([
      ['barco.png', false],
      ['passeios', true],
    ]);
    expect(data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });
    const root = await supabase.storage.from('uploads').list();
    expect(root.data?.map((e) => e.name)).toEqual([me]);
    const searched = await supabase.storage.from('uploads').list(me, { search: 'pass' });
    expect(searched.data?.map((e) => e.name)).toEqual(['passeios']);
  });

  it("lists only the caller's own folder (admins every folder); public URLs still load", async () => {
    await uploaded();
    const vera = await signedInAs('visitor');
    await vera.storage.from('uploads').upload(`${FIXTURE_IDS.visitor}/praia.png`, pngFile());
    const names = async (client: ReturnType<typeof realClient>, prefix?: string) =>
      (await client.storage.from('uploads').list(prefix)).data?.map((e) => e.name);

    expect(await names(realClient())).toEqual([]);
    expect(await names(realClient(), me)).toEqual([]);
    expect(await names(vera)).toEqual([FIXTURE_IDS.visitor]);
    expect(await names(vera, me)).toEqual([]);
    const signed = await vera.storage.from('uploads').createSignedUrl(`${me}/barco.png`, 60);
    expect(signed.data).toBeNull();
    expect(await names(await signedInAs('admin'))).toEqual(
      [me, FIXTURE_IDS.visitor].sort((a, b) => a.localeCompare(b)),
    );

    const { data } = realClient().storage.from('uploads').getPublicUrl(`${me}/barco.png`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('signs a URL that downloads the real bytes, and refuses a tampered or expired one', async () => {
    const { supabase } = await uploaded();
    const { data, error } = await supabase.storage
      .from('uploads')
      .createSignedUrl(`${me}/barco.png`, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${MOCK_SUPABASE_URL}/storage/v1/object/sign/uploads/${me}/barco.png\\?token=`),
    );
    const download = await fetch(data?.signedUrl ?? '');
    expect(download.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);

    const tampered = await fetch((data?.signedUrl ?? '').replace('barco.png', 'outro.png'));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    const missing = await supabase.storage.from('uploads').createSignedUrl(`${me}/nada.png`, 60);
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('signs several URLs, with an error entry for a missing object', async () => {
    const { supabase } = await uploaded();
    const { data } = await supabase.storage
      .from('uploads')
      .createSignedUrls([`${me}/barco.png`, `${me}/nada.png`], 60);
    expect(data?.map((d) => [d.path, d.error, d.signedUrl === null])).toEqual([
      [`${me}/barco.png`, null, false],
      [`${me}/nada.png`, 'Either the object does not exist or you do not have access to it', true],
    ]);
  });

  it('moves and copies within the own folder, and refuses a taken destination', async () => {
    const { supabase } = await uploaded();
    const moved = await supabase.storage
      .from('uploads')
      .move(`${me}/barco.png`, `${me}/fotos/barco.png`);
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    const copied = await supabase.storage
      .from('uploads')
      .copy(`${me}/fotos/barco.png`, `${me}/copia.png`);
    expect(copied.data).toEqual({ path: `uploads/${me}/copia.png` });
    expect(await objectNames()).toEqual([`${me}/copia.png`, `${me}/fotos/barco.png`]);
    const taken = await supabase.storage
      .from('uploads')
      .copy(`${me}/copia.png`, `${me}/fotos/barco.png`);
    expect(taken.error).toMatchObject({ statusCode: '409' });
    const outside = await supabase.storage
      .from('uploads')
      .move(`${me}/copia.png`, `${FIXTURE_IDS.admin}/x.png`);
    expect(outside.error).toMatchObject({ statusCode: '403' });
    const across = await supabase.storage
      .from('uploads')
      .copy(`${me}/copia.png`, `${me}/avatar.png`, { destinationBucket: 'avatars' });
    expect(across.data).toEqual({ path: `avatars/${me}/avatar.png` });
  });

  it('removes own objects and skips those of others', async () => {
    const { supabase } = await uploaded();
    const visitor = await signedInAs('visitor');
    await visitor.storage.from('uploads').upload(`${FIXTURE_IDS.visitor}/v.png`, pngFile());
    const { data, error } = await supabase.storage
      .from('uploads')
      .remove([`${me}/barco.png`, `${FIXTURE_IDS.visitor}/v.png`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([`${me}/barco.png`]);
    expect(await objectNames()).toEqual([`${FIXTURE_IDS.visitor}/v.png`]);
  });

  it('builds public URLs, with and without a transform, that serve the bytes', async () => {
    const { supabase } = await uploaded(`${me}/avatar.png`, 'avatars');
    const plain = supabase.storage.from('avatars').getPublicUrl(`${me}/avatar.png`).data.publicUrl;
    expect(plain).toBe(`${MOCK_SUPABASE_URL}/storage/v1/object/public/avatars/${me}/avatar.png`);
    const resized = supabase.storage.from('avatars').getPublicUrl(`${me}/avatar.png`, {
      transform: { width: 96, height: 96, resize: 'cover', format: 'origin', quality: 80 },
    }).data.publicUrl;
    expect(resized).toBe(
      `${MOCK_SUPABASE_URL}/storage/v1/render/image/public/avatars/${me}/avatar.png?width=96&height=96&resize=cover&format=origin&quality=80`,
    );
    for (const url of [plain, resized]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    }
    const badQuality = await fetch(resized.replace('quality=80', 'quality=5'));
    expect(badQuality.status).toBe(400);
    expect((await fetch(plain.replace('avatar.png', 'nada.png'))).status).toBe(400);
  });
});

describe('buckets', () => {
  it('lists and reads the two public buckets', async () => {
    const supabase = await signedInAs('visitor');
    const { data } = await supabase.storage.listBuckets();
    expect(data?.map((b) => [b.id, b.public])).toEqual([
      ['uploads', true],
      ['avatars', true],
    ]);
    const avatars = await supabase.storage.getBucket('avatars');
    expect(avatars.data).toMatchObject({
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    });
    expect((await supabase.storage.getBucket('fotos')).error).toMatchObject({ statusCode: '404' });
  });

  it('lets only the service role create, update, empty and delete buckets', async () => {
    const visitor = await signedInAs('visitor');
    expect((await visitor.storage.createBucket('privado')).error).toMatchObject({
      statusCode: '403',
    });

    const service = realClient(MOCK_SUPABASE_SERVICE_ROLE_KEY);
    expect(
      (await service.storage.createBucket('privado', { public: false, fileSizeLimit: '1MB' })).data,
    ).toEqual({ name: 'privado' });
    expect((await service.storage.createBucket('privado')).error).toMatchObject({
      statusCode: '409',
    });
    expect((await service.storage.getBucket('privado')).data).toMatchObject({
      public: false,
      file_size_limit: 1024 ** 2,
    });
    expect((await service.storage.updateBucket('privado', { public: true })).data).toEqual({
      message: 'Successfully updated',
    });

    await service.storage
      .from('privado')
      .upload('doc.txt', new TextEncoder().encode('x'), { contentType: 'text/plain' });
    expect((await service.storage.deleteBucket('privado')).error).toMatchObject({
      statusCode: '409',
    });
    expect((await service.storage.emptyBucket('privado')).data).toEqual({
      message: 'Successfully emptied',
    });
    expect((await service.storage.deleteBucket('privado')).data).toEqual({
      message: 'Successfully deleted',
    });
  });
});
