import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, waitFor, within } from 'storybook/test';
import { ClockProvider } from '../../clock/index.ts';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Countdown } from './Countdown.tsx';

const NOW = new Date('2026-11-21T10:30:00-03:00');
const fixedClock = () => NOW;

const meta = {
  title: 'Componentes/Countdown',
  tags: ['one-width'],
  component: Countdown,
  decorators: [
    (Story) => (
      <ClockProvider clock={fixedClock}>
        <Story />
      </ClockProvider>
    ),
    onPage,
  ],
  parameters: { layout: 'padded' },
  args: {
    label: 'Seus assentos ficam reservados por',
    expiredLabel: 'O tempo acabou: os assentos foram liberados.',
    expiresAt: new Date(NOW.getTime() + 10 * 60_000),
    onExpire: fn(),
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('10:00');
  },
};

export const PixExpiry: Story = {
  args: {
    label: 'O código Pix vale por',
    expiredLabel: 'O código Pix expirou. Gere um novo para pagar.',
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
  },
};

/** Under two minutes it turns amber and says so once to screen readers. */
export const Urgent: Story = {
  args: { expiresAt: new Date(NOW.getTime() + 90_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Faltam menos de 2 minutos.',
    );
  },
};

/** The label and the warning wrap inside a phone's width. */
export const Phone: Story = { ...Urgent, decorators: [onPhone] };

export const Expired: Story = {
  args: { expiresAt: new Date(NOW.getTime() - 1000) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('O tempo acabou');
    // Called on the render that found it expired; Storybook may clear the spy before the play
    // when it renders the story again (the visual run does), so: never more than once.
    await expect(mocked(args.onExpire ?? fn()).mock.calls.length).toBeLessThanOrEqual(1);
  },
};

/** Driven by the injected clock: each reading here is a second later. */
export const Ticking: Story = {
  args: { expiresAt: new Date(NOW.getTime() + 3000), tickMs: 20 },
  decorators: [
    (Story) => {
      let readings = 0;
      return (
        <ClockProvider clock={() => new Date(NOW.getTime() + 1000 * readings++)}>
          <Story />
        </ClockProvider>
      );
    },
  ],
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument());
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};
