import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import '@mare/ui/styles.css';
import { App } from './App.tsx';
import { ConfigurationError } from './ConfigurationError.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
let root: Root;

// Called by the BackendProvider when a page first needs the backend, or once the page has loaded
// and is idle: supabase-js (or the demo worker) never competes with the first paint. No request can
// leave before the demo worker is active, since every call goes through this promise.
function loadBackend() {
  const backend = import('./backend.ts').then(({ createSiteBackend }) =>
    createSiteBackend(import.meta.env),
  );
  backend.catch((error: unknown) => {
    const problems = (error as { problems?: unknown }).problems;
    if (!Array.isArray(problems)) throw error;
    console.error((error as Error).message);
    root.render(<ConfigurationError problems={problems as string[]} />);
  });
  return backend;
}

const app = (
  <StrictMode>
    <App backend={loadBackend} demo={__MARE_DEMO__} />
  </StrictMode>
);
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
// The build prerenders some pages (build/prerender-plugin.ts) and marks the path it rendered: that
// HTML is hydrated; any other (the shell the host serves for the remaining paths) is replaced.
// Either way the work is a transition, which yields to the browser every few milliseconds.
if (document.documentElement.dataset.prerendered === path) {
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
} else {
  root = createRoot(container);
  startTransition(() => root.render(app));
}
