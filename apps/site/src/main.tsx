import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { pagePath } from '@mare/ui';
import '@mare/ui/styles.css';
import { App } from './App.tsx';
import { isDemoFileUrl } from './demo-file-url.ts';
import { createDemoStartupStore } from './demo-startup.ts';
import { DemoStartupIndicator } from './DemoStartupIndicator.tsx';
import { readPageData } from './page-data.ts';
import { storedSession } from './stored-session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
let root: Root;
// The demo database's start-up (demo builds only), shown once it takes longer than a blink.
const demoStartup = __MARE_DEMO__ ? createDemoStartupStore(400) : null;
// Demo builds: the in-browser database starts downloading and booting in its worker now, beside
// hydration, not once a page first asks for data; the backend takes it over when it loads.
if (__MARE_DEMO__)
  void import('@mare/mocks/demo-database').then(({ startDemoDatabase }) => startDemoDatabase());

// Called by the BackendProvider when a page first needs the backend, or once the page has loaded
// and is idle: supabase-js (or the demo worker) never competes with the first paint. No request can
// leave before the demo worker is active, since every call goes through this promise.
function loadBackend() {
  const backend = import('./backend.ts').then(({ createSiteBackend }) =>
    createSiteBackend(import.meta.env, demoStartup?.progress),
  );
  backend.then(
    () => demoStartup?.settle(true),
    () => undefined,
  );
  backend.catch((error: unknown) => {
    const problems = (error as { problems?: unknown }).problems;
    if (!Array.isArray(problems)) {
      demoStartup?.settle(false);
      throw error;
    }
    console.error((error as Error).message);
    // Only a misconfigured build shows it: not part of every page's first chunk.
    void import('./ConfigurationError.tsx').then(({ ConfigurationError }) =>
      root.render(<ConfigurationError problems={problems as string[]} />),
    );
  });
  return backend;
}

const path = pagePath(window.location.pathname);
const prerendered = document.documentElement.dataset.prerendered === path;
const app = (
  <StrictMode>
    <App
      backend={loadBackend}
      demo={__MARE_DEMO__}
      session={storedSession()}
      // The tours the page was drawn with at build time, shown until the live ones answer.
      pageData={prerendered ? readPageData(document, path) : null}
      hydrating={prerendered}
    />
    {demoStartup && <DemoStartupIndicator store={demoStartup} />}
  </StrictMode>
);
if (__MARE_DEMO__ && isDemoFileUrl(path)) {
  // A demo storage link opened in its own tab (demo-file-url.ts). Not in StrictMode: it starts
  // the demo backend once, from an effect.
  void import('./DemoFileViewer.tsx').then(({ DemoFileViewer }) => {
    root = createRoot(container);
    root.render(<DemoFileViewer />);
  });
} else if (prerendered) {
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
} else {
  root = createRoot(container);
  startTransition(() => root.render(app));
}
