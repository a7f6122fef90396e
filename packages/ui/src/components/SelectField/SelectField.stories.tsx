import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { SelectField } from './SelectField.tsx';

const meta = {
  title: 'Componentes/SelectField',
  tags: ['one-width'],
  component: SelectField,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    label: 'Região',
    name: 'regiao',
    placeholder: 'Todas as regiões',
    options: [
      { value: 'nordeste', label: 'Nordeste' },
      { value: 'sudeste', label: 'Sudeste' },
      { value: 'sul', label: 'Sul' },
      { value: 'norte', label: 'Norte' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Região');
    await userEvent.selectOptions(select, 'Sudeste');
    await expect(select).toHaveValue('sudeste');
  },
};

export const Error: Story = {
  args: {
    label: 'Tipo de serviço',
    placeholder: 'Escolha...',
    error: 'Escolha o tipo de serviço.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Tipo de serviço');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Escolha o tipo de serviço.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { decorators: [onPhone] };
