import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import {
  AppRoutes,
  ArticleFeedProvider,
  AuthProvider,
  BackendProvider,
  ErrorBoundary,
  HydrationProvider,
  PageDataProvider,
  Toaster,
  type Backend,
  type PrerenderedPageData,
  type StoredSession,
} from '@mare/ui';

export interface AppProps {
  backend: () => Promise<Backend>;
  demo: boolean;
  /** Whether a session is stored; the backend loads at idle only then (none while prerendering). */
  session?: StoredSession;
  /** The browser's history in the site; a fixed location when the build prerenders a page. */
  router?: ComponentType<{ children: ReactNode }>;
  /** The route table by default; the build's page shell renders a loading page instead. */
  routes?: ReactNode;
  /** What the build read from the backend for the prerendered page it is drawn on. */
  pageData?: PrerenderedPageData | null;
  /** The build is prerendering this page, or the browser is hydrating its HTML (useHydrated). */
  hydrating?: boolean;
}

/**
 * Providers and routes, inside an app-wide error boundary (each route has its own as well, which
 * keeps the header and footer; this one catches what breaks outside a page). The backend loads on first need or once the page is idle; the shell never waits.
 * The article feed runs the scheduler once for the whole site, whatever page is open.
 */
export function App({
  backend,
  demo,
  session,
  router: Router = BrowserRouter,
  routes = <AppRoutes />,
  pageData = null,
  hydrating = false,
}: AppProps) {
  return (
    <ErrorBoundary>
      <HydrationProvider hydrating={hydrating}>
        <BackendProvider backend={backend} demo={demo} session={session}>
          <Router>
            <PageDataProvider page={pageData}>
              <AuthProvider>
                <ArticleFeedProvider>{routes}</ArticleFeedProvider>
              </AuthProvider>
            </PageDataProvider>
          </Router>
          <Toaster />
        </BackendProvider>
      </HydrationProvider>
    </ErrorBoundary>
  );
}
