import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere on a laptop. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Shards run side by side (tests/run-all.mjs): each optimises its dependencies in its own
        // folder, so neither replaces files the other is serving.
        cacheDir: path.join(
          root,
          'node_modules/.vite',
          `storybook-${process.env.STORY_SHARD ?? 'all'}`,
        ),
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
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
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
