import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { formatBRL } from '../format/format.ts';
import { BarChart, type ChartPoint } from './BarChart.tsx';

const week: ChartPoint[] = [
  ['15/11', 132000],
  ['16/11', 0],
  ['17/11', 44000],
  ['18/11', 408000],
  ['19/11', 22000],
  ['20/11', 114000],
  ['21/11', 76500],
].map(([label, value]) => ({
  label: String(label),
  value: Number(value),
  description: `${String(label)}/2026`,
}));

const month: ChartPoint[] = Array.from({ length: 30 }, (_, i) => ({
  label: `${String(i + 1).padStart(2, '0')}/11`,
  value: Math.round(50000 + 40000 * Math.sin(i / 3) + i * 2000),
}));

const meta = {
  title: 'Componentes/BarChart',
  tags: ['one-width'],
  component: BarChart,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { title: 'Receita por dia', data: week, formatValue: formatBRL, valueLabel: 'Receita' },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Receita por dia' });
    await expect(chart).toHaveAccessibleDescription(
      expect.stringMatching(/maior valor R\$\s4\.080,00 em 18\/11\/2026/),
    );
    await userEvent.click(canvas.getByText('Ver dados em tabela'));
    const table = canvas.getByRole('table', { name: 'Receita por dia' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: /R\$\s1\.320,00/ })).toBeVisible();
  },
};
export const Line: Story = { args: { kind: 'line', data: month } };
export const ManyBars: Story = { args: { data: month } };
export const WithNegative: Story = {
  args: {
    title: 'Saldo por dia',
    data: [
      { label: '19/11', value: 20000 },
      { label: '20/11', value: -51000 },
      { label: '21/11', value: 30000 },
    ],
  },
};
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Receita por dia' }),
    ).toHaveAccessibleDescription('Sem dados no período.');
  },
};
export const Counts: Story = {
  args: {
    title: 'Reservas por dia',
    formatValue: undefined,
    valueLabel: 'Reservas',
    data: week.map((p) => ({ ...p, value: p.value / 1000 })),
  },
};
export const Phone: Story = { decorators: [onPhone] };
