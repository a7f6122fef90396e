import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Componentes/Stepper',
  component: Stepper,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    steps: ['Assentos', 'Passageiros', 'Pagamento', 'Confirmação'],
    current: 1,
    label: 'Etapas da reserva',
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Passageiros').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};
export const First: Story = { args: { current: 0 } };
export const Last: Story = { args: { current: 3 } };
export const Phone: Story = { decorators: [onPhone] };
