import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Price } from '../Price/Price.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Componentes/StatCard',
  tags: ['one-width'],
  component: StatCard,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    label: 'Faturamento',
    value: <Price cents={1240000} />,
    change: 12.5,
    comparedTo: 'em relação aos 7 dias anteriores',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\+12,5% em relação/)).toBeInTheDocument();
  },
};
/** Cancellations going up is bad: the change shows as bad news. */
export const UpIsBad: Story = {
  args: { label: 'Cancelamentos', value: '9', change: 50, higherIsBetter: false },
};
export const Down: Story = { args: { label: 'Reservas', value: '48', change: -8 } };
export const NoComparison: Story = {
  args: { label: 'Ticket médio', value: <Price cents={25833} />, change: undefined },
};
export const Loading: Story = { args: { loading: true } };
export const Phone: Story = { decorators: [onPhone] };
