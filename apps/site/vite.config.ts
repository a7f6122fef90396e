import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fontPreloadPlugin } from './font-preload-plugin.ts';
import { mockWorkerPlugin } from './mock-worker-plugin.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_SUPABASE_URL;
  return {
    plugins: [
      react(),
      // Every page's text is latin Inter: fetch it with the HTML, not after the stylesheet.
      fontPreloadPlugin([/inter-latin-wght-normal-[\w-]+\.woff2$/]),
      ...(demo ? [mockWorkerPlugin()] : []),
    ],
    // Static assets (favicon, beach images) belong to the ui package; the site serves them.
    publicDir: '../../packages/ui/public',
    define: { __MARE_DEMO__: JSON.stringify(demo) },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 modules also knows <link rel="modulepreload">.
      modulePreload: { polyfill: false },
    },
    server: { host: 'localhost', port: 5173 },
    preview: { host: 'localhost', port: 4173 },
  };
});
