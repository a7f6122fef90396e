import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { Price } from './Price.tsx';

const meta = {
  title: 'Componentes/Price',
  tags: ['one-width'],
  component: Price,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { cents: 15000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/R\$\s150,00/)).toBeInTheDocument();
  },
};
export const FromPerPerson: Story = {
  args: { cents: 8990, from: true, unit: 'por pessoa', size: 'lg' },
};
export const Thousands: Story = { args: { cents: 123456 } };
export const Free: Story = { args: { cents: 0, unit: 'criança de colo' } };
