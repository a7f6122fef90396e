import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Componentes/Dialog',
  component: Dialog,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    title: 'Escolha seus assentos',
    description: 'Escuna Netuno · sáb., 05/12 às 10h30',
    trigger: <Button>Escolher assentos</Button>,
    children: <p>Proa: sol e respingos. Popa coberta: sombra e menos balanço.</p>,
    actions: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button>Confirmar assentos</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, traps focus, closes with Escape and gives focus back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Escolher assentos' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Escolha seus assentos' });
    await expect(dialog).toHaveAccessibleDescription('Escuna Netuno · sáb., 05/12 às 10h30');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Phone: Story = {
  args: {
    defaultOpen: true,
    title: 'Política de cancelamento do passeio de escuna em Arraial do Cabo',
    children: (
      <p>
        Cancelamentos com 24 horas ou mais de antecedência recebem reembolso integral; entre 12 e 24
        horas, metade do valor. Se a Capitania dos Portos fechar o mar, você escolhe outra data ou
        recebe o valor de volta.
      </p>
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
};
