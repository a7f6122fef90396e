import type { RandomSource } from '../random/index.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { extensionOf, IMAGE_TYPES, imageTypeOfName, type ImageType } from './rules.ts';

/** Longest slug kept from an original file name, before the suffix and extension. */
const MAX_SLUG_LENGTH = 60;
export const MAX_FILE_NAME_LENGTH = 100;
const SUFFIX_LENGTH = 6;

/** The name without its extension, and the extension (without the dot, as written). */
export function splitName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? { base: name.slice(0, dot), extension: name.slice(dot + 1) }
    : { base: name, extension: '' };
}

/** Lower-case ASCII letters, digits and single hyphens: "Praia do Forno (1)" → "praia-do-forno-1". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'imagem';
}

/** Six base-36 characters from the injected random source. */
function uniqueSuffix(random: RandomSource): string {
  const space = 36 ** SUFFIX_LENGTH;
  const value = Math.min(Math.floor(random() * space), space - 1);
  return value.toString(36).padStart(SUFFIX_LENGTH, '0');
}

/**
 * The object name a chosen file is stored under: its slug, a short random suffix (two uploads of
 * "foto.png" never collide) and its extension — or the type's own when the extension lies.
 */
export function safeObjectName(fileName: string, type: ImageType, random: RandomSource): string {
  const { base } = splitName(fileName);
  const extensions: readonly string[] = IMAGE_TYPES[type].extensions;
  const written = extensionOf(fileName);
  const extension = extensions.includes(written) ? written : extensions[0];
  return `${slugify(base)}-${uniqueSuffix(random)}.${extension}`;
}

/** "<name>-copia.<ext>", then "-copia-2", "-copia-3"... until no existing file has the name. */
export function duplicateName(name: string, existing: readonly string[]): string {
  const { base, extension } = splitName(name);
  const dotted = extension ? `.${extension}` : '';
  const taken = new Set(existing);
  let candidate = `${base}-copia${dotted}`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-copia-${n}${dotted}`;
  return candidate;
}

const NAME_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** "`.png`" or "`.jpg` ou `.jpeg`": the endings a name of this type may have. */
const extensionList = (type: ImageType) =>
  IMAGE_TYPES[type].extensions.map((extension) => `.${extension}`).join(' ou ');

/**
 * Checks a new name for a stored file (rename) before any request: safe characters only, and an
 * extension of the file's own type (renaming cannot change what the bytes are).
 */
export function checkNewName(value: string, currentName: string): string | null {
  const name = value.trim();
  if (name === '') return UPLOAD_MESSAGES.newNameRequired;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    return UPLOAD_MESSAGES.newNameTooLong(MAX_FILE_NAME_LENGTH);
  }
  if (!NAME_CHARACTERS.test(name)) return UPLOAD_MESSAGES.newNameCharacters;
  const currentType = imageTypeOfName(currentName);
  const newType = imageTypeOfName(name);
  if (currentType === null && newType === null) return UPLOAD_MESSAGES.newNameImageExtension;
  if (currentType !== null && newType !== currentType) {
    return UPLOAD_MESSAGES.newNameExtension(extensionList(currentType));
  }
  if (name === currentName) return UPLOAD_MESSAGES.newNameUnchanged;
  return null;
}
