import { createMockBackend } from './backend.ts';
import { sequentialRandom, type IdSource } from './random.ts';

/**
 * The PSP's own ids (tokens, QR locations, end-to-end ids) count up from each reset, so a story
 * that draws a freshly generated dynamic QR draws the same one whatever ran before it in the
 * page; the database's ids stay random.
 */
let pspIds = sequentialRandom();
const pspRandom: IdSource = {
  uuid: () => pspIds.uuid(),
  hex: (bytes) => pspIds.hex(bytes),
};

/** The backend behind `handlers`, the Storybook worker and the Node server. */
export const defaultBackend = createMockBackend({
  // Stories pay as demo mode does: pix-charge at the mock PSP, confirmed by its webhook.
  paymentProvider: 'api_pix',
  // E-mail links name one address whatever port Storybook or the tests' server runs on.
  siteUrl: 'http://localhost:5173',
  psp: { random: pspRandom },
});

/** Handlers of the default backend: every operation of openapi/supabase.yaml. */
export const handlers = defaultBackend.handlers;

/** Back to the seed: await it before each story or test that must not see earlier changes. */
export const resetMockBackend = () => {
  pspIds = sequentialRandom();
  return defaultBackend.reset();
};
