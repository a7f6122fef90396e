import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { arrive, pendingRequest, appMeta, withRows } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import HomePage from './HomePage.tsx';
import { asNewOwner, asOwner, ESCUNA } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Início',
  component: HomePage,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwners),
} satisfies Meta<typeof HomePage>;

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
