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
