import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { appMeta, backendLoader, findToast, page } from '../../../storybook/index.ts';
import { plantSql } from '../../../reports/story-support.ts';
import { SalesReportScreen } from './SalesReportScreen.tsx';

const meta = {
  title: 'Telas/Admin/Relatório de vendas/Não compareceu',
  component: SalesReportScreen,
  ...appMeta,
  // Monday 24 November: the seed's weekend departures have left, the next weeks' have not.
  parameters: {
    signedInAs: 'admin',
    route: '/admin/sales-report',
    now: '2026-11-24T10:00:00-03:00',
  },
} satisfies Meta<typeof SalesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 10_000 };

/** The sales list once its rows have arrived (the loading one has no count). */
const LOADED = { name: /^Reservas vendidas \(\d+\)$/ };
async function salesTable(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', LOADED, timeout));
}

/** The row of a booking, by its code, read anew (the list is drawn again after each change). */
function rowOf(canvasElement: HTMLElement, code: string) {
  const table = within(within(canvasElement).getByRole('table', LOADED));
  const row = table.getByRole('cell', { name: code }).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
}

/** The row's status cell says "Não compareceu" (not the button's own words). */
const markedNoShow = (canvasElement: HTMLElement, code: string) =>
  rowOf(canvasElement, code).queryByRole('cell', { name: 'Não compareceu' });

const codeIn = (button: HTMLElement) => /reserva (\w+)$/.exec(button.textContent ?? '')?.[1] ?? '';

/**
 * The weekend's paid bookings can be marked as nobody came, after a question, and the mark
 * undone; bookings of departures still ahead (2 December) and cancelled ones have no button.
 */
export const MarksAndUndoes: Story = {
  play: async ({ canvasElement }) => {
    const table = await salesTable(canvasElement);
    const marks = table.getAllByRole('button', { name: /^Não veio — reserva / });
    // Ten sales: three cancelled, one on 2 December, six on the weekend.
    await expect(marks).toHaveLength(6);
    await expect(rowOf(canvasElement, '7MRZDQ').queryByRole('button')).toBeNull();
    const [mark] = marks;
    if (!mark) throw new Error('no booking to mark');
    const code = codeIn(mark);
    await userEvent.click(mark);
    const dialog = within(
      await page(canvasElement).findByRole('alertdialog', {
        name: `Marcar a reserva ${code} como não compareceu?`,
      }),
    );
    await expect(dialog.getByText(/fica registrada na auditoria em seu nome/)).toBeVisible();
    // The safe choice first.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar como não compareceu' }));
    await expect(
      await findToast(canvasElement, `Reserva ${code} marcada como não compareceu.`),
    ).toBeVisible();
    await waitFor(() => expect(markedNoShow(canvasElement, code)).toBeVisible(), timeout);
    const undo = await waitFor(
      () => rowOf(canvasElement, code).getByRole('button', { name: `Desfazer — reserva ${code}` }),
      timeout,
    );
    await userEvent.click(undo);
    await userEvent.click(
      within(
        await page(canvasElement).findByRole('alertdialog', {
          name: `Desfazer "não compareceu" da reserva ${code}?`,
        }),
      ).getByRole('button', { name: 'Desfazer' }),
    );
    await expect(
      await findToast(canvasElement, `Reserva ${code} desmarcada: volta a constar como paga.`),
    ).toBeVisible();
    await expect(
      await waitFor(
        () =>
          rowOf(canvasElement, code).getByRole('button', {
            name: `Não veio — reserva ${code}`,
          }),
        timeout,
      ),
    ).toBeVisible();
  },
};

/** "Cancelar" asks nothing of the server: the booking stays as it was. */
export const CancelAsksNothing: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const table = await salesTable(canvasElement);
    const [mark] = table.getAllByRole('button', { name: /^Não veio — reserva / });
    if (!mark) throw new Error('no booking to mark');
    await userEvent.click(mark);
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(mark).toHaveFocus();
    await expect(markedNoShow(canvasElement, codeIn(mark))).toBeNull();
  },
};

/** Checked in after the list was read: the server refuses, and says why. */
export const RefusedAfterCheckIn: Story = {
  tags: ['no-visual'],
  loaders: [
    async () =>
      plantSql(`
        update public.passengers set checked_in_at = '2026-11-22T08:40:00-03:00'
        where booking_id in (
          select b.id from public.bookings b join public.departures d on d.id = b.departure_id
          where b.status = 'confirmed' and d.starts_at < '2026-11-24T10:00:00-03:00');`),
    backendLoader,
  ],
  play: async ({ canvasElement }) => {
    const table = await salesTable(canvasElement);
    const [mark] = table.getAllByRole('button', { name: /^Não veio — reserva / });
    if (!mark) throw new Error('no booking to mark');
    await userEvent.click(mark);
    await userEvent.click(
      within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', {
        name: 'Marcar como não compareceu',
      }),
    );
    await expect(
      await findToast(
        canvasElement,
        'Alguém desta reserva já fez check-in: ela não pode ser marcada como não compareceu.',
      ),
    ).toBeVisible();
    // The question closes; the booking is as it was.
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(markedNoShow(canvasElement, codeIn(mark))).toBeNull();
  },
};

/** The server fails: a toast says so and nothing changes. */
export const ServerFails: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcSetBookingNoShow')] } } },
  play: async ({ canvasElement }) => {
    const table = await salesTable(canvasElement);
    const [mark] = table.getAllByRole('button', { name: /^Não veio — reserva / });
    if (!mark) throw new Error('no booking to mark');
    await userEvent.click(mark);
    await userEvent.click(
      within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', {
        name: 'Marcar como não compareceu',
      }),
    );
    await expect(
      await findToast(canvasElement, 'Não foi possível concluir. Tente novamente.'),
    ).toBeVisible();
    // The question closes; the booking is as it was.
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(markedNoShow(canvasElement, codeIn(mark))).toBeNull();
  },
};
