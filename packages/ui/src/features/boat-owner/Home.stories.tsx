import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_IDS, defaultBackend, outage } from '@mare/mocks';
import {
  arrive,
  expectValues,
  fillForm,
  findFormAlert,
  findToast,
  findSettledField,
  pendingRequest,
  appMeta,
  withRows,
} from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import BoatOwnerHomeScreen from './BoatOwnerHomeScreen.tsx';
import { asNewOwner, asOwner, DRAFT_TOUR, ESCUNA } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Início',
  component: BoatOwnerHomeScreen,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwners),
} satisfies Meta<typeof BoatOwnerHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A working day: today's and tomorrow's departures, a Pix pending, the month so far. */
export const WorkingDay: Story = {
  loaders: [withRows(`update public.boats set verification = 'pending' where id = $1`, [ESCUNA])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do dono de barco');
    const days = within(canvas.getByRole('region', { name: 'Hoje e amanhã' }));
    await expect(
      await days.findAllByText('Lista de passageiros', {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    await expect(days.getByText(/de 40 lugares/)).toBeVisible();
    const awaiting = within(canvas.getByRole('region', { name: 'Aguardando pagamento' }));
    await expect(await awaiting.findByText(/Pix vence/)).toBeVisible();
    const revenue = within(canvas.getByRole('region', { name: 'Receita do mês' }));
    await expect(await revenue.findByText('Líquido', {}, { timeout: 10_000 })).toBeVisible();
    const pending = within(canvas.getByRole('region', { name: 'Pendências' }));
    await expect(await pending.findByRole('link', { name: 'Escuna Maré Alta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agendar saídas' })).toBeVisible();
  },
};

/** A tour the admin sent back: Início shows the comments and their date until it is resubmitted. */
export const TourSentBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do dono de barco');
    const region = await canvas.findByRole(
      'region',
      { name: 'Comentários da equipe Maré' },
      { timeout: 10_000 },
    );
    const notes = within(region);
    await expect(
      notes.getByRole('link', { name: 'Passeio: Volta à Ilha de Cabo Frio (rascunho)' }),
    ).toHaveAttribute('href', `${PATHS.boatOwnerTours}/${DRAFT_TOUR}`);
    await expect(notes.getByText('Devolvido para ajustes em 20/11/2026, 10h30')).toBeVisible();
    await expect(
      notes.getByText(/^Faltam o roteiro com os horários e o ponto de encontro/),
    ).toBeVisible();
    // Tabbed to, as a keyboard user would: the frame shows the comments, below the day's work.
    notes.getByRole('link', { name: 'Passeio: Volta à Ilha de Cabo Frio (rascunho)' }).focus();
  },
};

/** Past the Pix's expiry (before the minute job has run): no expiry in the past is listed. */
export const PixExpired: Story = {
  parameters: { now: '2026-11-21T11:30:00-03:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do dono de barco');
    const region = canvas.getByRole('region', { name: 'Aguardando pagamento' });
    const awaiting = within(region);
    await expect(
      await awaiting.findByText('Nenhuma reserva esperando o Pix.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(awaiting.queryByText(/Pix vence/)).toBeNull();
  },
};

/** A new boat owner: nothing yet, and the one action that matters. */
export const FirstSteps: Story = {
  parameters: asNewOwner(PATHS.boatOwners),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do dono de barco');
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Cadastrar meu primeiro barco' },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', `${PATHS.boatOwnerBoats}/novo`);
    await expect(await canvas.findByText('Nenhuma reserva esperando o Pix.')).toBeVisible();
    await expect(canvas.getAllByText('Nenhuma saída.')).toHaveLength(2);
    // No seats on sale this month: no occupancy to show (not "null%").
    const revenue = within(canvas.getByRole('region', { name: 'Receita do mês' }));
    const occupancy = await revenue.findByText('Ocupação', {}, { timeout: 10_000 });
    await expect(occupancy.parentElement).toHaveTextContent(/^Ocupação—$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/departures') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Carregando as próximas saídas...',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const DeparturesFail: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'selectDepartures')] } } },
  play: async ({ canvasElement }) => {
    const region = within(
      await within(canvasElement).findByRole(
        'region',
        { name: 'Hoje e amanhã' },
        { timeout: 10_000 },
      ),
    );
    await expect(
      await region.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const RevenueFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcOwnerRevenueSummary')] } } },
  play: async ({ canvasElement }) => {
    const region = within(
      await within(canvasElement).findByRole(
        'region',
        { name: 'Receita do mês' },
        { timeout: 10_000 },
      ),
    );
    await expect(
      await region.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

const taxIdField = (canvasElement: HTMLElement) => findSettledField(canvasElement, 'CPF ou CNPJ');

const saveTaxId = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar documento' }));

/** The owner sends the CPF the team checks before approving boats. */
export const TaxIdSent: Story = {
  play: async ({ canvasElement }) => {
    await expect(await taxIdField(canvasElement)).toHaveValue('');
    await fillForm(canvasElement, { 'CPF ou CNPJ': '111.444.777-35' });
    await saveTaxId(canvasElement);
    await expect(
      await findToast(
        canvasElement,
        'Documento salvo. A equipe Maré confere antes de aprovar seus barcos.',
      ),
    ).toBeVisible();
    await expect(await findFormAlert(canvasElement, 'Documento salvo.')).toBeVisible();
    await expectValues(canvasElement, { 'CPF ou CNPJ': '111.444.777-35' });
    // Stored as digits, where the admin's verification queue reads it.
    await expect(
      await defaultBackend.fixtures.sql(
        `select tax_id from public.boat_owner_documents where id = $1`,
        [FIXTURE_IDS.boatOwner],
      ),
    ).toEqual([{ tax_id: '11144477735' }]);
  },
};

/** A document already sent shows formatted; the owner changes it to the company's CNPJ. */
export const TaxIdChanged: Story = {
  loaders: [
    withRows(`insert into public.boat_owner_documents (id, tax_id) values ($1, '11144477735')`, [
      FIXTURE_IDS.boatOwner,
    ]),
  ],
  play: async ({ canvasElement }) => {
    await expect(await taxIdField(canvasElement)).toHaveValue('111.444.777-35');
    await fillForm(canvasElement, { 'CPF ou CNPJ': '11.222.333/0001-81' });
    await saveTaxId(canvasElement);
    await expect(await findFormAlert(canvasElement, 'Documento salvo.')).toBeVisible();
    await expectValues(canvasElement, { 'CPF ou CNPJ': '11.222.333/0001-81' });
  },
};

/** Wrong check digits: said before any request, the field focused, what was typed kept. */
export const TaxIdInvalid: Story = {
  play: async ({ canvasElement }) => {
    await taxIdField(canvasElement);
    await fillForm(canvasElement, { 'CPF ou CNPJ': '111.444.777-36' });
    await saveTaxId(canvasElement);
    const field = within(canvasElement).getByLabelText('CPF ou CNPJ', { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('CPF ou CNPJ inválido. Confira os números.'),
    );
    await expect(field).toHaveValue('111.444.777-36');
  },
};

/** The server fails the save: its pt-BR message beside the form, the number kept. */
export const TaxIdSaveFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'insertBoatOwnerDocuments')] } } },
  play: async ({ canvasElement }) => {
    await taxIdField(canvasElement);
    await fillForm(canvasElement, { 'CPF ou CNPJ': '111.444.777-35' });
    await saveTaxId(canvasElement);
    await expect(
      await findFormAlert(canvasElement, 'O servidor falhou. Tente novamente em instantes.'),
    ).toBeVisible();
    await expectValues(canvasElement, { 'CPF ou CNPJ': '111.444.777-35' });
  },
};

/** The document cannot be read: the panel says so, with a retry. */
export const TaxIdLoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'selectBoatOwnerDocuments')] } } },
  play: async ({ canvasElement }) => {
    const region = within(
      await within(canvasElement).findByRole(
        'region',
        { name: 'Documento para verificação' },
        { timeout: 10_000 },
      ),
    );
    await expect(
      await region.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(region.getByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
  },
};
