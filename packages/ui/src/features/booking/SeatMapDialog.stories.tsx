import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  advanceStoryTime,
  findPageHeading,
  appMeta,
  storyTabStorage,
} from '../../storybook/index.ts';
import BookDepartureScreen from './BookDepartureScreen.tsx';
import { checkoutDraftKey } from './checkout-draft.ts';
import {
  BOOKINGS,
  DEPARTURES,
  SMALL_PHONE,
  bookRoute,
  bookingRefusal,
  expectInside,
  expectSeatLook,
  expectWordsWhole,
  findGrid,
  goToSeats,
  openSeatMap,
  rivalHolds,
  seat,
  wideBoat,
} from './story-support.ts';

const meta = {
  title: 'Telas/Reserva/Mapa de lugares',
  component: BookDepartureScreen,
  ...appMeta,
  parameters: { route: bookRoute(DEPARTURES.escuna), signedInAs: 'visitor' },
} satisfies Meta<typeof BookDepartureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The party comes first: adults, children and lap children, with the all-in price. */
export const PartySize: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSeatMap(canvasElement);
    await expect(
      await dialog.findByRole('heading', { name: 'Quantas pessoas vão?' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mais criança' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mais criança de colo' }));
    // 2 adults × R$ 100 + 1 child × R$ 50 + 3 × R$ 10 of boarding fee.
    await expect(dialog.getByText('R$ 280,00')).toBeVisible();
    await expect(dialog.getByText(/inclui R\$\s10,00|inclui R\$\s30,00/)).toBeVisible();
  },
};

/** The party on the smallest phone: the counters, their labels and the price keep whole words. */
export const PartySizeSmallPhone: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const dialog = await openSeatMap(canvasElement);
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Mais criança de colo' }, { timeout: 10_000 }),
    );
    const box = dialog.getByRole('heading', { name: 'Quantas pessoas vão?' }).closest('[role]');
    if (!box) throw new Error('no dialog');
    await expect(dialog.getByText(/^Total:/)).toHaveTextContent(/R\$\s220,00/);
    await expectWordsWhole(box);
    for (const button of dialog.getAllByRole('button')) await expectInside(button, box);
  },
};

/**
 * The smallest phone (320 px): the whole boat fits the dialog, every seat can be tapped and
 * reached by the arrows, and none is cut off at the edge.
 */
export const SeatsSmallPhone: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    const box = grid.closest('[role="dialog"]');
    if (!box) throw new Error('no dialog');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    for (const cell of grid.querySelectorAll('[data-seat]')) {
      await expectInside(cell, box);
      await expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
    }
    seat(grid, 'P1').focus();
    await userEvent.keyboard('{End}');
    await expect(seat(grid, 'P5')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(seat(grid, 'P10'));
    await expectSeatLook(grid, 'P5', 'selecionado');
    await expectSeatLook(grid, 'P10', 'selecionado');
    await expect(dialog.getByText('Escolhidos: P5 e P10 (2 de 2).')).toBeVisible();
    await expectWordsWhole(box);
  },
};

/**
 * A boat ten seats wide on the smallest phone: too wide even at the smallest seat, so the boat
 * scrolls sideways as a whole inside the dialog, from its first seat, and the arrows bring the
 * last seat into view.
 */
export const WideBoatSmallPhone: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  parameters: {
    ...SMALL_PHONE.parameters,
    msw: { handlers: wideBoat(DEPARTURES.escuna, 10) },
  },
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const box = grid.closest('[role="dialog"]');
    const frame = grid.parentElement;
    if (!box || !frame) throw new Error('no dialog');
    // The dialog itself never scrolls sideways; the boat's frame does, starting at its first seat.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(frame.scrollLeft).toBe(0);
    // On a phone ten seats (at least 2rem each) are wider than the dialog: the frame scrolls.
    if (window.innerWidth < 400) await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expectInside(seat(grid, 'L1'), frame);
    seat(grid, 'L1').focus();
    await userEvent.keyboard('{End}');
    await expect(seat(grid, 'L10')).toHaveFocus();
    await waitFor(() => expectInside(seat(grid, 'L10'), frame));
    await userEvent.click(seat(grid, 'L10'));
    await expectSeatLook(grid, 'L10', 'selecionado');
  },
};

/**
 * Seats chosen with the keyboard only: arrows through the grid, Space to choose, then held. The
 * new booking starts with no earlier checkout's typing left in the tab.
 */
export const ChosenByKeyboard: Story = {
  // The hold's booking code comes from the database's own random source: no screenshot yet.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await userEvent.tab();
    while (!grid.contains(document.activeElement)) await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^Lugar P1, Proa, livre/);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/^Lugar P7, Proa, livre/);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expectSeatLook(grid, 'P7', 'selecionado');
    await expectSeatLook(grid, 'P8', 'selecionado');
    await expect(dialog.getByText('Escolhidos: P7 e P8 (2 de 2).')).toBeVisible();
    const earlier = checkoutDraftKey(BOOKINGS.veraHeld);
    storyTabStorage()?.setItem(earlier, JSON.stringify({ nome0: 'Vera Visitante' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reservar lugares' }));
    await expect(
      await dialog.findByRole('heading', { name: 'Lugares reservados para você' }),
    ).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveTextContent('10:00');
    await expect(storyTabStorage()?.getItem(earlier)).toBe(null);
  },
};

/** "Escolher por mim" keeps the party together in the preferred zone. */
export const ChosenForMe: Story = {
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Área preferida'), 'Cabine');
    await userEvent.click(dialog.getByRole('button', { name: 'Escolher por mim' }));
    await expect(dialog.getByText('Escolhemos K1 e K2, juntos, em Cabine.')).toBeVisible();
    await expectSeatLook(grid, 'K1', 'selecionado');
    await expectSeatLook(grid, 'K2', 'selecionado');
  },
};

type Dialog = Awaited<ReturnType<typeof openSeatMap>>;

/** "Reservar lugares": the seats are held, with 10 minutes on the clock. */
async function reserveChosen(dialog: Dialog) {
  await userEvent.click(dialog.getByRole('button', { name: 'Reservar lugares' }));
  await expect(
    await dialog.findByRole(
      'heading',
      { name: 'Lugares reservados para você' },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveTextContent('10:00');
}

/** Holds C5 and C6, then lets the 10 minutes of the hold run out with the dialog open. */
async function holdRunsOut(canvasElement: HTMLElement) {
  const grid = await goToSeats(canvasElement);
  const dialog = await openSeatMap(canvasElement);
  await userEvent.click(seat(grid, 'C5'));
  await userEvent.click(seat(grid, 'C6'));
  await reserveChosen(dialog);
  // The screen's clock and the database's move together; the countdown's next tick sees zero.
  advanceStoryTime(10 * 60_000);
  await expect(
    await dialog.findByText(
      'O tempo para concluir a reserva acabou e os lugares foram liberados. Sua escolha continua marcada: reserve de novo.',
      {},
      { timeout: 10_000 },
    ),
  ).toBeVisible();
  const freshGrid = await findGrid(canvasElement);
  await expectSeatLook(freshGrid, 'C5', 'selecionado');
  await expectSeatLook(freshGrid, 'C6', 'selecionado');
  await expect(dialog.getByRole('heading', { name: 'Escolha 2 lugares' })).toHaveFocus();
  await expect(dialog.getByText('Escolhidos: C5 e C6 (2 de 2).')).toBeVisible();
  return dialog;
}

/**
 * The hold's countdown reaches zero with the dialog open: said plainly, the seats are free again,
 * and the party and the chosen seats are still there to hold again.
 */
export const HoldRunsOut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await holdRunsOut(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Reservar lugares' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** After the hold ran out, the same seats are held again with one click and a new 10 minutes. */
export const HoldAgainAfterRunningOut: Story = {
  // The new hold's booking code comes from the database's own random source.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await holdRunsOut(canvasElement);
    await reserveChosen(dialog);
    await expect(dialog.getByText('C5 e C6')).toBeVisible();
  },
};

/**
 * Another buyer takes one of the chosen seats while the map is open: the hold is refused, the
 * person is told which seat went, and the other seat stays chosen.
 */
export const SeatTakenMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await userEvent.click(seat(grid, 'C5'));
    await userEvent.click(seat(grid, 'C6'));
    await rivalHolds(DEPARTURES.escuna, ['C6']);
    await userEvent.click(dialog.getByRole('button', { name: 'Reservar lugares' }));
    await expect(
      await dialog.findByText(
        'O lugar C6 acabou de ser reservado por outra pessoa. Escolha outro; os demais lugares continuam selecionados.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expectSeatLook(grid, 'C6', 'ocupado');
    await expectSeatLook(grid, 'C5', 'selecionado');
  },
};

/** Nearly full: the taken seats are grey, blocked crew seats hatched, the accessible one marked. */
export const NearlyFull: Story = {
  parameters: { route: bookRoute(DEPARTURES.nearlyFull) },
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    await expectSeatLook(grid, 'P1', 'ocupado');
    await expectSeatLook(grid, 'T1', 'bloqueado');
    await expect(seat(grid, 'C13')).toHaveAccessibleName(
      'Lugar C13, Popa coberta, livre, acessível',
    );
  },
};

/** A departure the map says cannot be sold: its seats show, and the reason is said plainly. */
const unsellable = (departureId: string, message: string): Story => ({
  parameters: { route: bookRoute(departureId) },
  play: async ({ canvasElement }) => {
    await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await expect(await dialog.findByText(message)).toBeVisible();
  },
});

/** Sold out: said plainly; nothing can be chosen. */
export const SoldOut = unsellable(DEPARTURES.soldOut, 'Esta saída está esgotada.');

/** The boat owner cancelled the departure (mar fechado): sales closed. */
export const DepartureClosed = unsellable(
  DEPARTURES.closed,
  'As vendas para esta saída estão encerradas.',
);

/** The sales cut-off has passed (an hour before leaving). */
export const CutOffPassed = unsellable(
  DEPARTURES.cutOff,
  'O prazo para reservar esta saída já terminou.',
);

/** Signed out: the choice is kept in the address while the person signs in. */
export const SignedOut: Story = {
  parameters: { signedInAs: null },
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await userEvent.click(seat(grid, 'P1'));
    await userEvent.click(seat(grid, 'P2'));
    await userEvent.click(dialog.getByRole('button', { name: 'Entrar para reservar' }));
    await expect(await findPageHeading(canvasElement, 'Entrar')).toBeVisible();
  },
};

/** The database refuses the hold with `code`: the message is said, the chosen seats stay chosen. */
const holdRefused = (code: string, detail: Record<string, unknown>, message: string): Story => ({
  parameters: { msw: { handlers: bookingRefusal('hold_seats', code, detail) } },
  play: async ({ canvasElement }) => {
    const grid = await goToSeats(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await userEvent.click(seat(grid, 'K3'));
    await userEvent.click(seat(grid, 'K4'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reservar lugares' }));
    await expect(await dialog.findByText(message)).toBeVisible();
    await expectSeatLook(grid, 'K3', 'selecionado');
    await expectSeatLook(grid, 'K4', 'selecionado');
  },
});

/** The boat's lotação (lap children count) is reached between the map and the hold. */
export const CapacityReached = holdRefused(
  'capacity_reached',
  { left: 1 },
  'Não há mais lugares suficientes nesta saída.',
);

/** The person already has 3 bookings in progress: told what to do. */
export const TooManyHolds = holdRefused(
  'too_many_holds',
  { limit: 3 },
  'Você já tem 3 reservas em andamento. Conclua ou cancele uma delas.',
);

/** One account may hold 12 people unpaid on a departure: the server counts people, not holds. */
export const TooManyPeople = holdRefused(
  'too_many_people',
  { limit: 12, held: 11 },
  'Você já tem reservas em andamento para 12 pessoas nesta saída. Conclua ou cancele uma delas.',
);

/** Holds let go again and again on this departure: told from when they may hold again. */
export const HoldCooldown = holdRefused(
  'hold_cooldown',
  { retry_at: '2026-11-21T14:25:00Z' },
  'Você liberou várias reservas desta saída em pouco tempo. Você poderá reservar de novo a partir das 11:25.',
);

/** The seat map cannot be read (offline): a retry, inside the dialog. */
export const MapLoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcSeatMap')] } } },
  play: async ({ canvasElement }) => {
    await goToSeatsWithoutGrid(canvasElement);
    const dialog = await openSeatMap(canvasElement);
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /Não foi possível falar com o servidor/,
    );
  },
};

async function goToSeatsWithoutGrid(canvasElement: HTMLElement) {
  const dialog = await openSeatMap(canvasElement);
  await userEvent.click(
    await dialog.findByRole('button', { name: 'Escolher lugares' }, { timeout: 10_000 }),
  );
}
