import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { expectVisibleFocus, onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Componentes/TextField',
  tags: ['one-width'],
  component: TextField,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Nome', name: 'nome', autoComplete: 'name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Nome');
    await userEvent.type(input, 'Marina Duarte');
    await expect(input).toHaveValue('Marina Duarte');
  },
};

export const WithHint: Story = {
  args: { label: 'WhatsApp', name: 'whatsapp', hint: 'Com DDD, como (21) 98765-4321.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('WhatsApp');
    await expect(input).toHaveAccessibleDescription('Com DDD, como (21) 98765-4321.');
  },
};

/** The message is tied to the input, which says it is invalid. */
export const Error: Story = {
  args: { label: 'Email', name: 'email', type: 'email', error: 'Informe seu email.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe seu email.');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectVisibleFocus(within(canvasElement).getByLabelText('Nome'));
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Marina Duarte' } };

export const LongText: Story = {
  args: {
    label: 'Nome da empresa de passeios, como aparece no Cadastur e nos recibos',
    hint: 'Se a empresa tiver nome fantasia, use o nome fantasia; o nome empresarial fica no contrato.',
    error: 'Informe o nome da empresa para que os visitantes reconheçam seus passeios.',
    defaultValue: 'Passeios de Escuna Arraial do Cabo Ilha do Farol Turismo Náutico Ltda.',
  },
};

export const Phone: Story = { ...LongText, decorators: [onPhone] };

/** With react-hook-form's `register`: the value and the error come from the form. */
export const WithReactHookForm: Story = {
  render: function Render() {
    const form = useForm<{ cidade: string }>();
    const { errors } = form.formState;
    return (
      <form
        noValidate
        onSubmit={form.handleSubmit(() => {})}
        style={{ display: 'grid', gap: 12, maxWidth: 360 }}
      >
        <TextField
          label="Cidade"
          {...form.register('cidade', { required: 'Informe sua cidade.' })}
          error={errors.cidade?.message}
        />
        <Button type="submit">Salvar</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    const input = canvas.getByLabelText('Cidade');
    await expect(input).toHaveAccessibleDescription('Informe sua cidade.');
    await expect(input).toHaveFocus();
  },
};
