import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { findToast, appMeta } from '../../../storybook/index.ts';
import { REPORT_MESSAGES } from '../../../reports/report-request.ts';
import {
  PHONE,
  PHONE_390,
  expectAmountsWhole,
  expectNoSidewaysScroll,
  kpiCard,
  refusedRpc,
} from '../../../reports/story-support.ts';
import { BoatOwnerRevenueScreen } from './BoatOwnerRevenueScreen.tsx';

const meta = {
  title: 'Telas/Dono de barco/Receita',
  component: BoatOwnerRevenueScreen,
  ...appMeta,
  parameters: { signedInAs: 'boatOwner', route: '/boat-owners/receita', ...PHONE_390 },
} satisfies Meta<typeof BoatOwnerRevenueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Bruno Barqueiro's November 2026 in the seed: every fixture tour is his. Played at each width:
 * the amounts stay whole in the wide screen's five cards a row.
 */
export const ThisMonth: Story = {
  tags: ['play-each-width'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s14\.325,00/),
      { timeout: 10_000 },
    );
    await expect(await kpiCard(canvasElement, 'Taxa da plataforma')).toHaveTextContent(
      /R\$\s1\.201,00/,
    );
    await expect(await kpiCard(canvasElement, 'Líquido a receber')).toHaveTextContent(
      /R\$\s11\.629,00/,
    );
    await expect(await kpiCard(canvasElement, 'Reservas')).toHaveTextContent('10');
    await expect(await kpiCard(canvasElement, 'Cancelamentos')).toHaveTextContent('3');
    const table = canvas.getByRole('table', { name: 'Receita por passeio' });
    await expect(
      within(table).getByText('Passeio de escuna pelas praias de Arraial do Cabo'),
    ).toBeVisible();
    // Each tour's Líquido is its Bruto less Taxa and Reembolsos: the refunds are a column too,
    // and they add up to the period's R$ 1.495,00.
    await expect(within(table).getByRole('columnheader', { name: /Reembolsos/ })).toBeVisible();
    const cents = (row: HTMLElement, label: string) =>
      Number((row.querySelector(`[data-label="${label}"]`)?.textContent ?? '').replace(/\D/g, ''));
    let refunds = 0;
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(cents(row, 'Bruto') - cents(row, 'Taxa') - cents(row, 'Reembolsos')).toBe(
        cents(row, 'Líquido'),
      );
      refunds += cents(row, 'Reembolsos');
    }
    await expect(refunds).toBe(149500);
    await expectAmountsWhole(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Receita líquida por dia' })).toBeVisible();
  },
};

export const ExportsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Receita por passeio' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await findToast(canvasElement, 'CSV da receita exportado.')).toBeVisible();
  },
};

/**
 * October 2026: two earlier sales (R$ 440,00) and the thirteen bookings of the reviewed trips
 * bought that month (R$ 4.640,00, reviews seed).
 */
export const LastMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await kpiCard(canvasElement, 'Receita bruta');
    await userEvent.selectOptions(canvas.getByLabelText('Período'), 'Mês passado');
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s5\.080,00/),
      { timeout: 10_000 },
    );
  },
};

/** A boat owner who has just signed up: no tour, no sale. */
export const NoTours: Story = {
  parameters: { signedInAs: 'newBoatOwner' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma venda nem saída no período' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(await kpiCard(canvasElement, 'Ocupação')).toHaveTextContent('—');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: [outage('pending', 'rpcOwnerRevenueReport')] } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Indicadores' },
      { timeout: 10_000 },
    );
    await expect(list.querySelectorAll('[aria-busy="true"]').length).toBe(7);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(502, 'rpcOwnerRevenueReport')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent(REPORT_MESSAGES.failed);
  },
};

export const PermissionRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [refusedRpc('owner_revenue_report')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Acesso negado' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s14\.325,00/),
      { timeout: 10_000 },
    );
    await within(canvasElement).findByRole('table', { name: 'Receita por passeio' });
    // The tours as cards, every amount on one line.
    await expectNoSidewaysScroll(canvasElement);
    await expectAmountsWhole(canvasElement);
  },
};
