import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font files whose names match `patterns`,
 * so the browser fetches them with the HTML instead of after the stylesheet (build only: the dev
 * server serves fonts from node_modules). Fails the build when a pattern matches nothing, so a
 * renamed font cannot silently lose its preload.
 */
export function fontPreloadPlugin(patterns: RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'mare-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        return patterns.map((pattern): HtmlTagDescriptor => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`font-preload: no built .woff2 matches ${pattern}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
