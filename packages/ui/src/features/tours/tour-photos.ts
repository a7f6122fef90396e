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
