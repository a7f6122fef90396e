import { setupServer } from 'msw/node';
import { handlers } from './default-backend.ts';

/** MSW for Node tests, on the default backend (`resetMockBackend()` between tests). */
export const server = setupServer(...handlers);
