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
  expectAmountsWhole,
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

/** The seed's one audit entry (reviews seed): an admin hid an offensive review. */
const SEED_AUDIT_ENTRY =
  'Ana Administradora ocultou a avaliação de Roberto A. sobre Passeio de escuna pelas praias de Arraial do CaboMotivo: Linguagem ofensiva contra a tripulação. Critique o serviço sem ofender pessoas.07/11/2026, 19h07';

/**
 * Últimos 30 dias (23/10–21/11/2026) in the seed, against the 30 days before. Played at each
 * width: the amounts must stay whole in the wide screen's narrower cards too.
 */
export const Last30Days: Story = {
  tags: ['play-each-width'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s15\.965,00/),
      { timeout: 10_000 },
    );
    // 11 earlier sales and 4 of the reviewed trips (R$ 14.545,00 + R$ 1.420,00), against 14.
    await expect(await kpiCard(canvasElement, 'Reservas')).toHaveTextContent(
      'Reservas15▲ +7,1% em relação ao período anterior',
    );
    await expect(await kpiCard(canvasElement, 'Cancelamentos')).toHaveTextContent('3');
    // Otávio's saveiro tour is the seed's one tour in review.
    await expect(await kpiCard(canvasElement, 'Passeios aguardando revisão')).toHaveTextContent(
      '1',
    );
    await expect(canvas.getByRole('img', { name: 'Receita bruta por dia' })).toBeVisible();
    // The seed's one audit entry: Ana hid an offensive review of the escuna.
    const audit = await canvas.findByRole('list', { name: 'Últimos registros de auditoria' });
    const entries = within(audit).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    await expect(entries[0]).toHaveTextContent(SEED_AUDIT_ENTRY);
    // R$ 15.965,00 on one line in its card (wide screens once split an amount as "R$ 14.545,0 / 0").
    await expectAmountsWhole(canvasElement);
    // No payment waits for the admin in the seed; the way to the queue is there all the same.
    await expect(await canvas.findByText(/Nenhum pagamento precisa de atenção\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver os resolvidos' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
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
    // The five planted entries, newest first, then the seed's own older one.
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // Sentences with names, never keys or UUIDs.
    await expect(items[0]).toHaveTextContent(
      'Ana Administradora bloqueou Rita ReservaMotivo: Chargeback repetido no Pix21/11/2026, 09h20',
    );
    await expect(items[1]).toHaveTextContent(/^Ana Administradora publicou o passeio \S/);
    await expect(items[2]).toHaveTextContent('Ana Administradora aprovou o barco Lancha Sancho');
    await expect(items[3]).toHaveTextContent(/^Bruno .* cancelou a saída de .* às \d\dh\d\d/);
    await expect(items[3]).toHaveTextContent('Motivo: Mar fechado');
    await expect(items[4]).toHaveTextContent(
      'Vera Visitante tentou abrir a área administrativa sem permissão',
    );
    await expect(items[5]).toHaveTextContent(SEED_AUDIT_ENTRY);
    await expect(list).not.toHaveTextContent(/[0-9a-f]{8}-[0-9a-f]{4}-|tours\/|users\//);
  },
};

/**
 * Fresh after an action: an admin blocks Rita on Usuários, comes back to the Painel, and the
 * latest entry says so (the write invalidates the reports, the audit list among them).
 */
export const FreshAfterAnAction: Story = {
  parameters: { route: '/admin/users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByLabelText('Nome ou e-mail', {}, { timeout: 10_000 }),
      'rita',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await canvas.findByText('1 usuário encontrado', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Detalhes de Rita Reserva' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Rita Reserva' }));
    await userEvent.type(
      await dialog.findByLabelText(/Motivo do bloqueio/, {}, { timeout: 10_000 }),
      'Chargeback repetido no Pix',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Bloquear conta' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Bloquear a conta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bloquear' }));
    await body.findByText('Conta de Rita Reserva bloqueada.', {}, { timeout: 10_000 });
    // The confirmation closes once the block is saved; then the detail closes too.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(await dialog.findByRole('button', { name: 'Fechar' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Painel' }));
    const list = await canvas.findByRole(
      'list',
      { name: 'Últimos registros de auditoria' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Ana Administradora bloqueou Rita ReservaMotivo: Chargeback repetido no Pix',
      ),
    );
  },
};

/** Mês passado is October 2026: R$ 440,00 of earlier sales and R$ 4.640,00 of reviewed trips. */
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
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s5\.080,00/),
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
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s15\.965,00/),
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
        expect(await kpiCard(canvasElement, 'Receita bruta')).toHaveTextContent(/R\$\s15\.965,00/),
      { timeout: 10_000 },
    );
    await expectAmountsWhole(canvasElement);
  },
};
