import { defineConfig } from 'vitest/config';

/** `npm run bench:booking`: the hold benchmark alone (never part of `npm test`). */
export default defineConfig({
  test: {
    include: ['supabase/tests/bench/*.bench.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
