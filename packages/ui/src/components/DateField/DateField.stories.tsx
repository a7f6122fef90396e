import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Componentes/DateField',
  tags: ['one-width'],
  component: DateField,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Data do passeio', name: 'data', min: '2026-11-23', defaultValue: '2026-12-05' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Data do passeio');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-12-05');
  },
};

export const Error: Story = {
  args: { defaultValue: '', error: 'Escolha a data do passeio.' },
};

export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { decorators: [onPhone] };
