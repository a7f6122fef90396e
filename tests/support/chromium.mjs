// The one Chromium every browser run starts (stories, visual, end-to-end, performance) and the
// flags they share. Plain JavaScript, so the Node scripts and the TypeScript configs both read it.

/** Debian's Chromium by default; CHROMIUM_PATH (or CHROME_PATH) points elsewhere on a laptop. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Without the background-networking flags Chromium keeps calling hosts this machine cannot
 * reach; without `--disable-dev-shm-usage` it can crash in containers with a small /dev/shm.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The test runs (stories, visual, end-to-end): their pages live for seconds, so V8's optimising
 * compilers (TurboFan for scripts, for PGlite's 9 MB of WebAssembly) only take CPU from the tests
 * on a 2-core machine. Baseline code runs the same programs: the journeys took 165 → 143 s and
 * the story frames 10% less. The performance run keeps the browser as visitors have it.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--liftoff-only --no-opt'];
