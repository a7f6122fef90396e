import { BrowserRouter } from 'react-router-dom';
import {
  AppRoutes,
  ArticleFeedProvider,
  AuthProvider,
  BackendProvider,
  Toaster,
  type Backend,
} from '@mare/ui';

/**
 * Providers and routes. The backend loads on first need or once the page is idle; the shell never waits.
 * The article feed runs the scheduler once for the whole site, whatever page is open.
 */
export function App({ backend, demo }: { backend: () => Promise<Backend>; demo: boolean }) {
  return (
    <BackendProvider backend={backend} demo={demo}>
      <BrowserRouter>
        <AuthProvider>
          <ArticleFeedProvider>
            <AppRoutes />
          </ArticleFeedProvider>
        </AuthProvider>
      </BrowserRouter>
      <Toaster />
    </BackendProvider>
  );
}
