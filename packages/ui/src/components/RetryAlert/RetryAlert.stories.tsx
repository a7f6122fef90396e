import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone } from '../../storybook/story-frames.tsx';
import { RetryAlert } from './RetryAlert.tsx';

const REASON = 'Não foi possível carregar seus arquivos. Erro no servidor de arquivos.';

const meta = {
  title: 'Componentes/RetryAlert',
  tags: ['one-width'],
  component: RetryAlert,
  args: { message: REASON, retrying: false, onRetry: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(REASON);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Tentando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The reason wraps above its button on a phone. */
export const Phone: Story = { ...Failed, decorators: [onPhone] };
