import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { Button } from '../Button/Button.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Componentes/AlertDialog',
  component: AlertDialog,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    title: 'Cancelar a reserva?',
    description: 'Você recebe 100% do valor de volta, pois faltam mais de 24 horas para o passeio.',
    confirmLabel: 'Cancelar reserva',
    cancelLabel: 'Manter reserva',
    trigger: <Button variant="danger">Cancelar reserva</Button>,
    onConfirm: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on the safe choice; confirming calls back and the dialog stays until closed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Cancelar a reserva?' });
    await expect(within(dialog).getByRole('button', { name: 'Manter reserva' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeInTheDocument();
  },
};

/** While the action runs nothing closes it and the button says what is happening. */
export const Busy: Story = {
  args: { open: true, busy: true, busyLabel: 'Cancelando...' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Manter reserva' })).toBeDisabled();
  },
};

/** The caller closes the dialog when the work is done. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="danger">Excluir imagem</Button>}
        title="Excluir “praia.jpg”?"
        description="A imagem será apagada e os links dela deixarão de funcionar."
        confirmLabel="Excluir imagem"
        cancelLabel="Cancelar"
        onConfirm={() => setOpen(false)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Excluir imagem' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir imagem' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
