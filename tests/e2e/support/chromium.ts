import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (CHROMIUM_PATH overrides); nothing here downloads a browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without the background-networking flags Chromium keeps calling hosts this machine cannot reach.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
