import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Price } from '../Price/Price.tsx';
import { formatBRL } from '../format/format.ts';
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
/**
 * A card narrower than its amount: the amount stays on one line, inside the card, in a smaller
 * size (it was split as "R$ 14.545,0 / 0").
 */
export const NarrowCard: Story = {
  args: { label: 'Receita bruta', value: formatBRL(123456789), change: undefined },
  render: (args) => (
    <div style={{ width: 170 }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText(/R\$\s1\.234\.567,89/);
    const lines = new Set([...value.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBe(1);
    // The text's own width (a range), not the box's, must stay inside the card.
    const range = document.createRange();
    range.selectNodeContents(value);
    const card = value.closest('dl');
    await expect(range.getBoundingClientRect().right).toBeLessThanOrEqual(
      card?.getBoundingClientRect().right ?? 0,
    );
  },
};
export const Phone: Story = { decorators: [onPhone] };
