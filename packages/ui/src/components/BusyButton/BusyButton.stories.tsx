import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BusyButton } from './BusyButton.tsx';

const meta = {
  title: 'Components/BusyButton',
  component: BusyButton,
  args: { busy: false, onPress: fn(), children: 'Duplicar' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BusyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Duplicar' });
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** While its request runs: unavailable and marked busy, yet it keeps the focus and ignores presses. */
export const Busy: Story = {
  args: { busy: true, children: 'Duplicando...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Duplicando...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
