import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The `<link rel="preconnect">` for the backend's origin (credentialed requests: `crossorigin`). */
export function preconnectTag(backendUrl: string): HtmlTagDescriptor {
  return {
    tag: 'link',
    attrs: { rel: 'preconnect', href: new URL(backendUrl).origin, crossorigin: '' },
    injectTo: 'head',
  };
}

/**
 * Every page's data comes from the backend, but its first request waits for the page's code. The
 * HTML opens the connection (DNS, TCP, TLS) meanwhile, so the data arrives one round trip sooner.
 */
export function preconnectPlugin(backendUrl: string): Plugin {
  return {
    name: 'mare-preconnect',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: () => [preconnectTag(backendUrl)] },
  };
}
