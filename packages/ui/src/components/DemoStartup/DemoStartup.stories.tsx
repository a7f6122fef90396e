import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoStartup, DEMO_STARTUP_MESSAGES } from './DemoStartup.tsx';

const meta = {
  title: 'Componentes/DemoStartup',
  component: DemoStartup,
  args: { state: { status: 'loading', fraction: 0.4 }, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoStartup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dump is downloading: the notice says how far, and the progress bar carries the figure. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: /Preparando a demonstração/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText(DEMO_STARTUP_MESSAGES.loading, { exact: false })).toBeVisible();
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

/** The download is done and the database boots (the last fifth of the bar). */
export const Booting: Story = {
  args: { state: { status: 'loading', fraction: 0.8 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
  },
};

/** The engine or the dump did not load in time: a reason and a retry, the page left as it was. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(DEMO_STARTUP_MESSAGES.failed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(within(alert).getByRole('button', { name: 'Tentando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Up and running (or not in demo mode): nothing. */
export const Ready: Story = {
  args: { state: { status: 'ready' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-demo-startup]')).toBeNull();
  },
};
