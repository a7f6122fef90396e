import type { LaunchOptions } from '@playwright/test';
import { chromiumPath, testChromiumArgs } from '../../support/chromium.mjs';

/** The shared Chromium and flags; nothing here downloads a browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath, args: testChromiumArgs };
}
