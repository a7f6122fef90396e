import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { mockDatabasePlugin } from '../../mocks/src/database/vite-plugin.ts';
import { mockWorkerPlugin } from './mock-worker-plugin.ts';
import { PATHS } from '../../packages/ui/src/routes.ts';
import { demoBannerPlugin } from './src/build/demo-banner-plugin.ts';
import { fontSubsetPlugin } from './src/build/font-subset-plugin.ts';
import { fontSwapPlugin } from './src/build/font-swap-plugin.ts';
import { inlineIconPlugin } from './src/build/inline-icon-plugin.ts';
import { precompressPlugin } from './src/build/precompress-plugin.ts';
import { preconnectPlugin } from './src/build/preconnect-plugin.ts';
import { prerenderPlugin, type BuildDataSource } from './src/build/prerender-plugin.ts';
import { routePreloadPlugin } from './src/build/route-preload-plugin.ts';

/** The demo build reads its tour pages from the seed, served for the length of the build. */
async function demoDataSource(): Promise<BuildDataSource> {
  const { startDemoHttpBackend } = await import('../../mocks/src/node.ts');
  const { MOCK_SUPABASE_ANON_KEY } = await import('../../mocks/src/index.ts');
  const served = await startDemoHttpBackend();
  return { url: served.url, key: MOCK_SUPABASE_ANON_KEY, close: () => served.close() };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_SUPABASE_URL;
  const projectKey = env.VITE_SUPABASE_ANON_KEY || env.VITE_SUPABASE_PUBLISHABLE_KEY;
  return {
    plugins: [
      react(),
      // Every page's text is latin Inter, at weights 400 to 700 (the tokens' regular to bold), with
      // the features the UI's stylesheets use: ship that part of the font. A first visit paints in
      // the metric-matched fallback and fetches Inter after the page has loaded; later visits,
      // which have it cached, set text in Inter from the first paint.
      fontSubsetPlugin({
        stylesheet: new URL('../../packages/ui/src/styles/fonts.css', import.meta.url).pathname,
        file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
        weights: { min: 400, max: 700 },
        styles: new URL('../../packages/ui/src', import.meta.url).pathname,
      }),
      fontSwapPlugin({
        pattern: /inter-latin-wght-normal-[\w-]+\.woff2$/,
        family: 'Inter Variable',
      }),
      inlineIconPlugin(),
      // The blog's, the tours' and the providers' screens load with the entry, not after it
      // (prerendered pages, the tours' among them, start theirs after their first paint; a tour or
      // provider published after the build is not prerendered).
      routePreloadPlugin([
        { path: `^${PATHS.blog}/?$`, screen: 'BlogScreen.tsx' },
        { path: `^${PATHS.blog}/[^/]+/?$`, screen: 'ArticleScreen.tsx' },
        // With its folder: the boat owners' area has a ToursScreen.tsx too.
        { path: `^${PATHS.tours}/?$`, screen: 'tours/ToursScreen.tsx' },
        { path: `^${PATHS.tours}/[^/]+/?$`, screen: 'TourScreen.tsx' },
        { path: `^${PATHS.providers}/?$`, screen: 'ProvidersScreen.tsx' },
        { path: `^${PATHS.providers}/[^/]+/?$`, screen: 'ProviderScreen.tsx' },
      ]),
      // The pages a visitor lands on first paint from HTML, before any script has run; the tour
      // pages with the tours the project's public key reads at build time.
      prerenderPlugin({
        entry: 'src/prerender.tsx',
        pages: [
          { path: PATHS.home, screen: 'HomeScreen.tsx' },
          { path: PATHS.signIn, screen: 'SignInScreen.tsx' },
        ],
        dataSource: demo
          ? demoDataSource
          : async () => {
              // The site's own start-up says what is wrong with these; the pages wait for it.
              if (!env.VITE_SUPABASE_URL || !projectKey) throw new Error('no project URL or key');
              return { url: env.VITE_SUPABASE_URL, key: projectKey };
            },
      }),
      ...(demo
        ? [
            mockWorkerPlugin(),
            // The mock backend's prebuilt database, and pgcrypto's files for brotli (below).
            mockDatabasePlugin({ pgcryptoTar: true }),
            // `npm start` says it runs on the demo backend, with the accounts and the mailbox.
            demoBannerPlugin({
              readmePath: new URL('../../README.md', import.meta.url).pathname,
              mailboxPath: PATHS.demoMailbox,
            }),
            // The demo downloads PGlite's engine and data, the database and its scripts before
            // it shows live seats (29 MB as built): brotli and gzip copies beside them, for any
            // static host to send (README, "Hosting the build"; `npm run preview` does).
            precompressPlugin({
              include: /\.(js|css|wasm|data|tar|json|svg)$/,
              brotliQuality: Number(process.env.MARE_BROTLI_QUALITY) || undefined,
            }),
          ]
        : []),
      ...(env.VITE_SUPABASE_URL ? [preconnectPlugin(env.VITE_SUPABASE_URL)] : []),
    ],
    // Static assets (favicon, beach images) belong to the ui package; the site serves them.
    publicDir: '../../packages/ui/public',
    define: {
      __MARE_DEMO__: JSON.stringify(demo),
      // The beach pictures come inside the prerendered HTML: the browser's script reads them back
      // from it instead of carrying them again (packages/ui/src/public-page/beach-pictures.ts).
      'import.meta.env.MARE_PICTURES_FROM_HTML': 'true',
    },
    // PGlite is loaded lazily in demo mode: optimised up front, so the dev server never reloads.
    optimizeDeps: demo
      ? {
          include: [
            '@electric-sql/pglite',
            '@electric-sql/pglite/contrib/pgcrypto',
            '@electric-sql/pglite/worker',
          ],
        }
      : undefined,
    // Demo mode's shared database runs in a module worker (mocks/src/database/shared-worker.ts),
    // bundled with the same stubs for PGlite's Node-only paths as the page.
    worker: { format: 'es' as const, plugins: () => (demo ? [mockDatabasePlugin()] : []) },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 modules also knows <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The article generator serves the blog pages and the scheduler loaded after mount,
            // the beach catalogue also the home page's cards; left alone the bundler hoists both
            // into the entry chunk. Apart, the home page paints without the generator.
            groups: [
              {
                // Everything the entry imports, in the entry's own file: left alone, React (a
                // CommonJS package) and the bundler's runtime came apart in three small files
                // each page downloads, which compress worse than one.
                name: 'index',
                tags: ['$initial'],
              },
              {
                // Not the visit facts: the articles' "Antes de ir" loads them with the tide code.
                // Nor the cards' summaries the home page shows, and the type module they import.
                name: 'beaches',
                test: /[\\/]packages[\\/]domain[\\/]src[\\/]beaches[\\/](?!visit\.ts|summaries\.ts|types\.ts)/,
                includeDependenciesRecursively: false,
              },
              {
                // Not the reading-time count the article cards show (a few lines).
                name: 'articles',
                test: /[\\/]packages[\\/]domain[\\/]src[\\/]articles[\\/](?!reading-time)/,
                includeDependenciesRecursively: false,
              },
              {
                // What the home page's screen needs that every other page's screen needs too, in
                // one file: apart, they came in a dozen files of a few hundred bytes, which
                // compress worse than one. Only those: a module the home page does not use here
                // would weigh on its first load.
                name: 'public-page',
                test: /[\\/]packages[\\/](ui[\\/]src[\\/](components[\\/](Badge|Card|VisuallyHidden)[\\/]|public-page[\\/](beach-pictures|PageHead|RegionBadge|site-url|tour-paths|useArrivalFocus)\.)|domain[\\/]src[\\/]beaches[\\/](summaries|types)\.ts)/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { host: 'localhost', port: 5173 },
    preview: { host: 'localhost', port: 4173 },
  };
});
