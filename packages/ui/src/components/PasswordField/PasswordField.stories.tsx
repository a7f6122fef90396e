import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Componentes/PasswordField',
  tags: ['one-width'],
  component: PasswordField,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { label: 'Senha', name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows what was typed, says it is pressed, and hides it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await userEvent.type(input, 'segredo');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segredo');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: { autoComplete: 'new-password', hint: 'Pelo menos 6 caracteres.' },
};

export const Error: Story = {
  args: { error: 'A senha deve ter pelo menos 6 caracteres.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { args: { hint: 'Pelo menos 6 caracteres.' }, decorators: [onPhone] };
