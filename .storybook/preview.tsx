import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { defaultBackend, resetMockBackend } from '@mare/mocks/browser';
import '@mare/ui/styles.css';

// A play's findBy/waitFor waits for a state, not for a time: Testing Library's default 1 s made
// plays fail on a loaded machine (the account flow failed twice waiting for its menu).
configure({ asyncUtilTimeout: 10_000 });

// The mock database boots as the preview loads, not inside the first story: that story's 30 s
// limit included the boot, which four preview pages booting at once on two busy cores missed.
// The visual run (story-page.mjs) waits for this promise before it plays anything.
Object.assign(window, { __mareDatabaseBooted: defaultBackend.database().then(() => true) });

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const { startMockWorker } = await import('@mare/mocks/browser');
      return startMockWorker('./mockServiceWorker.js');
    }),
    // Every story starts from the seed (the database's snapshot, 1-2 ms once it has booted);
    // this runs before the stories' own loaders sign in. The page's first story also waits
    // here for the database to boot (about a second), not in its play function.
    async () => {
      await defaultBackend.database();
      await resetMockBackend();
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story tests, not just the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The catalogue reads from the building blocks up to whole journeys.
    options: {
      storySort: { order: ['Fundamentos', 'Componentes', 'Telas', 'Fluxos', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
