import { formatFileSize } from './format.ts';
import { UPLOAD_MESSAGES } from './messages.ts';

/** The bucket of the file-upload screen (supabase/DATA-MODEL.md): public, `<uid>/...` writes. */
export const UPLOADS_BUCKET = 'uploads';

/** The bucket's limit (DATA-MODEL.md): 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The image types both buckets accept, with the file extensions each may carry. */
export const IMAGE_TYPES = {
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
} as const satisfies Record<string, { label: string; extensions: readonly string[] }>;

export type ImageType = keyof typeof IMAGE_TYPES;

/** For `<input type="file" accept>`: the picker offers only these (a drop can still bring others). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** What the rules read of a browser File. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_TYPES, type);

/** The extension after the last dot, lower-cased; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The accepted type a name's extension stands for, or null. */
export function imageTypeOfName(name: string): ImageType | null {
  const extension = extensionOf(name);
  for (const [type, { extensions }] of Object.entries(IMAGE_TYPES)) {
    if ((extensions as readonly string[]).includes(extension)) return type as ImageType;
  }
  return null;
}

/**
 * The accepted type of a file: the browser's MIME type when it gives one (some report
 * `image/jpg`), else the extension. Null when the file is not a JPEG, PNG or WebP image.
 */
export function imageTypeOf(file: Pick<FileLike, 'name' | 'type'>): ImageType | null {
  const mime = file.type.replace(/;.*$/, '').trim().toLowerCase();
  if (mime === '' || mime === 'application/octet-stream') return imageTypeOfName(file.name);
  const type = mime === 'image/jpg' ? 'image/jpeg' : mime;
  return isImageType(type) ? type : null;
}

export type FileCheck =
  { ok: true; type: ImageType } | { ok: false; reason: 'type' | 'size' | 'empty'; message: string };

/** Checks a chosen file before any upload: an accepted image type, not empty, at most 5 MB. */
export function checkImageFile(file: FileLike): FileCheck {
  const type = imageTypeOf(file);
  if (!type) return { ok: false, reason: 'type', message: UPLOAD_MESSAGES.refusedType(file.name) };
  if (file.size <= 0) {
    return { ok: false, reason: 'empty', message: UPLOAD_MESSAGES.refusedEmpty(file.name) };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    const size = formatFileSize(file.size, { roundUp: true });
    const message = UPLOAD_MESSAGES.refusedSize(file.name, size, formatFileSize(MAX_UPLOAD_BYTES));
    return { ok: false, reason: 'size', message };
  }
  return { ok: true, type };
}

/**
 * A replacement keeps the stored name, so it must also be of the stored file's type: a PNG
 * named `.jpg` would mislead every later reader.
 */
export function checkReplacement(file: FileLike, storedName: string): FileCheck {
  const check = checkImageFile(file);
  const storedType = imageTypeOfName(storedName);
  if (!check.ok || storedType === null || check.type === storedType) return check;
  const message = UPLOAD_MESSAGES.refusedReplacementType(file.name, IMAGE_TYPES[storedType].label);
  return { ok: false, reason: 'type', message };
}
