import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  isServer,
} from '@tanstack/react-query';
import { QUERY_CLIENT_DEFAULTS } from '@mare/domain';

/**
 * One cache for the whole visit, created when the first page that needs it loads. Requests go out
 * even while the browser says it is offline ('always'): offline they fail at once, so a screen
 * shows its error and a retry (and keeps what was typed) instead of a spinner paused until the
 * connection returns; the offline banner says why. When the build prerenders a page in Node, its
 * queries keep no garbage-collection timer, which would hold the build open until it fired.
 */
const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      ...QUERY_CLIENT_DEFAULTS.queries,
      networkMode: 'always',
      ...(isServer ? { gcTime: Infinity } : {}),
    },
    mutations: { ...QUERY_CLIENT_DEFAULTS.mutations, networkMode: 'always' },
  },
});

/**
 * The visit's cache around `children`, unless a client is provided from above (stories: no
 * retries). Also for a lazily loaded part of a public page (the home page's tours).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

/**
 * Wraps the pages that read server data, so TanStack Query stays off the first paint of public
 * pages.
 */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
