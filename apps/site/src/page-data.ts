import type { PrerenderedPageData } from '@mare/ui';

/** The element a prerendered page carries its data in (see build/prerender-plugin.ts). */
export const PAGE_DATA_ID = 'mare-page-data';

/** The page's data as the text of a JSON <script>: no "<", so no "</script>" can end it early. */
export function pageDataScript(page: PrerenderedPageData): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data the build drew the page at `path` with; null when it has none (or not for `path`). */
export function readPageData(doc: Document, path: string): PrerenderedPageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PrerenderedPageData;
    return page.path === path && typeof page.data === 'object' && page.data !== null ? page : null;
  } catch {
    return null;
  }
}
