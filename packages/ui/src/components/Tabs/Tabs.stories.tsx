import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Componentes/Tabs',
  tags: ['one-width'],
  component: Tabs,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    label: 'Seções do painel',
    items: [
      { value: 'reservas', label: 'Reservas', content: <p>12 reservas para hoje.</p> },
      { value: 'saidas', label: 'Saídas', content: <p>3 saídas confirmadas.</p> },
      { value: 'barcos', label: 'Barcos', content: <p>2 barcos cadastrados.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reservas' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Saídas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 saídas confirmadas.');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'barcos' } };

export const Phone: Story = {
  args: {
    items: [
      { value: 'a', label: 'Reservas de hoje', content: <p>12 reservas.</p> },
      { value: 'b', label: 'Lista de passageiros', content: <p>40 passageiros.</p> },
      { value: 'c', label: 'Faturamento do mês', content: <p>R$ 12.400,00.</p> },
      { value: 'd', label: 'Avaliações', content: <p>4,8 de 5.</p> },
    ],
  },
  decorators: [onPhone],
};
