import {
  objectNotFoundError,
  PREVIEW,
  SIGNED_URL_SECONDS,
  toStoredFiles,
  UPLOADS_BUCKET,
  type ImageType,
  type StoredFile,
  type SupabaseClient,
} from '@mare/domain';

/** Every call of the screen goes through supabase-js storage, on the uploads bucket. */
const bucket = (supabase: SupabaseClient) => supabase.storage.from(UPLOADS_BUCKET);

/** supabase-js answers `{ data, error }`; TanStack Query wants a throw. */
async function unwrap<T>(call: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error !== null || data === null) throw error;
  return data;
}

/** The browser's own type can be empty or odd: send the type the rules recognised. */
const typed = (file: Blob, type: ImageType) => new Blob([file], { type });

export async function listFiles(supabase: SupabaseClient, userId: string): Promise<StoredFile[]> {
  const entries = await unwrap(
    bucket(supabase).list(userId, {
      limit: 100,
      sortBy: { column: 'created_at', order: 'desc' },
    }),
  );
  return toStoredFiles(userId, entries);
}

export async function uploadFile(
  supabase: SupabaseClient,
  path: string,
  file: Blob,
  type: ImageType,
) {
  await unwrap(
    bucket(supabase).upload(path, typed(file, type), { contentType: type, upsert: false }),
  );
}

export async function replaceFile(
  supabase: SupabaseClient,
  path: string,
  file: Blob,
  type: ImageType,
) {
  await unwrap(bucket(supabase).update(path, typed(file, type), { contentType: type }));
}

export async function moveFile(supabase: SupabaseClient, from: string, to: string) {
  await unwrap(bucket(supabase).move(from, to));
}

export async function copyFile(supabase: SupabaseClient, from: string, to: string) {
  await unwrap(bucket(supabase).copy(from, to));
}

/** `remove` answers what it removed: nothing means the file was not there. */
export async function removeFile(supabase: SupabaseClient, path: string) {
  const removed = await unwrap(bucket(supabase).remove([path]));
  if (removed.length === 0) throw objectNotFoundError();
}

export async function createSignedLink(supabase: SupabaseClient, path: string): Promise<string> {
  const { signedUrl } = await unwrap(bucket(supabase).createSignedUrl(path, SIGNED_URL_SECONDS));
  return signedUrl;
}

/** A resized public URL; the nonce changes when the file is replaced, so the preview follows. */
export function previewUrl(supabase: SupabaseClient, file: StoredFile): string {
  return bucket(supabase).getPublicUrl(file.path, {
    transform: { ...PREVIEW.transform },
    ...(file.updatedAt ? { cacheNonce: file.updatedAt } : {}),
  }).data.publicUrl;
}
