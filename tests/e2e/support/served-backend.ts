import { startSiteBackend, type SiteBackend } from '../../support/mock-http-backend.ts';
import { serveStatic } from '../../support/static-server.mjs';
import { buildSiteFor } from './site-server.ts';

export interface SiteOnServedBackend {
  /** Where the site is served; every browser context of a journey shares its one database. */
  readonly url: string;
  readonly backend: SiteBackend;
  stop(): Promise<void>;
}

/**
 * The mock backend over HTTP on a free port, the site built against it (its own folder under
 * tests/.reports) and served. For journeys that need several browser contexts on one database,
 * which demo mode (a database per browser, shared by its tabs) cannot give.
 */
export async function startSiteOnServedBackend(): Promise<SiteOnServedBackend> {
  const started = Date.now();
  const backend = await startSiteBackend();
  try {
    const site = await serveStatic(await buildSiteFor(backend.siteEnv), { spa: true });
    console.log(
      `Site built against the mock backend at ${backend.url}, served at ${site.url} (${Date.now() - started} ms)`,
    );
    return {
      url: site.url,
      backend,
      stop: async () => {
        await site.close();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
