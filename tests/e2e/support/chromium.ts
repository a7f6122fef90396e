import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../support/chromium.mjs';

/**
 * The shared Chromium and flags; nothing here downloads a browser. Each journey's context lives
 * for seconds and boots its own PGlite, so V8's optimising compilers (TurboFan, for scripts and
 * for the 9 MB of WebAssembly) only take CPU from the journeys on 2 cores: without them the
 * journeys took 143 s instead of 165. The story run keeps them: its four pages live for minutes.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--js-flags=--liftoff-only --no-opt'],
  };
}
