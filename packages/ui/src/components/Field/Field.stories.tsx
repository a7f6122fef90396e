import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Field, useFieldIds, type FieldProps } from './Field.tsx';

/** The frame every field primitive shares: label, hint, the control and its error, tied by ids. */
function NativeInputField({ label, hint, error }: FieldProps) {
  const { controlProps, ...ids } = useFieldIds(hint, error);
  return (
    <Field {...ids} label={label} hint={hint} error={error}>
      <input {...controlProps} defaultValue="Arraial" />
    </Field>
  );
}

const meta = {
  title: 'Componentes/Field',
  tags: ['one-width'],
  component: NativeInputField,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Cidade', hint: 'Onde fica o ponto de encontro.' },
} satisfies Meta<typeof NativeInputField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cidade');
    await expect(input).toHaveAccessibleDescription('Onde fica o ponto de encontro.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Informe a cidade.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cidade');
    await expect(input).toHaveAccessibleDescription(
      'Onde fica o ponto de encontro. Informe a cidade.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The hint and the error wrap inside a phone's width. */
export const Phone: Story = { ...WithError, decorators: [onPhone] };
