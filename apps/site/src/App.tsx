import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, AuthProvider, BackendProvider, Toaster, type Backend } from '@mare/ui';

/** Providers and routes. The backend is a promise: pages that need it wait; the shell does not. */
export function App({ backend, demo }: { backend: Promise<Backend>; demo: boolean }) {
  return (
    <BackendProvider backend={backend} demo={demo}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
      <Toaster />
    </BackendProvider>
  );
}
