import { PROVIDER_ABOUT_MAX, PROVIDER_PHOTO_URL_MAX, SAMPLE_BEACHES } from '@mare/domain';
import { z } from '../../forms/index.ts';

/** The five beaches a provider may say they work on, as the database knows them. */
export const BEACH_CHOICES = SAMPLE_BEACHES.map((beach) => ({
  value: beach.id,
  label: beach.name,
}));
const beachIds: readonly string[] = BEACH_CHOICES.map((beach) => beach.value);

export const ABOUT_MESSAGE = `Use no máximo ${PROVIDER_ABOUT_MAX} caracteres.`;
export const PHOTO_MESSAGE =
  'Informe o endereço de uma imagem, começando com https://, ou envie uma foto.';

// A public address or a picture the site ships, as the database's check takes it.
const PHOTO_SHAPE = /^(https?:\/\/|\/)[^\s"<>]+$/;

/** '' for none; else a public image address. */
export function checkPhotoUrl(value: string): string | null {
  const url = value.trim();
  if (url === '') return null;
  return url.length > PROVIDER_PHOTO_URL_MAX || !PHOTO_SHAPE.test(url) ? PHOTO_MESSAGE : null;
}

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value ?? ''),
);

export const publicProfileSchema = z.object({
  about: z
    .pipe(
      text,
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.superRefine((value: string, context) => {
        if (value.length > PROVIDER_ABOUT_MAX)
          context.addIssue({ code: 'custom', message: ABOUT_MESSAGE });
      }),
    ),
  photo_url: z.pipe(
    text.check(
      z.superRefine((value: string, context) => {
        const message = checkPhotoUrl(value);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string) => value.trim() || null),
  ),
  // One checkbox checked gives a string, several an array, none false (react-hook-form).
  beaches: z.pipe(
    z.union([z.array(z.string()), z.string(), z.boolean(), z.undefined()]),
    z.transform((value: string[] | string | boolean | undefined) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).filter((id) =>
        beachIds.includes(id),
      ),
    ),
  ),
});
