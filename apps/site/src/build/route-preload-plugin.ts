import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { insertInlineScript } from './inline-script.ts';

/** A public route (a regular expression's source, matched against location.pathname) and its screen. */
export interface RoutePreload {
  path: string;
  screen: string;
}

/**
 * The chunk built from `screen` (a file name, with as many of its folders as make it unique).
 * Two matches fail the build: which one came first changed with every build, and a page that
 * preloaded the other screen's files repainted once its own arrived.
 */
export function chunkOf(bundle: OutputBundle, screen: string): OutputChunk {
  const found = Object.values(bundle).filter(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.endsWith(`/${screen}`) ?? false),
  );
  if (found.length > 1)
    throw new Error(
      `route-preload: ${screen} names ${found.length} screens (${found.map((chunk) => chunk.facadeModuleId).join(', ')}); add its folder`,
    );
  const [chunk] = found;
  if (!chunk) throw new Error(`route-preload: no chunk is built from ${screen}`);
  return chunk;
}

/** The chunk and everything it imports statically (not the entry's own files), with its CSS. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, entry: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (entry.has(file) || files.has(file) || output?.type !== 'chunk') return;
    files.add(file);
    output.viteMetadata?.importedCss.forEach((css) => files.add(css));
    output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/** The entry chunk and what it imports statically: the files every page loads anyway. */
function entryFiles(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) {
      files.add(output.fileName);
      output.imports.forEach((file) => files.add(file));
    }
  return files;
}

/** What a page's screen (e.g. `HomeScreen.tsx`) adds to the entry: its chunks and their CSS. */
export const screenFiles = (bundle: OutputBundle, screen: string): string[] =>
  filesOf(bundle, chunkOf(bundle, screen), entryFiles(bundle));

/**
 * A page's screen chunk is found only after the entry has run, one round trip late. This inline
 * script, in the HTML, starts fetching the chunks (with their CSS) of the page being opened at
 * once. (Prerendered pages link theirs in their own HTML: prerender-plugin.ts.)
 */
export function routePreloadPlugin(routes: RoutePreload[]): Plugin {
  let base = '/';
  return {
    name: 'mare-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): string {
        if (!bundle) return html;
        const table = routes.map(({ path, screen }) => [
          path,
          screenFiles(bundle, screen).map((file) => base + file),
        ]);
        // A prerendered page (data-prerendered on <html>) starts its own after its first paint.
        const script = `if(!document.documentElement.dataset.prerendered)for(const[p,f]of ${JSON.stringify(table)})if(new RegExp(p).test(location.pathname))for(const h of f){const l=document.createElement("link");h.endsWith(".js")?l.rel="modulepreload":(l.rel="preload",l.as="style");l.href=h;l.crossOrigin="";document.head.append(l)}`;
        // Before the entry and the stylesheet: an inline script after a stylesheet waits for it.
        return insertInlineScript(html, script, {
          before: /<script type="module"/,
          plugin: 'route-preload',
        });
      },
    },
  };
}
