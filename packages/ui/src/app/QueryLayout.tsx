import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_CLIENT_DEFAULTS } from '@mare/domain';

/** One cache for the whole visit, created when the first page that needs it loads. */
const appQueryClient = new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });

/**
 * Wraps the pages that read server data, so TanStack Query stays off the first paint of public
 * pages. A client provided from above (stories: no retries) takes precedence.
 */
export default function QueryLayout() {
  const provided = useContext(QueryClientContext);
  if (provided) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
