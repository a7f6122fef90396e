import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Connectivity } from './useOnline.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

/** A browser whose connection the story switches, through the same events the window fires. */
function fakeConnectivity(online: boolean) {
  const events = new EventTarget();
  const state = { online };
  const connectivity: Connectivity = { events, isOnline: () => state.online };
  const set = (next: boolean) => {
    state.online = next;
    events.dispatchEvent(new Event(next ? 'online' : 'offline'));
  };
  return { connectivity, set };
}

const offline = fakeConnectivity(false);
const flapping = fakeConnectivity(true);

const MESSAGE = /Você está sem conexão/;

/** The banner's live region (always there, empty while online). */
const region = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-offline-banner]');
  if (!element) throw new Error('no offline banner region');
  return element;
};

const meta = {
  title: 'Componentes/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { connectivity: offline.connectivity },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(MESSAGE);
    await expect(within(canvasElement).getByText(MESSAGE)).toBeVisible();
  },
};

/** Online: the live region is there (so a change is announced) but empty and takes no room. */
export const Online: Story = {
  args: { connectivity: fakeConnectivity(true).connectivity },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The connection drops and comes back: the banner follows the browser's events. */
export const ConnectionDropsAndReturns: Story = {
  args: { connectivity: flapping.connectivity },
  beforeEach: () => flapping.set(true),
  play: async ({ canvasElement }) => {
    const status = region(canvasElement);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
    flapping.set(false);
    await waitFor(() => expect(status).toHaveTextContent(MESSAGE));
    flapping.set(true);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};
