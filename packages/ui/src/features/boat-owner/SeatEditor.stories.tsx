import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { arrive, findToast, pendingRequest, appMeta } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import SeatEditorScreen from './SeatEditorScreen.tsx';
import { asOwner, ESCUNA, findAlert, LANCHA } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Editor de lugares',
  component: SeatEditorScreen,
  ...appMeta,
  parameters: asOwner(`${PATHS.boatOwnerBoats}/${LANCHA}/lugares`),
} satisfies Meta<typeof SeatEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = (canvasElement: HTMLElement, boat: string) =>
  arrive(canvasElement, `Mapa de lugares: ${boat}`).then(() =>
    within(canvasElement).findByRole(
      'heading',
      { name: 'Como os visitantes veem' },
      { timeout: 10_000 },
    ),
  );

/** The escuna: three zones bow to stern, sold seats outlined, the visitors' view beside. */
export const Escuna: Story = {
  parameters: asOwner(`${PATHS.boatOwnerBoats}/${ESCUNA}/lugares`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await opened(canvasElement, 'Escuna Maré Alta');
    await expect(canvas.getByText('34 de 40')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Lugares da área Proa' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Proa, fileira 1, coluna 1: lugar P1, Passageiro, vendido',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cabine: 8 lugares à venda' })).toBeVisible();
  },
};

/** Keyboard only: arrows to an empty cell, Enter puts a seat, then save in one call. */
export const AddSeatWithKeyboardAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await opened(canvasElement, 'Lancha Sancho');
    await expect(canvas.getByText('9 de 12')).toBeVisible();
    const popa = canvas.getByRole('group', { name: 'Lugares da área Popa' });
    const first = within(popa).getAllByRole('button')[0];
    first?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    // A6 is the blocked engine hatch; make it a passenger seat again.
    const hatch = within(popa).getByRole('button', { name: /lugar A6, Bloqueado/ });
    await waitFor(() => expect(hatch).toHaveFocus());
    await userEvent.click(hatch);
    await userEvent.click(canvas.getByRole('radio', { name: 'Passageiro' }));
    await expect(canvas.getByText('10 de 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar mapa de lugares' }));
    await expect(await findToast(canvasElement, 'Mapa de lugares salvo.')).toBeVisible();
  },
};

/** More passenger seats than the lotação: the editor says what to fix and will not save. */
export const OverCapacity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await opened(canvasElement, 'Lancha Sancho');
    await userEvent.clear(canvas.getByLabelText('Nova área'));
    await userEvent.type(canvas.getByLabelText('Nova área'), 'Cabine');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar área' }));
    const cabine = await canvas.findByRole('group', { name: 'Lugares da área Cabine' });
    for (const cell of within(cabine).getAllByRole('button').slice(0, 4))
      await userEvent.click(cell);
    await expect(
      canvas.getByText(
        'São 13 lugares de passageiro para uma lotação de 12. Bloqueie ou remova 1.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar mapa de lugares' })).toBeDisabled();
  },
};

/** A sold seat cannot be blocked or removed: the reason, and the seat stays. */
export const SoldSeatKept: Story = {
  parameters: asOwner(`${PATHS.boatOwnerBoats}/${ESCUNA}/lugares`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await opened(canvasElement, 'Escuna Maré Alta');
    await userEvent.click(canvas.getByRole('button', { name: /lugar P1, Passageiro, vendido/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Bloqueado' }));
    await findAlert(canvasElement, 'O lugar P1 está vendido numa saída futura');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover lugar P1' }));
    await findAlert(canvasElement, 'O lugar P1 já foi reservado e não pode ser removido.');
    await expect(
      canvas.getByRole('button', { name: /lugar P1, Passageiro, vendido/ }),
    ).toBeVisible();
  },
};

/** The save fails: the message, and every change still on screen. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcSaveBoatLayout')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await opened(canvasElement, 'Lancha Sancho');
    const name = canvas.getAllByLabelText('Nome da área')[0];
    if (!name) throw new Error('no zone name field');
    await userEvent.clear(name);
    await userEvent.type(name, 'Proa aberta');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar mapa de lugares' }));
    await findAlert(canvasElement, 'O servidor falhou. Tente novamente em instantes.');
    await expect(name).toHaveValue('Proa aberta');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/owner_boat_layout') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Carregando o mapa de lugares...',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcOwnerBoatLayout')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Tentar novamente' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
