/** The site's own origin: canonical links, Open Graph and share links must be absolute. */
export const siteOrigin = (): string => window.location.origin;

export const absoluteUrl = (path: string): string => new URL(path, siteOrigin()).href;
