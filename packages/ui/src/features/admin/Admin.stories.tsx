import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plantSql } from '../../reports/story-support.ts';
import { appMeta, backendLoader } from '../../storybook/index.ts';
import { AdminLayout } from './AdminLayout.tsx';

const meta = {
  title: 'Telas/Admin',
  component: AdminLayout,
  ...appMeta,
  parameters: { signedInAs: 'admin', route: '/admin' },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (route: string, title: string, headingOnly = false): Story => ({
  parameters: { route },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: title },
      { timeout: 10_000 },
    );
    await expect(heading).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Administração' });
    await expect(within(nav).getByRole('link', { current: 'page' })).toBeVisible();
    // Spec §2: the placeholder pages show their heading and nothing else.
    if (headingOnly)
      await expect(
        within(canvasElement).getByRole('region', { name: title }).children,
      ).toHaveLength(1);
  },
});

/** A page the spec shows with only its heading. */
const placeholder = (route: string, title: string) => section(route, title, true);

export const Dashboard: Story = section('/admin/dashboard', 'Painel administrativo');
export const Users: Story = section('/admin/users', 'Usuários');
export const BoatOwners: Story = section('/admin/boat-owners', 'Donos de barco');
export const Tours: Story = section('/admin/tours', 'Passeios');
export const Services: Story = section('/admin/services', 'Serviços');
export const SalesReport: Story = section('/admin/sales-report', 'Relatório de vendas');
export const Payments: Story = section('/admin/payments', 'Pagamentos que precisam de atenção');
export const Content: Story = placeholder('/admin/content', 'Conteúdo');
export const Media: Story = placeholder('/admin/media', 'Mídia');
export const AuditLogs: Story = placeholder('/admin/audit-logs', 'Logs de Auditoria');
export const BlockedUsers: Story = placeholder('/admin/blocked-users', 'Usuários Bloqueados');
export const Settings: Story = placeholder('/admin/settings', 'Configurações');

export const NavigatesBetweenSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Painel administrativo' },
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Relatório de vendas' }));
    // Query again on each try: the page may re-mount while its chunk settles.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Relatório de vendas' })).toHaveFocus(),
    );
  },
};

/** Payments waiting for the admin: their count beside "Pagamentos", on every admin page. */
export const MenuCountsOpenPayments: Story = {
  parameters: { route: '/admin/users' },
  loaders: [
    async () =>
      plantSql(`
        insert into public.payment_issues (kind, key, txid, e2eid, received, created_at)
        values ('unknown_txid', 'E00038166202611202040s0UNKNOWN01', 'MARECOBRANCAQUENAOEXISTE000001',
          'E00038166202611202040s0UNKNOWN01', 15000, '2026-11-20T17:40:00-03:00'),
        ('unknown_txid', 'E00038166202611202041s0UNKNOWN02', 'MARECOBRANCAQUENAOEXISTE000002',
          'E00038166202611202041s0UNKNOWN02', 9000, '2026-11-20T17:41:00-03:00');`),
    backendLoader,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Usuários' }, { timeout: 10_000 });
    const nav = canvas.getByRole('navigation', { name: 'Administração' });
    const payments = await within(nav).findByRole(
      'link',
      { name: 'Pagamentos 2 precisam de atenção' },
      { timeout: 10_000 },
    );
    await userEvent.click(payments);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Pagamentos que precisam de atenção' }),
      ).toHaveFocus(),
    );
    // The page re-mounts on a new path: the menu is read again.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Administração' })).getByRole('link', {
        current: 'page',
      }),
    ).toHaveAccessibleName('Pagamentos 2 precisam de atenção');
  },
};
