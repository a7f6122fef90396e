import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

// Journeys through the built demo site (tests/e2e/support/global-setup.ts builds and serves it).
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // On 2 cores the journeys wait on timers and the network as much as they compute: 3 workers
  // took the run from about 208 to 174 s.
  workers: 3,
  // One more try for a journey that fails on a loaded machine; the summary names each such one.
  retries: 1,
  forbidOnly: true,
  timeout: 60_000,
  // The demo backend starts on first use (fetches and boots its database): on the shared
  // machine under load that alone took over 10 s.
  expect: { timeout: 20_000 },
  outputDir: '../.reports/e2e-artifacts',
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
