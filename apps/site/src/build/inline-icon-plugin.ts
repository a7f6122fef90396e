import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK = /(<link rel="icon" type="image\/svg\+xml" href=")\/([^"]+\.svg)(")/;

/** The public file the page's SVG icon link names, if it has one. */
export const iconFile = (html: string): string | undefined => ICON_LINK.exec(html)?.[2];

/** The page with that icon's own SVG as the link's address. */
export const inlineIcon = (html: string, svg: string): string =>
  html.replace(
    ICON_LINK,
    (_, before: string, _file: string, after: string) =>
      `${before}data:image/svg+xml,${encodeURIComponent(svg.trim())}${after}`,
  );

/**
 * The browser asks for the icon while the page is still painting, on a connection of its own: a
 * round trip that can land before the first paint. Built pages carry the icon (300 bytes) in
 * their HTML instead; the file stays for whoever links it (structured data's logo).
 */
export function inlineIconPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'mare-inline-icon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const file = iconFile(html);
        if (!file) throw new Error('inline-icon: index.html links no SVG icon');
        return inlineIcon(html, await readFile(path.join(publicDir, file), 'utf8'));
      },
    },
  };
}
