import { useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BackendProvider, settledBackend, type Backend } from '../backend/index.ts';
import { AuthProvider } from '../auth/index.ts';
import { Toaster } from '../components/Toaster/index.ts';
import { ClockProvider } from '../clock/index.ts';
import { PageDataProvider, type PrerenderedPageData } from '../hydration/index.ts';
import { storyTimeElapsed } from './story-time.ts';

/** The moment every story lives in, so dates and generated articles never change. */
export const STORY_NOW = '2026-11-21T10:30:00-03:00';

/** Everything the site wraps a screen in, with a memory router starting at `route`. */
export function AppStoryFrame({
  backend,
  route,
  now = STORY_NOW,
  pageData = null,
  children,
}: {
  backend: Backend;
  route: string;
  now?: string;
  /** What a build read for the page, as a prerendered page carries it. */
  pageData?: PrerenderedPageData | null;
  children: ReactNode;
}) {
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
          <MemoryRouter initialEntries={[route]}>
            <PageDataProvider page={pageData}>
              <AuthProvider>{children}</AuthProvider>
            </PageDataProvider>
          </MemoryRouter>
          <Toaster />
        </QueryClientProvider>
      </BackendProvider>
    </ClockProvider>
  );
}
