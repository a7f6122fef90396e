// "Initial" JS and CSS of a page: the entry chunk with its static imports (modulepreload), plus
// every lazy chunk the page cannot render without. Which lazy chunks those are is measured, not
// guessed: each one the page fetched is withheld in turn, and the page must still show its heading.
import {
  entryKey,
  filesContaining,
  filesOf,
  keysByFile,
  readManifest,
  staticClosure,
  weigh,
} from './assets.mjs';
import { observePage } from './browser.mjs';

/** Libraries that must stay off the first paint, found by text only they ship. */
const MARKERS = { 'supabase-js': 'supabase-js', 'TanStack Query': 'No QueryClient set' };

const isAsset = (request, ext) => request.sameOrigin && request.path.endsWith(ext);

/** `backendOrigin`: the project the site was built against; its requests are expected. */
export async function measurePage(browser, baseUrl, outDir, page, backendOrigin) {
  const manifest = readManifest(outDir);
  const entry = entryKey(manifest);
  const entryChunks = staticClosure(manifest, [entry]);
  const byFile = keysByFile(manifest);

  const loaded = await observePage(browser, baseUrl, page);
  const fetchedJs = loaded.requests.filter((r) => isAsset(r, '.js')).map((r) => r.path);
  const lazy = [...new Set(fetchedJs.map((file) => byFile.get(file)))].filter(
    (key) => key && manifest[key].isDynamicEntry && !entryChunks.has(key),
  );
  const needed = [];
  for (const key of lazy) {
    const hold = new Set([`/${manifest[key].file}`]);
    const withheld = await observePage(browser, baseUrl, page, {
      hold,
      timeout: 4000,
    });
    if (!withheld.rendered) needed.push(key);
  }

  const initial = filesOf(manifest, staticClosure(manifest, [entry, ...needed]));
  const fetched = {
    js: fetchedJs,
    css: loaded.requests.filter((r) => isAsset(r, '.css')).map((r) => r.path),
  };
  return {
    path: page.path,
    rendered: loaded.rendered,
    lazyFetched: lazy,
    lazyNeeded: needed,
    initial: { js: weigh(outDir, initial.js), css: weigh(outDir, initial.css), files: initial },
    fetchedByIdle: { js: weigh(outDir, fetched.js), css: weigh(outDir, fetched.css) },
    onFirstPaint: Object.fromEntries(
      Object.entries(MARKERS).map(([name, marker]) => [
        name,
        filesContaining(outDir, initial.js, marker).length > 0,
      ]),
    ),
    fonts: loaded.requests.filter((r) => r.type === 'font').map((r) => r.path),
    backendRequests: loaded.requests
      .filter((r) => !r.sameOrigin && r.path.startsWith(`${backendOrigin}/`))
      .map((r) => r.path.slice(backendOrigin.length)),
    otherOrigins: loaded.requests
      .filter((r) => !r.sameOrigin && !r.path.startsWith(`${backendOrigin}/`))
      .map((r) => r.path),
    failedRequests: loaded.requests
      .filter((r) => r.status === 0 || r.status >= 400)
      .map((r) => `${r.path} ${r.status || r.failure}`),
    errors: loaded.errors,
  };
}

/**
 * The floor has no lazy chunks: its initial load is its entry and static imports. `beforeScripts`
 * (the prerendered floor): its heading must be in the HTML as served, before any script runs.
 */
export async function measureFloor(browser, baseUrl, outDir, { beforeScripts = false } = {}) {
  const manifest = readManifest(outDir);
  const files = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)]));
  const loaded = await observePage(browser, baseUrl, { path: '/', ready: 'h1' });
  const html = beforeScripts ? await (await fetch(`${baseUrl}/`)).text() : '';
  return {
    rendered: loaded.rendered && (!beforeScripts || /<div id="root"><h1>/.test(html)),
    initial: { js: weigh(outDir, files.js), css: weigh(outDir, files.css), files },
    errors: loaded.errors,
  };
}
