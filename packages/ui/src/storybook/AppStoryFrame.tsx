import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { createMemoryStorage } from '@mare/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BackendProvider, settledBackend, type Backend } from '../backend/index.ts';
import { AuthProvider } from '../auth/index.ts';
import { Toaster } from '../components/Toaster/index.ts';
import { ClockProvider } from '../clock/index.ts';
import { PageDataProvider, type PrerenderedPageData } from '../hydration/index.ts';
import { TabStorageProvider, type TabStorage } from '../tab-storage/index.ts';
import { storyTimeElapsed } from './story-time.ts';
import { registerStoryNavigation } from './story-navigation.ts';

/** The moment every story lives in, so dates and generated articles never change. */
export const STORY_NOW = '2026-11-21T10:30:00-03:00';

type FrameProps = {
  backend: Backend;
  route: string;
  now?: string;
  /** What a build read for the page, as a prerendered page carries it. */
  pageData?: PrerenderedPageData | null;
  /** The tab's storage (sessionStorage's stand-in); a fresh one in memory by default. */
  tabStorage?: TabStorage | null;
  children: ReactNode;
};

/**
 * Everything the site wraps a screen in, with a memory history starting at `route`. The history
 * and the tab storage outlive a reload (storyReload), as a browser tab keeps them.
 */
export function AppStoryFrame({ route, tabStorage, ...props }: FrameProps) {
  const [history] = useState(() =>
    createMemoryHistory({ initialEntries: [route], v5Compat: true }),
  );
  const [storage] = useState(() => (tabStorage === undefined ? createMemoryStorage() : tabStorage));
  const [loads, setLoads] = useState(0);
  useEffect(
    () =>
      registerStoryNavigation({ history, storage, reload: () => setLoads((count) => count + 1) }),
    [history, storage],
  );
  return (
    <TabStorageProvider storage={storage}>
      <HistoryRouter history={history}>
        <LoadedApp key={loads} {...props} />
      </HistoryRouter>
    </TabStorageProvider>
  );
}

/** One load of the page: what a reload starts afresh. */
function LoadedApp({
  backend,
  now = STORY_NOW,
  pageData = null,
  children,
}: Omit<FrameProps, 'route' | 'tabStorage'>) {
  // No retries in stories: an error scenario must show its error at once.
  const [ready] = useState(() => settledBackend(backend));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  // Plus whatever the play function moved the story's time forward (advanceStoryTime).
  const clock = useMemo(() => () => new Date(Date.parse(now) + storyTimeElapsed()), [now]);
  return (
    <ClockProvider clock={clock}>
      <BackendProvider backend={ready} demo={backend.demo}>
        <QueryClientProvider client={queryClient}>
          <PageDataProvider page={pageData}>
            <AuthProvider>{children}</AuthProvider>
          </PageDataProvider>
          {/* A toast stays until closed: its real-time 4 s would decide whether a frame shows it. */}
          <Toaster duration={Infinity} />
        </QueryClientProvider>
      </BackendProvider>
    </ClockProvider>
  );
}
