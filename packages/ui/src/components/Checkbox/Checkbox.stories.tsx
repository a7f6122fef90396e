import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectVisibleFocus, onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Componentes/Checkbox',
  tags: ['one-width'],
  component: Checkbox,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Quero receber novidades por email', name: 'novidades' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /novidades/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'No máximo um email por semana.' } };

export const Error: Story = {
  args: {
    label: 'Li e aceito a política de cancelamento',
    name: 'aceite',
    error: 'Aceite a política para continuar.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Aceite a política para continuar.');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectVisibleFocus(within(canvasElement).getByRole('checkbox'));
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = {
  args: {
    label:
      'Autorizo a Maré a enviar a lista de passageiros à Capitania dos Portos, como a lei pede',
  },
  decorators: [onPhone],
};
