import { BASE_URL_VARIABLE } from './base-url.ts';
import { buildDemoSite, serveSite } from './site-server.ts';

/** Builds the demo site once, serves it for every worker, and stops it at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const outDir = await buildDemoSite();
  const server = await serveSite(outDir);
  // Workers start after this and inherit the variable.
  process.env[BASE_URL_VARIABLE] = server.url;
  console.log(`Demo site built and served at ${server.url} (${Date.now() - started} ms)`);
  return async () => {
    await server.stop();
  };
}
