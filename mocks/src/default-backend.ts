import { createMockBackend } from './backend.ts';

/** The backend behind `handlers`, the Storybook worker and the Node server. */
export const defaultBackend = createMockBackend({
  // Stories pay as demo mode does: pix-charge at the mock PSP, confirmed by its webhook.
  paymentProvider: 'api_pix',
  // E-mail links name one address whatever port Storybook or the tests' server runs on.
  siteUrl: 'http://localhost:5173',
});

/** Handlers of the default backend: every operation of openapi/supabase.yaml. */
export const handlers = defaultBackend.handlers;

/** Back to the seed: await it before each story or test that must not see earlier changes. */
export const resetMockBackend = () => defaultBackend.reset();
