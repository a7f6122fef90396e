import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Componentes/RadioGroup',
  tags: ['one-width'],
  component: RadioGroup,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    legend: 'Como você vai usar a Maré?',
    name: 'accountType',
    defaultValue: 'user',
    options: [
      { value: 'user', label: 'Quero conhecer praias e passeios' },
      { value: 'boat_owner', label: 'Tenho um barco e ofereço passeios' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice, as in every native radio group. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'Quero conhecer praias e passeios' });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }),
    ).toBeChecked();
  },
};

export const WithHints: Story = {
  args: {
    legend: 'Onde prefere sentar?',
    name: 'zona',
    defaultValue: undefined,
    options: [
      { value: 'proa', label: 'Proa', hint: 'Sol e respingos; balança mais.' },
      { value: 'popa', label: 'Popa coberta', hint: 'Sombra; balança menos.' },
      { value: 'cabine', label: 'Cabine', hint: 'Fechada, com banheiro perto.' },
    ],
  },
};

export const Error: Story = {
  args: { defaultValue: undefined, error: 'Escolha uma opção.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Escolha uma opção.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { decorators: [onPhone] };
