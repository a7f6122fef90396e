import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { MOCK_SUPABASE_URL } from '@mare/mocks';
import { ADMIN_SECTIONS } from '../routes.ts';
import {
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  fillForm,
  networkRecovers,
  pendingRequest,
  appMeta,
} from '../storybook/index.ts';
import { RequireAuth } from './RequireAuth.tsx';

const meta = {
  title: 'Telas/Guards',
  component: RequireAuth,
  ...appMeta,
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The role lookup never answers, so a guard stays on its checking message. */
const roleLookupPending = pendingRequest('post', '/rest/v1/rpc/get_user_role');

const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });

export const LoginGuardChecking: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  parameters: {
    route: '/boat-owners',
    signedInAs: 'boatOwner',
    msw: { handlers: roleLookupPending },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Verificando autenticação...'),
    ).toBeVisible();
  },
};

export const LoginGuardRedirectsAndReturns: Story = {
  parameters: { route: '/service-provider-dashboard' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar');
    // A boat owner would land on their own dashboard; the remembered origin wins.
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.boatOwner, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar' }));
    await expect(await heading(canvasElement, 'Painel do parceiro')).toBeVisible();
  },
};

export const LoginGuardAllows: Story = {
  parameters: { route: '/service-provider-dashboard', signedInAs: 'provider' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Painel do parceiro')).toBeVisible();
  },
};

export const AdminGuardChecking: Story = {
  parameters: { route: '/admin', signedInAs: 'admin', msw: { handlers: roleLookupPending } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Verificando Permissões Administrativas...'),
    ).toBeVisible();
  },
};

export const AdminGuardRedirectsToAdminLogin: Story = {
  parameters: { route: '/admin/users' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Administração')).toBeVisible();
  },
};

export const AdminGuardDeniesNonAdmin: Story = {
  parameters: { route: '/admin/users', signedInAs: 'boatOwner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const denied = await heading(canvasElement, 'Acesso Negado');
    await waitFor(() => expect(denied).toHaveFocus());
    await expect(
      canvas.getByText('Você não tem permissões administrativas para acessar esta área.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Esta tentativa de acesso foi registrada para auditoria.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar ao Início' }));
    await expect(await heading(canvasElement, /Praias brasileiras/)).toBeVisible();
  },
};

export const AdminGuardAllowsAdmin: Story = {
  parameters: { route: '/admin', signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Painel administrativo')).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Administração' });
    // One link per admin section (spec §2's sections plus Serviços).
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_SECTIONS.map((section) => section.label));
  },
};

/** The role cannot be read (the server is down): a retry, never "Acesso Negado" for an admin. */
export const AdminGuardRoleCheckFails: Story = {
  parameters: {
    route: '/admin',
    signedInAs: 'admin',
    msw: {
      handlers: {
        scenario: [
          http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/get_user_role`, () =>
            HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await heading(canvasElement, 'Não foi possível verificar seu perfil');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Acesso Negado' })).toBeNull();
    networkRecovers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await heading(canvasElement, 'Painel administrativo')).toBeVisible();
  },
};

export const UnknownPathShowsHome: Story = {
  parameters: { route: '/praia-que-nao-existe' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, /Praias brasileiras/)).toBeVisible();
  },
};
