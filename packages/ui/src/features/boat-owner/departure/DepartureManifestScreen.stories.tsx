import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  findFormAlert,
  findPageHeading,
  findToast,
  networkRecovers,
  page,
  pendingRequest,
  appMeta,
} from '../../../storybook/index.ts';
import { DepartureManifestScreen } from './DepartureManifestScreen.tsx';
import { departureManifestPath } from './paths.ts';

/** Fixture departures of seed.sql: `d0000000-0000-4000-8000-<tour 4 digits><day + 10, 8 digits>`. */
const departure = (tour: number, day: number) =>
  `d0000000-0000-4000-8000-${String(tour).padStart(4, '0')}${String(day + 10).padStart(8, '0')}`;
/** Tomorrow's escuna: 30 seats sold (2 awaiting Pix), a lap child. */
const nearlyFull = departure(1, 1);
const noBookings = departure(1, 5);
/** Vera's catamarã in Jericoacoara, eleven days ahead. */
const jeriLater = departure(4, 11);
const whalesCancelled = departure(6, 1);

const meta = {
  title: 'Telas/Dono de barco/Lista de passageiros',
  component: DepartureManifestScreen,
  ...appMeta,
  parameters: { route: departureManifestPath(nearlyFull), signedInAs: 'boatOwner' },
} satisfies Meta<typeof DepartureManifestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The passengers' rows: list items inside the zone sections (the area's navigation is a list too). */
const findPassengers = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findAllByRole(
    'checkbox',
    { name: /^Check-in de / },
    { timeout: 10_000 },
  );
  return [...canvasElement.querySelectorAll('section[aria-labelledby^="zona-"] li')];
};
/** The first passenger's check-in box, and the name it is for. */
async function firstCheckIn(canvasElement: HTMLElement) {
  const [box] = await within(canvasElement).findAllByRole(
    'checkbox',
    { name: /^Check-in de / },
    { timeout: 10_000 },
  );
  if (!box) throw new Error('no check-in box');
  const name = (box.closest('label')?.textContent ?? '').replace(/^Check-in de /, '');
  return { box, name };
}

/** A long list: every passenger zone by zone, with the counts by band and zone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPageHeading(canvasElement, 'Lista de passageiros')).toBeVisible();
    await expect(await findPassengers(canvasElement)).toHaveLength(31);
    await expect(
      canvas.getByText('Passeio de escuna pelas praias de Arraial do Cabo'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Proa (10)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Colo (1)' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Resumo' }));
    await expect(summary.getByText('0 de 31')).toBeVisible();
    await expect(canvas.getAllByText('Pagamento pendente').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getAllByText(/CPF \*\*\*\.\d{3}\.\d{3}-\*\*/).length).toBe(30);
    await expect(canvas.getByRole('button', { name: 'Baixar planilha (CSV)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Lista de embarque (CSV)' })).toBeEnabled();
  },
};

/** The boarding list (full CPF, birth date) comes from the server only on the click, audited there. */
export const BoardingListDownload: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const saved: Blob[] = [];
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (file: Blob | MediaSource) => {
      if (file instanceof Blob) saved.push(file);
      return original(file);
    };
    try {
      await findPassengers(canvasElement);
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Lista de embarque (CSV)' }),
      );
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
      const text = (await saved[0]?.text()) ?? '';
      await expect(text).toContain('Passageiro;CPF;Data de nascimento;Faixa;Assento;Reserva');
      await expect(text.match(/;\d{3}\.\d{3}\.\d{3}-\d{2};/g)?.length).toBe(30);
    } finally {
      URL.createObjectURL = original;
    }
  },
};

export const BoardingListFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcDepartureBoardingList')] } } },
  play: async ({ canvasElement }) => {
    await findPassengers(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Lista de embarque (CSV)' }),
    );
    await findToast(canvasElement, 'Não foi possível gerar a lista de embarque. Tente novamente.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/departure_manifest') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Carregando a lista de passageiros...',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: departureManifestPath(noBookings) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Nenhum passageiro nesta saída ainda' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir lista' })).toBeDisabled();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcDepartureManifest')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a lista de passageiros. Verifique sua conexão e tente novamente.',
    );
    networkRecovers();
    await userEvent.click(retry);
    await expect(await findPassengers(canvasElement)).toHaveLength(31);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcDepartureManifest')] } } },
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

/** Someone else's departure: the database refuses, and the screen says why. */
export const NotYourDeparture: Story = {
  parameters: { signedInAs: 'newBoatOwner' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Esta saída não é de um passeio seu');
    await expect(within(alert).getByRole('link', { name: 'Ir para o painel' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: departureManifestPath('00000000-0000-4000-8000-00000019bfff') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Não encontramos esta saída.');
  },
};

/** At the pier: a tap checks a passenger in; the toast's "Desfazer" undoes it. */
export const CheckInAndUndo: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { box, name } = await firstCheckIn(canvasElement);
    await userEvent.click(box);
    const toast = await findToast(canvasElement, `Check-in de ${name} registrado.`);
    await expect(box).toBeChecked();
    await waitFor(() => expect(within(canvasElement).getByText('1 de 31')).toBeVisible());
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await findToast(canvasElement, `Check-in de ${name} desfeito.`);
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

export const CheckInFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcSetPassengerCheckIn')] } } },
  play: async ({ canvasElement }) => {
    const { box } = await firstCheckIn(canvasElement);
    await userEvent.click(box);
    await findToast(canvasElement, 'Não foi possível registrar o check-in. Tente novamente.');
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

const openCancel = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole(
      'button',
      { name: 'Cancelar saída' },
      { timeout: 10_000 },
    ),
  );
  return within(
    await page(canvasElement).findByRole('dialog', { name: 'Cancelar saída' }, { timeout: 10_000 }),
  );
};

/** The sea is closed: every booking cancelled and refunded, then one WhatsApp link per buyer. */
export const CancelForWeather: Story = {
  parameters: { route: departureManifestPath(jeriLater) },
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Mar fechado / ressaca' })).toBeChecked();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Detalhes (opcional)' }),
      'Capitania dos Portos',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar saída e reembolsar' }));
    await findToast(canvasElement, 'Saída cancelada: 1 reserva cancelada e R$ 450,00 devolvidos.');
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole(
      'heading',
      { name: 'Saída cancelada' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(
      canvas.getByText('Motivo: mar fechado / ressaca — Capitania dos Portos'),
    ).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Resumo' }));
    await expect(summary.getByText('Reembolsados')).toBeVisible();
    await expect(summary.queryByText('Pagos')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Avisar Vera Visitante pelo WhatsApp' });
    const href = link.getAttribute('href') ?? '';
    await expect(href.startsWith('https://wa.me/5571999990006?text=')).toBe(true);
    const text = decodeURIComponent(href.split('text=')[1] ?? '');
    await expect(text).toContain('Catamarã do pôr do sol em Jericoacoara');
    await expect(text).toContain('Motivo: mar fechado / ressaca — Capitania dos Portos.');
    await expect(text).toContain('R$ 450,00');
    await expect(canvas.queryByRole('button', { name: 'Cancelar saída' })).toBeNull();
  },
};

export const CancelNeedsAReason: Story = {
  parameters: { route: departureManifestPath(jeriLater) },
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Outro motivo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar saída e reembolsar' }));
    const field = dialog.getByLabelText('Qual o motivo?', { selector: 'textarea' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Conte o motivo em poucas palavras'),
    );
  },
};

/** A failure keeps the dialog open with what was typed, and changes nothing. */
export const CancelFails: Story = {
  parameters: {
    route: departureManifestPath(jeriLater),
    msw: { handlers: { scenario: [outage(503, 'rpcCancelDepartureWithReason')] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Outro motivo' }));
    await userEvent.type(dialog.getByLabelText('Qual o motivo?'), 'Motor em pane');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar saída e reembolsar' }));
    await findToast(
      canvasElement,
      'Não foi possível cancelar a saída. Nada foi alterado; tente novamente.',
    );
    await findFormAlert(page(canvasElement).getByRole('dialog'), 'Nada foi alterado');
    await expect(dialog.getByLabelText('Qual o motivo?')).toHaveValue('Motor em pane');
  },
};

/** Opened later: the reason, each buyer's refund and WhatsApp link; no check-in any more. */
export const AlreadyCancelled: Story = {
  parameters: { route: departureManifestPath(whalesCancelled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Saída cancelada' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /pelo WhatsApp$/ })).toHaveLength(2);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    // Every booking went back: refunded, never "Pagos 5".
    const summary = within(canvas.getByRole('region', { name: 'Resumo' }));
    await expect(summary.queryByText('Pagos')).toBeNull();
    await expect(summary.getByText('Reembolsados')).toBeVisible();
    await expect(canvas.getAllByText('Reembolsado')).toHaveLength(5);
    await expect(canvas.queryByText('Pago', { exact: true })).toBeNull();
  },
};

/** Three days ago: the departure left; a booking nobody came for is marked, and undone. */
export const NoShowAfterDeparture: Story = {
  parameters: { route: departureManifestPath(departure(1, -3)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(
      await canvas.findByRole('region', { name: 'Quem não veio' }, { timeout: 10_000 }),
    );
    await expect(panel.getByText('Não compareceu', { selector: 'span' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Resumo' }));
    await expect(summary.getByText('Não compareceram')).toBeVisible();
    const undo = panel.getByRole('button', { name: /^Desfazer — reserva / });
    const code = /reserva (\w+)$/.exec(undo.textContent ?? '')?.[1] ?? '';
    await userEvent.click(undo);
    await findToast(canvasElement, `Reserva ${code} desmarcada: volta a constar como paga.`);
    await expect(
      await panel.findByRole('button', { name: /^Não compareceu — reserva / }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cancelar saída' })).toBeNull();
  },
};

/** Before the start there is no one to mark: the panel is not there. */
export const NoShowNotBeforeStart: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await findPassengers(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: 'Quem não veio' })).toBeNull();
  },
};
