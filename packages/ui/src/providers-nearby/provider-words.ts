import {
  PROVIDER_LANGUAGES,
  findBeach,
  type BusinessType,
  type ListedProvider,
} from '@mare/domain';
import { BUSINESS_TYPES } from '../dashboard/business-types.ts';
import { beachImageAlt } from '../public-page/beach-pictures.ts';

/**
 * How a service provider is named on the public pages (the directory, a provider's page and the
 * "Guias e serviços" block): its kind of business, languages, beaches and picture.
 */

/** "Guia de turismo", "Transfer", … */
export const businessTypeLabel = (type: BusinessType): string =>
  BUSINESS_TYPES.find((candidate) => candidate.value === type)?.label ?? type;

/** "Português, Inglês": the languages the database knows, in the order given. */
export function languagesLabel(codes: readonly string[]): string {
  return codes
    .flatMap((code) => {
      const label = PROVIDER_LANGUAGES.find((language) => language.value === code)?.label;
      return label ? [label] : [];
    })
    .join(', ');
}

/** The names of the beaches a provider serves, in the order given; unknown ids are left out. */
export const beachNames = (ids: readonly string[]): string[] =>
  ids.flatMap((id) => {
    const beach = findBeach(id);
    return beach ? [beach.name] : [];
  });

/** "Praia do Forno e Jericoacoara", "A, B e C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1] ?? ''}`;
}

/** The provider's photo, or the first beach's picture when none was given; with what it shows. */
export function providerPicture(
  provider: Pick<ListedProvider, 'photo_url' | 'beaches' | 'business_name'>,
): { src: string; alt: string } | null {
  if (provider.photo_url)
    return { src: provider.photo_url, alt: `Foto de ${provider.business_name}` };
  const beach = provider.beaches.map((id) => findBeach(id)).find((found) => found !== undefined);
  return beach ? { src: beach.imageUrl, alt: beachImageAlt(beach) } : null;
}

/** The site's own tour photos ship with an 800 px copy beside them: a card draws that one. */
const SITE_PHOTO = /^\/images\/tours\/[\w-]+\.webp$/;
export const cardPhoto = (address: string): string =>
  SITE_PHOTO.test(address) ? address.replace(/\.webp$/, '-800w.webp') : address;
