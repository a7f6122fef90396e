import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Money } from './Money.tsx';

const meta = {
  title: 'Componentes/Money',
  tags: ['one-width'],
  component: Money,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { cents: 1454500 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount's boxes: one per line it takes. */
const lineCount = (element: Element) =>
  new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/R\$\s14\.545,00/);
    await expect(amount).toHaveAttribute('value', '14545.00');
  },
};

export const Negative: Story = { args: { cents: -150 } };

/**
 * In a box narrower than the amount, inside a sentence, the amount moves to its own line whole
 * (the page's `overflow-wrap: break-word` would otherwise split it at any character).
 */
export const NarrowBox: Story = {
  args: { cents: 123456789 },
  render: (args) => (
    <p style={{ width: 90, margin: 0 }}>
      Receita de <Money {...args} /> no mês
    </p>
  ),
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/R\$\s1\.234\.567,89/);
    await expect(lineCount(amount)).toBe(1);
  },
};

export const Phone: Story = { decorators: [onPhone] };
