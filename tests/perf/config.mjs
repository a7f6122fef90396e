// Everything the performance run is configured by: paths, placeholder env, pages and targets.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_DIR = path.join(ROOT, 'apps/site');
export const FLOOR_DIR = path.join(ROOT, 'tests/perf/floor');
export const REPORT_DIR = path.join(ROOT, 'tests/.reports');
// Builds go beside the report (gitignored), never into apps/site/dist, which others use.
export const SITE_OUT = path.join(REPORT_DIR, 'perf-site');
export const FLOOR_OUT = path.join(REPORT_DIR, 'perf-floor');
export const REPORT_FILE = path.join(REPORT_DIR, 'perf.json');

/** A production build pointed at a (placeholder) real project: no demo worker, like a deploy. */
export const SITE_ENV = {
  VITE_SUPABASE_URL: 'https://example.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'placeholder-anon-key',
  VITE_MASTER_ADMIN_EMAIL: 'mestre@example.com',
};

export const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for every Chromium this run starts (see /work/shared/reference/toolchain.md). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** The moment the article page's id is drawn from: fixed, so every run audits the same article. */
export const ARTICLE_MOMENT = new Date('2026-11-21T15:00:00Z');

/**
 * The audited pages. `ready` is what "rendered" means: the page's own heading inside <main>,
 * which the loading fallback never shows. A prerendered page shows it before any script has run,
 * so there `hydrated` is what says React has taken the page over (present only after hydration);
 * its initial JS is what hydration needs.
 */
export const pages = (articleId) => [
  { name: 'home', path: '/', ready: 'main h1', hydrated: 'head link[rel="canonical"]' },
  { name: 'blog', path: '/blog', ready: 'main h1' },
  { name: 'article', path: `/blog/${encodeURIComponent(articleId)}`, ready: 'main h1' },
  {
    name: 'signin',
    path: '/auth/signin',
    ready: 'main h1',
    hydrated: 'main button[type="submit"]:enabled',
  },
];

export const LIGHTHOUSE_RUNS = Number(process.env.PERF_RUNS || 3);

/** Targets of issue 8. Scores are 0–100, times in ms. */
export const TARGETS = {
  ratio: 1.1,
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0.01,
};
