import { createMockBackend } from './backend.ts';

/** The backend behind `handlers`, the Storybook worker and the Node server. */
export const defaultBackend = createMockBackend();

/** Handlers of the default backend: every operation of openapi/supabase.yaml. */
export const handlers = defaultBackend.handlers;

/** Back to the seed: await it before each story or test that must not see earlier changes. */
export const resetMockBackend = () => defaultBackend.reset();
