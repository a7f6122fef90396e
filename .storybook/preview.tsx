import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetMockBackend } from '@mare/mocks/browser';
import '@mare/ui/styles.css';

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const { startMockWorker } = await import('@mare/mocks/browser');
      return startMockWorker('./mockServiceWorker.js');
    }),
    // Every story starts from the fixtures; this runs before the stories' own loaders sign in.
    () => {
      resetMockBackend();
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story tests, not just the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
