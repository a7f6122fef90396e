import { readdirSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fontPreloadPlugin } from './font-preload-plugin.ts';
import { mockWorkerPlugin } from './mock-worker-plugin.ts';
import { prerenderPlugin } from './src/build/prerender-plugin.ts';
import { routePreloadPlugin } from './src/build/route-preload-plugin.ts';

// The article pages' pictures: few and small (~1 kB each), so the pages fetch them all at once.
const BEACH_IMAGES = readdirSync(
  new URL('../../packages/ui/public/images/beaches', import.meta.url),
)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => `images/beaches/${file}`);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_SUPABASE_URL;
  return {
    plugins: [
      react(),
      // Every page's text is latin Inter: fetch it with the HTML, not after the stylesheet.
      fontPreloadPlugin([/inter-latin-wght-normal-[\w-]+\.woff2$/]),
      // The blog's screens load with the entry, not after it (home and sign-in are prerendered).
      routePreloadPlugin([
        { path: '^/blog/?$', screen: 'BlogScreen.tsx', assets: BEACH_IMAGES },
        { path: '^/blog/[^/]+/?$', screen: 'ArticleScreen.tsx', assets: BEACH_IMAGES },
      ]),
      // The pages a visitor lands on first paint from HTML, before any script has run.
      prerenderPlugin({
        entry: 'src/prerender.tsx',
        pages: [
          { path: '/', screen: 'HomeScreen.tsx' },
          { path: '/auth/signin', screen: 'SignInScreen.tsx' },
        ],
      }),
      ...(demo ? [mockWorkerPlugin()] : []),
    ],
    // Static assets (favicon, beach images) belong to the ui package; the site serves them.
    publicDir: '../../packages/ui/public',
    define: { __MARE_DEMO__: JSON.stringify(demo) },
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
                name: 'beaches',
                test: /[\\/]packages[\\/]domain[\\/]src[\\/]beaches[\\/]/,
                includeDependenciesRecursively: false,
              },
              {
                // Not the reading-time count the article cards show (a few lines).
                name: 'articles',
                test: /[\\/]packages[\\/]domain[\\/]src[\\/]articles[\\/](?!reading-time)/,
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
