import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** A public route (a regular expression's source, matched against location.pathname) and its screen. */
export interface RoutePreload {
  path: string;
  screen: string;
  /** Public files (relative to the site's root) the page shows at once, e.g. its images. */
  assets?: readonly string[];
}

export function chunkOf(bundle: OutputBundle, screen: string): OutputChunk {
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${screen}`)) return output;
  throw new Error(`route-preload: no chunk is built from ${screen}`);
}

/** The chunk and everything it imports statically (not the entry's own files), with its CSS. */
export function filesOf(bundle: OutputBundle, chunk: OutputChunk, entry: Set<string>): string[] {
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

/**
 * A page's screen chunk is found only after the entry has run, one round trip late, and its images
 * only once it has rendered. This inline script, in the HTML, starts fetching the chunks (with
 * their CSS) and the images of the page being opened at once. A prerendered page has them in its
 * HTML already, and starts its scripts itself (prerender-html.ts).
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
        const entry = new Set<string>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry) {
            entry.add(output.fileName);
            output.imports.forEach((file) => entry.add(file));
          }
        const table = routes.map(({ path, screen, assets = [] }) => [
          path,
          [...filesOf(bundle, chunkOf(bundle, screen), entry), ...assets].map(
            (file) => base + file,
          ),
        ]);
        const script = `if(!document.documentElement.hasAttribute("data-prerendered"))for(const[p,f]of ${JSON.stringify(table)})if(new RegExp(p).test(location.pathname))for(const h of f){const l=document.createElement("link");h.endsWith(".js")?l.rel="modulepreload":(l.rel="preload",l.as=h.endsWith(".css")?"style":"image");l.href=h;if(!/\\.(svg|png|jpe?g|webp)$/.test(h))l.crossOrigin="";document.head.append(l)}`;
        // Before the entry and the stylesheet: an inline script after a stylesheet waits for it.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: the built HTML has no module script');
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
