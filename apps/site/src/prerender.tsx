// The build's server entry (see build/prerender-plugin.ts): renders pages to HTML in Node.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createBackendClient, createMemoryStorage, todaysArticles } from '@mare/domain';
import {
  AppShell,
  BLOG_ARTICLES_DATA,
  PageFallback,
  articlePath,
  TOUR_DATA,
  TOUR_LISTING_DATA,
  PROVIDER_DATA,
  PROVIDER_DIRECTORY_DATA,
  REVIEW_SUMMARY_DATA,
  fetchAllListedTours,
  fetchAllProviders,
  fetchDirectory,
  fetchProviderProfile,
  fetchPublicReviews,
  fetchTour,
  fetchTourListing,
  providerPath,
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
      hydrating
    />,
  );
}

/** Slugs a static host serves as they are written (no escaping between URL and file name). */
const PLAIN_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The tour listing's first page and every published tour's page, the providers' directory and
 * every approved provider's page, as the public (anon) reads them at `moment`. Only what changes
 * seldom is drawn from it: the pages show seats and departures once they have asked the backend
 * themselves. `signal` ends the reading (the build stopped waiting).
 */
export async function dataPages(
  source: DataSource,
  moment: Date,
  signal?: AbortSignal,
): Promise<DataPage[]> {
  const supabase = createBackendClient({
    url: source.url,
    key: source.key,
    autoRefreshToken: false,
    storage: createMemoryStorage(),
    withoutRealtime: true,
    signal,
  });
  const at = moment.toISOString();
  const pages: DataPage[] = [
    {
      path: PATHS.tours,
      // With its folder: the boat owners' area has a ToursScreen.tsx too.
      screen: ['QueryLayout.tsx', 'tours/ToursScreen.tsx'],
      data: { [TOUR_LISTING_DATA.name]: await fetchTourListing(supabase, at) },
    },
  ];
  const every = await fetchAllListedTours(supabase, at);
  for (const { slug } of every.filter((tour) => PLAIN_SLUG.test(tour.slug))) {
    signal?.throwIfAborted();
    const tour = await fetchTour(supabase, slug);
    // Its reviews' figures too: the stars under the title come before the photos, which would
    // move down when they arrived. Without them the page waits for its own request, as before.
    const reviews =
      tour && (await fetchPublicReviews(supabase, { tourId: tour.id }, 0, 1).catch(() => null));
    if (tour)
      pages.push({
        path: tourPath(slug),
        screen: ['QueryLayout.tsx', 'TourScreen.tsx'],
        data: {
          [TOUR_DATA.name]: tour,
          ...(reviews && { [REVIEW_SUMMARY_DATA.name]: reviews.summary }),
        },
      });
  }
  // The providers' directory and every approved provider's page, the same way.
  pages.push({
    path: PATHS.providers,
    screen: ['QueryLayout.tsx', 'ProvidersScreen.tsx'],
    data: { [PROVIDER_DIRECTORY_DATA.name]: await fetchDirectory(supabase) },
  });
  for (const { slug } of (await fetchAllProviders(supabase)).filter((provider) =>
    PLAIN_SLUG.test(provider.slug),
  )) {
    signal?.throwIfAborted();
    const provider = await fetchProviderProfile(supabase, slug);
    if (provider)
      pages.push({
        path: providerPath(slug),
        screen: ['QueryLayout.tsx', 'ProviderScreen.tsx'],
        data: { [PROVIDER_DATA.name]: provider },
      });
  }
  return pages;
}

/** The days around the build whose articles get pages of their own (older and newer: the shell). */
export const ARTICLE_DAYS = { before: 7, after: 7 };

/** The time zone the blog's days are counted in at build time: most visitors' (Brasília time). */
const BLOG_TIME_ZONE = 'America/Sao_Paulo';

/** Runs `task` with the process's local time in `zone` (the generator counts days in local time). */
function inTimeZone<T>(zone: string, task: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return task();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/**
 * The blog as it is at `moment` (its articles by id: the visitor's day replaces them once
 * hydrated), and the page of every article published in the days around it. The articles are
 * rebuilt from their ids, so these need no backend.
 */
export function blogPages(moment: Date): DataPage[] {
  return inTimeZone(BLOG_TIME_ZONE, () => {
    const pages: DataPage[] = [
      {
        path: PATHS.blog,
        screen: 'BlogScreen.tsx',
        data: { [BLOG_ARTICLES_DATA.name]: todaysArticles(moment).map((article) => article.id) },
      },
    ];
    const ids = new Set<string>();
    for (let day = -ARTICLE_DAYS.before; day <= ARTICLE_DAYS.after; day += 1) {
      // The day's last minute: its batch and every slot's article.
      const end = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + day, 23, 59);
      for (const article of todaysArticles(end)) ids.add(article.id);
    }
    for (const id of ids)
      pages.push({ path: articlePath(id), screen: 'ArticleScreen.tsx', data: {} });
    return pages;
  });
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
      hydrating
      routes={
        <AppShell>
          <PageFallback />
        </AppShell>
      }
    />,
  );
}
