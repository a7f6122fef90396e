import { BASE_URL_VARIABLE } from './base-url.ts';
import { serveStatic } from '../../support/static-server.mjs';
import { buildDemoSite, E2E_SITE_DIR, PREBUILT_VARIABLE } from './demo-build.mjs';

/** Builds the demo site once, serves it for every worker, and stops it at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // tests/run-all.mjs builds the site beside the Storybook build and says so; alone, build it now.
  const outDir =
    process.env[PREBUILT_VARIABLE] === E2E_SITE_DIR ? E2E_SITE_DIR : await buildDemoSite();
  // The tests' static server, as the README's hosts serve a build: the demo's engine, database
  // and scripts as the build's brotli copies (tests/support/static-server.mjs).
  const server = await serveStatic(outDir, { spa: true });
  // Workers start after this and inherit the variable.
  process.env[BASE_URL_VARIABLE] = server.url;
  console.log(`Demo site built and served at ${server.url} (${Date.now() - started} ms)`);
  return async () => {
    await server.close();
  };
}
