/**
 * The site's own tour photos (the seed's, 1200 × 675) ship with an 800 px copy beside them
 * (packages/ui/scripts/render-tour-photo-sizes.mjs). Uploaded photos live in Storage as one file.
 */
const SITE_PHOTO = /^\/images\/tours\/[\w-]+\.webp$/;

/**
 * What a card draws a tour photo from: the 800 px copy when the site ships one. A card is never
 * wider than 470 px, so the copy is sharp on screens up to 1.7× (and barely softer above). One
 * plain file rather than `srcset`: a picked source changes its density with the width, and the
 * same photo was then drawn slightly differently from one frame of the visual run to the next.
 */
export const cardPhoto = (address: string): string =>
  SITE_PHOTO.test(address) ? address.replace(/\.webp$/, '-800w.webp') : address;

/**
 * Where a page-wide photo may come from its 800 px copy: on screens up to 480 px wide, where it is
 * drawn at most 480 px wide, sharp up to 1.7× — half the bytes for phones. A media condition, not
 * `srcset` widths: the file depends on the screen's width alone, so a picture is drawn the same way
 * every time.
 */
export const NARROW_SCREEN = '(max-width: 480px)';
