import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisibleFocus, onPage } from '../../storybook/story-frames.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Componentes/IconButton',
  tags: ['one-width'],
  component: IconButton,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Fechar', children: '✕', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, not by the glyph. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Copiar link', children: '⧉' },
};
export const Small: Story = { args: { size: 'sm' } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectVisibleFocus(within(canvasElement).getByRole('button'));
  },
};
export const Disabled: Story = { args: { disabled: true } };
