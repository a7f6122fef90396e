import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Componentes/Pagination',
  component: Pagination,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { page: 5, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A phone shows "Página 5 de N" instead of the numbered pages: they stay in the tree.
    await expect(canvas.getByRole('button', { name: 'Página 5', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** On the first page "Anterior" is unavailable but stays focusable. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const previous = within(canvasElement).getByRole('button', { name: 'Anterior' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByRole('button', { name: 'Página 2', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Phone: Story = { decorators: [onPhone] };
