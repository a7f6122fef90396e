import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { FileButton } from './FileButton.tsx';

const meta = {
  title: 'Componentes/FileButton',
  tags: ['one-width'],
  component: FileButton,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { children: 'Escolher imagens', accept: 'image/*', multiple: true, onFiles: fn() },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the real input; chosen files come back as an array. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Escolher imagens');
    const file = new File(['x'], 'praia.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

/** The hidden input's focus shows on the button it looks like. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Escolher imagens');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const label = canvasElement.querySelector('label');
    await expect(label && getComputedStyle(label).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Substituindo...' } };
