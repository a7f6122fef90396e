import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Without it Vitest ran the Node test files one at a time here (2 cores), leaving one idle.
    maxWorkers: availableParallelism(),
    reporters: process.env.CI ? ['dot'] : ['default'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files in a worker share its modules (PGlite, supabase-js and the migrations load once
          // per worker, not per file): 110 → 60 s on 2 cores. Each file opens its own database,
          // and the suite passes with its files shuffled (--sequence.shuffle.files).
          isolate: false,
          include: [
            'packages/domain/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'apps/site/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'supabase/tests/**/*.test.ts',
          ],
          // supabase-js needs a global WebSocket to construct its client; Node 20 has it behind a flag.
          execArgv: ['--experimental-websocket'],
          // A request runs on a PGlite database (bcrypt included): on the shared 2-core machine,
          // with every file's database open at once (load ~20), a first request took 17 s.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Its own optimised dependencies, apart from Storybook's dev server and the site's.
        cacheDir: path.join(root, 'node_modules/.vite/storybook-tests'),
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'storybook/test',
            'sonner',
            'jose',
            'openapi-msw',
            '@supabase/supabase-js',
            '@tanstack/react-query',
            'react-router-dom',
            '@radix-ui/react-alert-dialog',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            '@radix-ui/react-tooltip',
            '@radix-ui/react-slot',
            '@mare/ui > @tanstack/react-table',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod/mini',
            '@electric-sql/pglite',
            '@electric-sql/pglite/contrib/pgcrypto',
          ],
        },
        test: {
          name: 'storybook',
          // Story files run one after another in one page, sharing its modules: the mock backend's
          // database boots and the MSW worker starts once per shard, not once per file. Every story
          // starts from the seed (.storybook/preview.tsx) with a fresh client, query cache and router.
          isolate: false,
          // The account flow plays ~20 s on a quiet machine; the margin is for two loaded cores.
          testTimeout: 60_000,
          // One more try for a story that fails on a loaded machine; the retry reporter
          // (npm run test:stories) names each one that needed it, so none passes unseen.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Stories see what a visitor in Brazil sees, whatever the machine's zone (CI runs in UTC).
              contextOptions: { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
