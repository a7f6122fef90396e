import { setupServer } from 'msw/node';
import { createNodeMockDatabase } from './database/node.ts';
import { setDatabaseProvider } from './database/provider.ts';
import { handlers } from './default-backend.ts';

export {
  isLoopbackOrigin,
  startMockHttpServer,
  type MockHttpServer,
  type MockHttpServerOptions,
} from './server.ts';
export { moveDemoToToday } from './demo-dates.ts';

// Node: every backend boots from the dump cached on disk (built on first use).
setDatabaseProvider(createNodeMockDatabase);

/** MSW for Node tests, on the default backend (`await resetMockBackend()` between tests). */
export const server = setupServer(...handlers);
