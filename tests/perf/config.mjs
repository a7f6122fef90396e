// Everything the performance run is configured by: paths, the backend, pages and targets.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_DIR = path.join(ROOT, 'apps/site');
export const FLOOR_DIR = path.join(ROOT, 'tests/perf/floor');
export const REPORT_DIR = path.join(ROOT, 'tests/.reports');
// Builds go beside the report (gitignored), never into apps/site/dist, which others use.
export const SITE_OUT = path.join(REPORT_DIR, 'perf-site');
export const FLOOR_OUT = path.join(REPORT_DIR, 'perf-floor');
/** The same floor app with its heading already in its HTML, hydrated: the prerendered floor. */
export const FLOOR_PRERENDERED_OUT = path.join(REPORT_DIR, 'perf-floor-prerendered');
export const REPORT_FILE = path.join(REPORT_DIR, 'perf.json');
/**
 * The site is a production build pointed at the mock backend served over HTTP
 * (tests/support/mock-http-backend.ts): a "real project" build, no demo worker, like a deploy, but
 * with the seed's tours to show. The port it was built with is kept here, so `--no-build` serves
 * the backend on it again.
 */
export const BACKEND_FILE = path.join(REPORT_DIR, 'perf-backend.json');
export const BACKEND_MODULE = path.join(ROOT, 'tests/support/mock-http-backend.ts');

/**
 * The blog's days are counted in Brasília time at build time (apps/site/src/prerender.tsx): the
 * audited article is the first of the build's day there, so it is one the build prerendered.
 */
export const ARTICLE_TIME_ZONE = 'America/Sao_Paulo';

/** The tour page audited: a published tour of the seed. */
export const TOUR_SLUG = 'escuna-praias-de-arraial';

/** The audited tour's title, which neither its loading nor its error state shows. */
export const TOUR_TITLE = 'Passeio de escuna pelas praias de Arraial do Cabo';

/** The provider page audited: an approved provider of the seed (on the escuna's beach). */
export const PROVIDER_SLUG = 'gabriela-guia-turismo';

/** The audited provider's name, which neither its loading nor its error state shows. */
export const PROVIDER_NAME = 'Gabriela Guia Turismo';

/**
 * The audited pages. `ready` is what "rendered" means: the page's own heading inside <main>,
 * which the loading fallback never shows (the tour pages: the tour itself, from the database).
 * A prerendered page shows it before any script has run, so there `hydrated` is what says React
 * has taken the page over (present only after hydration); its initial JS is what hydration needs.
 */
export const pages = (articleId) => [
  { name: 'home', path: '/', ready: 'main h1', hydrated: 'head link[rel="canonical"]' },
  // The blog and its articles are prerendered too (the day's articles by id, then the visitor's).
  { name: 'blog', path: '/blog', ready: 'main h1', hydrated: 'head link[rel="canonical"]' },
  {
    name: 'article',
    path: `/blog/${encodeURIComponent(articleId)}`,
    ready: 'main h1',
    hydrated: 'head link[rel="canonical"]',
  },
  // The tour pages are prerendered with the tours the build read: the listing is ready once the
  // tour's card links to it, the tour page once its own title is the heading (an error or "not
  // found" heading is not).
  {
    name: 'tours',
    path: '/passeios',
    ready: `main a[href="/passeios/${TOUR_SLUG}"]`,
    hydrated: 'head link[rel="canonical"]',
  },
  {
    name: 'tour',
    path: `/passeios/${TOUR_SLUG}`,
    ready: `main h1:text-is("${TOUR_TITLE}")`,
    hydrated: 'head link[rel="canonical"]',
  },
  // The providers' directory and a provider's page, prerendered the same way.
  {
    name: 'providers',
    path: '/prestadores',
    ready: `main a[href="/prestadores/${PROVIDER_SLUG}"]`,
    hydrated: 'head link[rel="canonical"]',
  },
  {
    name: 'provider',
    path: `/prestadores/${PROVIDER_SLUG}`,
    ready: `main h1:text-is("${PROVIDER_NAME}")`,
    hydrated: 'head link[rel="canonical"]',
  },
  {
    name: 'signin',
    path: '/auth/signin',
    ready: 'main h1',
    hydrated: 'main button[type="submit"]:enabled',
  },
];

export const LIGHTHOUSE_RUNS = Number(process.env.PERF_RUNS || 3);

/** The performance targets. Scores are 0–100, times in ms. */
export const TARGETS = {
  ratio: 1.1,
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 150,
  /** Each page's LCP over HTTP/2 against the prerendered floor's over HTTP/2. */
  lcpPrerenderedFloorH2: 1.2,
  /** Each page's LCP over HTTP/1.1 against the client-rendered floor's over HTTP/1.1. */
  lcpClientFloorH1: 1.05,
};

/** The two ways the pages are served: as a plain HTTP/1.1 host, and as production hosts do. */
export const PROTOCOLS = [
  { id: 'h1', label: 'HTTP/1.1' },
  { id: 'h2', label: 'HTTP/2 (TLS)' },
];
