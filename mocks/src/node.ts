import { setupServer } from 'msw/node';
import { createMockBackend, type MockBackend } from './backend.ts';
import { createNodeMockDatabase } from './database/node.ts';
import { moveDemoToToday } from './demo-dates.ts';
import { startMinuteJobs } from './minute-jobs.ts';
import { startMockHttpServer } from './server.ts';
import { setDatabaseProvider } from './database/provider.ts';
import { handlers } from './default-backend.ts';

export {
  isLoopbackOrigin,
  startMockHttpServer,
  type MockHttpServer,
  type MockHttpServerOptions,
} from './server.ts';
export { moveDemoToToday } from './demo-dates.ts';
export { serveMockPsp, type MockPspServer } from './psp/server.ts';

// Node: every backend boots from the dump cached on disk (built on first use).
setDatabaseProvider(createNodeMockDatabase);

/** MSW for Node tests, on the default backend (`await resetMockBackend()` between tests). */
export const server = setupServer(...handlers);

export interface DemoHttpBackend {
  /** The project URL a client uses, e.g. http://127.0.0.1:43117. */
  readonly url: string;
  readonly port: number;
  readonly backend: MockBackend;
  close(): Promise<void>;
}

/**
 * The seed with its departures moved to today, as demo mode does (so tours have seats ahead),
 * served over HTTP on 127.0.0.1 (`port` 0: a free one).
 */
export async function startDemoHttpBackend(
  options: { port?: number } = {},
): Promise<DemoHttpBackend> {
  const backend = createMockBackend();
  try {
    await backend.database();
    await moveDemoToToday(backend);
    const jobs = startMinuteJobs(backend);
    await jobs.ranOnce;
    const server = await startMockHttpServer({ backend, port: options.port ?? 0 });
    return {
      url: server.url,
      port: server.port,
      backend,
      close: async () => {
        jobs.stop();
        await server.close();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
