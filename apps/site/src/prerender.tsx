// The build's server entry (see build/prerender-plugin.ts): renders pages to HTML in Node.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createBackendClient, createMemoryStorage } from '@mare/domain';
import {
  AppShell,
  PageFallback,
  TOUR_DATA,
  TOUR_LISTING_DATA,
  fetchAllListedTours,
  fetchTour,
  fetchTourListing,
  tourPath,
  PATHS,
  type PageData,
} from '@mare/ui';
import { App } from './App.tsx';
import type { DataPage, DataSource } from './build/prerender-plugin.ts';

/** Never called: only effects load the backend, and effects do not run while prerendering. */
const noBackend = () => Promise.reject(new Error('There is no backend while prerendering.'));

async function toHtml(element: ReactNode): Promise<string> {
  // React would leave a failing part to the browser and write its fallback: the build fails instead.
  const errors: unknown[] = [];
  // Waits for every lazy screen, so the HTML holds the whole page.
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>, {
    onError: (error) => void errors.push(error),
    // Past this size React writes a finished part after a loading fallback, revealed by a script
    // (throttled for animation): the page would paint "Carregando..." first, its content later.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw new AggregateError(errors, 'prerender: the page failed to render');
  return new Response(prelude).text();
}

function routerAt(location: string) {
  return function RouterAt({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

/** A page as the browser's first render draws it (with `data`, if the build read any). */
export function renderPage(path: string, data?: PageData): Promise<string> {
  return toHtml(
    <App
      backend={noBackend}
      demo={__MARE_DEMO__}
      router={routerAt(path)}
      pageData={data ? { path, data } : null}
    />,
  );
}

/** Slugs a static host serves as they are written (no escaping between URL and file name). */
const PLAIN_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The tour listing's first page and every published tour's page, as the public (anon) reads them
 * at `moment`. Only what changes seldom is drawn from it: the pages show seats and departures once
 * they have asked the backend themselves.
 */
export async function dataPages(source: DataSource, moment: Date): Promise<DataPage[]> {
  const supabase = createBackendClient({
    url: source.url,
    key: source.key,
    autoRefreshToken: false,
    storage: createMemoryStorage(),
    withoutRealtime: true,
  });
  const at = moment.toISOString();
  const pages: DataPage[] = [
    {
      path: PATHS.tours,
      screen: ['QueryLayout.tsx', 'ToursScreen.tsx'],
      data: { [TOUR_LISTING_DATA.name]: await fetchTourListing(supabase, at) },
    },
  ];
  const every = await fetchAllListedTours(supabase, at);
  for (const { slug } of every.filter((tour) => PLAIN_SLUG.test(tour.slug))) {
    const tour = await fetchTour(supabase, slug);
    if (tour)
      pages.push({
        path: tourPath(slug),
        screen: ['QueryLayout.tsx', 'TourScreen.tsx'],
        data: { [TOUR_DATA.name]: tour },
      });
  }
  return pages;
}

/**
 * Header, footer and a loading page between them: what the pages that are not prerendered show
 * until the browser renders them (it replaces this HTML, so it needs no route of its own).
 */
export function renderShell(): Promise<string> {
  return toHtml(
    <App
      backend={noBackend}
      demo={__MARE_DEMO__}
      // A path no navigation link matches: none of them is marked as the current page.
      router={routerAt('/carregando')}
      routes={
        <AppShell>
          <PageFallback />
        </AppShell>
      }
    />,
  );
}
