import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { backendLoader, appMeta } from '../../../storybook/index.ts';
import { AdminDashboardScreen } from './AdminDashboardScreen.tsx';
import { REPORT_MESSAGES } from '../../../reports/report-request.ts';
import {
  PHONE,
  PHONE_390,
  kpiCard,
  refusedRpc,
  auditEntriesSql,
  plantSql,
} from '../../../reports/story-support.ts';

const meta = {
  title: 'Telas/Admin/Painel',
  component: AdminDashboardScreen,
  ...appMeta,
  parameters: { signedInAs: 'admin', route: '/admin/dashboard', ...PHONE_390 },
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Últimos 30 dias (23/10–21/11/2026) in the seed, against the 30 days before. */
export const Last30Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s14\.545,00/),
      { timeout: 10_000 },
    );
    await expect(await kpiCard(canvasElement, 'Reservas')).toHaveTextContent(
      'Reservas11▲ +1.000% em relação ao período anterior',
    );
    await expect(await kpiCard(canvasElement, 'Cancelamentos')).toHaveTextContent('3');
    // Otávio's saveiro tour is the seed's one tour in review.
    await expect(await kpiCard(canvasElement, 'Passeios aguardando revisão')).toHaveTextContent(
      '1',
    );
    await expect(canvas.getByRole('img', { name: 'Receita bruta por dia' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum registro de auditoria ainda' }),
    ).toBeVisible();
  },
};

export const LatestAuditEntries: Story = {
  loaders: [async () => plantSql(auditEntriesSql), backendLoader],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Últimos registros de auditoria' },
      { timeout: 10_000 },
    );
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Passeio revisado');
    await expect(items[0]).toHaveTextContent('21/11/2026, 09h10 · Ana Administradora');
    await expect(items[3]).toHaveTextContent('Tentativa de acesso à área administrativa');
  },
};

export const ChangesPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await kpiCard(canvasElement, 'Receita bruta');
    await userEvent.selectOptions(canvas.getByLabelText('Período'), 'Mês passado');
    await expect(
      await canvas.findByText('De 01/10/2026 a 31/10/2026 (horário de Brasília)'),
    ).toBeVisible();
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s440,00/),
      { timeout: 10_000 },
    );
  },
};

export const NothingYet: Story = {
  parameters: { now: '2026-03-15T10:00:00-03:00' },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s0,00/),
      { timeout: 10_000 },
    );
    await expect(await kpiCard(canvasElement, 'Ocupação')).toHaveTextContent('—');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: [outage('pending', 'rpcAdminDashboard')] } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Indicadores' },
      { timeout: 10_000 },
    );
    await expect(list.querySelectorAll('[aria-busy="true"]').length).toBe(9);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcAdminDashboard')] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(REPORT_MESSAGES.failed);
  },
};

export const AuditFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcAdminRecentAudit')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s14\.545,00/),
      { timeout: 10_000 },
    );
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const PermissionRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [refusedRpc('admin_dashboard')],
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
  loaders: [async () => plantSql(auditEntriesSql), backendLoader],
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s14\.545,00/),
      { timeout: 10_000 },
    );
  },
};
