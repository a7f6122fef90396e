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
