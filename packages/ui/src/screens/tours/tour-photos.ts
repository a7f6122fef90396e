import { WIDE_LAYOUT } from '../../styles/breakpoints.ts';

/**
 * The site's own tour photos (the seed's, 1200 × 675) ship with an 800 px copy beside them
 * (packages/ui/scripts/render-tour-photo-sizes.mjs). Uploaded photos live in Storage as one file.
 */
const SITE_PHOTO = /^\/images\/tours\/[\w-]+\.webp$/;

/** The `srcset` of a tour photo: its sizes when the site ships them, else none. */
export function photoSrcSet(address: string): string | undefined {
  if (!SITE_PHOTO.test(address)) return undefined;
  return `${address.replace(/\.webp$/, '-800w.webp')} 800w, ${address} 1200w`;
}

/** How wide a card's photo shows: the phone's width, else a column of the cards' grid at most. */
export const CARD_PHOTO_SIZES = `${WIDE_LAYOUT} 470px, 100vw`;

/** How wide the tour page's first photo shows: the page's width, at most its 1120 px column. */
export const LEAD_PHOTO_SIZES = '(min-width: 1120px) 1088px, 100vw';
