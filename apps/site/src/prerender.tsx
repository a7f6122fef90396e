// The build's server entry (see build/prerender-plugin.ts): renders pages to HTML in Node.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell, PageFallback } from '@mare/ui';
import { App } from './App.tsx';

/** Never called: only effects load the backend, and effects do not run while prerendering. */
const noBackend = () => Promise.reject(new Error('There is no backend while prerendering.'));

async function toHtml(element: ReactNode): Promise<string> {
  // React would leave a failing part to the browser and write its fallback: the build fails instead.
  const errors: unknown[] = [];
  // Waits for every lazy screen, so the HTML holds the whole page.
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>, {
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw new AggregateError(errors, 'prerender: the page failed to render');
  return new Response(prelude).text();
}

function routerAt(location: string) {
  return function RouterAt({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

/** A page as the browser's first render draws it, to be hydrated there. */
export function renderPage(path: string): Promise<string> {
  return toHtml(<App backend={noBackend} demo={__MARE_DEMO__} router={routerAt(path)} />);
}

/**
 * Header, footer and a loading page between them: what the pages that are not prerendered show
 * until the browser renders them (it replaces this HTML, so it needs no route of its own).
 */
export function renderShell(): Promise<string> {
  return toHtml(
    <App
      backend={noBackend}
      demo={__MARE_DEMO__}
      // A path no navigation link matches: none of them is marked as the current page.
      router={routerAt('/carregando')}
      routes={
        <AppShell>
          <PageFallback />
        </AppShell>
      }
    />,
  );
}
