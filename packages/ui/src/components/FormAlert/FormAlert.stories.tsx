import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { FormAlert } from './FormAlert.tsx';

const meta = {
  title: 'Componentes/FormAlert',
  tags: ['one-width'],
  component: FormAlert,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { message: 'Credenciais inválidas. Verifique seu email e senha.', tone: 'error' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'success', 'warning', 'info'] } },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toHaveTextContent('Credenciais inválidas');
  },
};
export const Success: Story = {
  args: { tone: 'success', message: 'Senha alterada. Você já pode entrar.' },
};
export const Warning: Story = {
  args: { tone: 'warning', message: 'Sua reserva expira em 5 minutos.' },
};
export const Info: Story = {
  args: { tone: 'info', message: 'Enviamos um email para confirmar seu cadastro.' },
};

/** Nothing to say yet: the live region is there, empty, so what appears later is announced. */
export const Empty: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('paragraph')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: {
    message:
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente; o que você digitou continua aqui.',
  },
  decorators: [onPhone],
};
