import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mare/ui/styles.css';
import { App } from './App.tsx';
import { ConfigurationError } from './ConfigurationError.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

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

root.render(
  <StrictMode>
    <App backend={loadBackend} demo={__MARE_DEMO__} />
  </StrictMode>,
);
