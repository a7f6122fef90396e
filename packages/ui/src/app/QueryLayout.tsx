import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  isServer,
} from '@tanstack/react-query';
import { QUERY_CLIENT_DEFAULTS } from '@mare/domain';
import { useAuth } from '../auth/auth-context.ts';
import { forgetPreviousUser } from './forget-previous-user.ts';

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

/** Empties the cache when the person signed in changes (forget-previous-user.ts). */
function ForgetPreviousUser({ client }: { client: QueryClient }) {
  const userId = useAuth().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    forgetPreviousUser(client, previous.current, userId);
    previous.current = userId;
  }, [client, userId]);
  return null;
}

/**
 * The visit's cache around `children`, unless a client is provided from above (stories: no
 * retries). Also for a lazily loaded part of a public page (the home page's tours).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return (
    <QueryClientProvider client={appQueryClient}>
      <ForgetPreviousUser client={appQueryClient} />
      {children}
    </QueryClientProvider>
  );
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
