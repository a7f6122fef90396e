import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { mockDatabasePlugin } from '../mocks/src/database/vite-plugin.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../mocks/public', '../packages/ui/public'],
  core: { disableTelemetry: true },
  // The mock backend's database (PGlite booted from the prebuilt dump). Every PGlite entry is
  // optimised up front: one found mid-run makes Vite re-optimise and reload the page.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [mockDatabasePlugin()],
      optimizeDeps: {
        include: ['@electric-sql/pglite', '@electric-sql/pglite/contrib/pgcrypto'],
      },
      // Demo mode's shared-database worker is reachable from @mare/mocks/browser (never started
      // in a story): a module worker, as PGlite's chunks need.
      worker: { format: 'es' },
    }),
};

export default config;
