import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { backendLoader, findToast, appMeta } from '../../../storybook/index.ts';
import { SalesReportScreen } from './SalesReportScreen.tsx';
import { REPORT_MESSAGES } from '../../../reports/report-request.ts';
import {
  PHONE,
  PHONE_390,
  kpiCard,
  refusedRpc,
  expectAmountsWhole,
  expectNoSidewaysScroll,
  manySalesSql,
  plantSql,
} from '../../../reports/story-support.ts';

/** Figures of November 2026 in the seed (supabase/seed.sql), as the database computes them. */
const NOVEMBER = {
  gross: 'R$ 14.325,00',
  fee: 'R$ 1.201,00',
  refunds: 'R$ 1.495,00',
  net: 'R$ 11.629,00',
  average: 'R$ 1.432,50',
};

const meta = {
  title: 'Telas/Admin/Relatório de vendas',
  component: SalesReportScreen,
  ...appMeta,
  parameters: { signedInAs: 'admin', route: '/admin/sales-report', ...PHONE_390 },
} satisfies Meta<typeof SalesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(NOVEMBER.gross),
      { timeout: 10_000 },
    );
    await expect(await kpiCard(canvasElement, 'Taxa da plataforma')).toHaveTextContent(
      NOVEMBER.fee,
    );
    await expect(await kpiCard(canvasElement, 'Reembolsos')).toHaveTextContent(NOVEMBER.refunds);
    await expect(await kpiCard(canvasElement, 'Líquido (repasse aos donos)')).toHaveTextContent(
      NOVEMBER.net,
    );
    await expect(await kpiCard(canvasElement, 'Reservas')).toHaveTextContent('10');
    await expect(await kpiCard(canvasElement, 'Ticket médio')).toHaveTextContent(NOVEMBER.average);
    await expect(await kpiCard(canvasElement, 'Cancelamentos')).toHaveTextContent('3');
    await expect(
      canvas.getByText('De 01/11/2026 a 30/11/2026 (horário de Brasília)'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Receita bruta por dia' })).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'Reservas vendidas (10)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Vendas por região' })).toHaveTextContent(
      'Sudeste',
    );
  },
};

export const ExportsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Reservas vendidas (10)' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await findToast(canvasElement, 'CSV exportado: 10 vendas.')).toBeVisible();
  },
};

export const FiltersByRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Reservas vendidas (10)' }, { timeout: 10_000 });
    await userEvent.selectOptions(canvas.getByLabelText('Região'), 'Nordeste');
    await expect(
      await canvas.findByRole('table', { name: 'Reservas vendidas (3)' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent('R$ 8.610,00'),
    );
  },
};

export const PresetYesterday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Reservas vendidas (10)' }, { timeout: 10_000 });
    await userEvent.selectOptions(canvas.getByLabelText('Período'), 'Ontem');
    await expect(await canvas.findByText('Em 20/11/2026 (horário de Brasília)')).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Nenhuma venda no período', level: 2 },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Reservas vendidas (10)' }, { timeout: 10_000 });
    await userEvent.selectOptions(canvas.getByLabelText('Período'), 'Personalizado');
    const from = canvas.getByLabelText('De');
    const to = canvas.getByLabelText('Até');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(from).toHaveAccessibleDescription(
      expect.stringContaining('A data final deve ser igual ou posterior à inicial.'),
    );
    // What was typed stays.
    await expect(to).toHaveValue('2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-21');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(
      await canvas.findByText('De 20/11/2026 a 21/11/2026 (horário de Brasília)'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { now: '2026-03-15T10:00:00-03:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent('R$ 0,00'),
      { timeout: 10_000 },
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma venda no período', level: 2 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: [outage('pending', 'rpcAdminSalesReport')] } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Indicadores' },
      { timeout: 10_000 },
    );
    await expect(list.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcAdminSalesReport')] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(REPORT_MESSAGES.failed);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcAdminSalesReport')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent(REPORT_MESSAGES.failed);
  },
};

export const ExportFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcAdminSalesBookings')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(NOVEMBER.gross),
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await findToast(canvasElement, REPORT_MESSAGES.exportFailed)).toBeVisible();
  },
};

export const PermissionRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [refusedRpc('admin_sales_report'), refusedRpc('admin_sales_bookings')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Acesso negado' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

export const LongList: Story = {
  loaders: [async () => plantSql(manySalesSql(90)), backendLoader],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Reservas vendidas (100)' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Páginas das reservas' })).toHaveTextContent(
        /2/,
      ),
    );
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(NOVEMBER.gross),
      { timeout: 10_000 },
    );
    await within(canvasElement).findByRole('table', { name: 'Reservas vendidas (10)' });
    // Every table as cards, every amount whole.
    await expectNoSidewaysScroll(canvasElement);
    await expectAmountsWhole(canvasElement);
  },
};

/**
 * The period's sales list, played at each width: its ten columns do not fit a desktop's content
 * column, so under 60rem the rows are cards, and at 1280 px as at 390 px no amount is split across
 * lines and nothing scrolls sideways.
 */
export const SalesListFits: Story = {
  tags: ['play-each-width'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Reservas vendidas (10)' },
      { timeout: 10_000 },
    );
    const region = canvas.getByRole('region', { name: 'Reservas vendidas (10)' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expectNoSidewaysScroll(canvasElement);
    await expectAmountsWhole(table);
    // Each amount is its own unbreakable element, labelled by its column in the card.
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no sale');
    await expect(first.querySelector('[data-label="Líquido"] data')).toHaveTextContent(
      /^R\$\s[\d.]+,\d\d$/,
    );
    // The shot shows the list: its region is a keyboard stop, placed in view when focused.
    region.focus();
  },
};

/** The seed's three refunds moved along: the largest paid back, the next sent, the last refused. */
const refundStatesSql = `
  with ranked as (
    select r.id, row_number() over (order by r.amount desc, r.id) as n
    from public.refunds r where r.amount > 0
  )
  update public.refunds r set status = case ranked.n when 1 then 'done' when 2 then 'sent'
    when 3 then 'refused' else r.status end
  from ranked where ranked.id = r.id;`;

/**
 * Where November's R$ 1.495,00 of refunds are: pending, sent, done and refused add up to it, to
 * the centavo, and the refused ones lead to the payments that need attention.
 */
export const RefundsByState: Story = {
  loaders: [async () => plantSql(refundStatesSql), backendLoader],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: 'Reembolsos por situação' },
      { timeout: 10_000 },
    );
    const cents = (text: string) => Number(text.replace(/\D/g, ''));
    const amounts = within(list)
      .getAllByRole('listitem')
      .map((item) => cents(item.querySelector('dd')?.textContent ?? ''));
    // A enviar, enviados, concluídos, recusados: the seed's three refunds are all on their way.
    await expect(amounts).toHaveLength(4);
    await expect(amounts[0]).toBe(0);
    await expect(amounts.slice(1).every((amount) => amount > 0)).toBe(true);
    await expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(cents(NOVEMBER.refunds));
    await expect(within(list).getByText(/^Recusados pelo banco \(1 reembolso\)$/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Pagamentos que precisam de atenção' }),
    ).toHaveAttribute('href', '/admin/payments');
  },
};
