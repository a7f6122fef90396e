import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes, AuthProvider, BackendProvider, DemoMailboxContext, Toaster } from '@mare/ui';
import { QUERY_CLIENT_DEFAULTS } from '@mare/domain';
import type { SiteBackend } from './backend.ts';

export function App({ backend, mailbox }: SiteBackend) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS }));
  return (
    <BackendProvider value={backend}>
      <DemoMailboxContext.Provider value={mailbox}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AuthProvider>
              <AppRoutes />
            </AuthProvider>
          </BrowserRouter>
          <Toaster />
        </QueryClientProvider>
      </DemoMailboxContext.Provider>
    </BackendProvider>
  );
}
