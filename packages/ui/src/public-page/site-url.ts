/** The site's own origin: canonical links, Open Graph and share links must be absolute. */
export const siteOrigin = (): string => window.location.origin;

export const absoluteUrl = (path: string): string => new URL(path, siteOrigin()).href;

// In a file of their own: the home page, which needs the origin, does without them.
export { openStreetMapUrl, whatsAppShareUrl } from './external-links.ts';
