import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { AppRoutes } from '../app/AppRoutes.tsx';
import {
  backendLoader,
  expectNoToast,
  findToast,
  withApp,
  findPageHeading,
} from '../storybook/index.ts';
import { AppShell } from './AppShell.tsx';
import { PageFallback } from './PageFallback.tsx';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  render: () => <AppRoutes />,
  loaders: [backendLoader],
  decorators: [withApp],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('banner');
    const signIn = await within(header).findByRole('link', { name: 'Entrar' });
    await expect(signIn).toHaveAttribute('href', '/auth/signin');
    await expect(within(header).getByRole('link', { name: 'Cadastrar' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    await expect(
      within(canvas.getByRole('contentinfo')).getByText(/Modo demonstração/),
    ).toBeVisible();
  },
};

export const SkipLinkMovesToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = await canvas.findByRole('link', { name: 'Pular para o conteúdo' });
    // The home page's chunk loads after the shell: tab once it is there, so the end state
    // (the page drawn, the skip link shown and focused) does not depend on that timing.
    await findPageHeading(canvasElement, 'Praias brasileiras e passeios de barco');
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#conteudo');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'conteudo');
  },
};

export const SignedInWithSignOut: Story = {
  parameters: { signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('banner');
    await userEvent.click(
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 }),
    );
    await expect(await findToast(canvasElement, 'Logout realizado com sucesso')).toBeVisible();
    await expect(await findToast(canvasElement, 'Você foi desconectado')).toBeVisible();
    await expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/**
 * The global sign-out fails: 'Erro ao fazer logout'. The device still ends signed out (the
 * session is dropped locally), so the header offers 'Entrar' and the signed-out toast follows.
 */
export const SignOutFails: Story = {
  parameters: {
    signedInAs: 'visitor',
    msw: { handlers: { scenario: [outage(500, 'authLogout')] } },
  },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('banner');
    await userEvent.click(
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 }),
    );
    await expect(await findToast(canvasElement, 'Erro ao fazer logout')).toBeVisible();
    await expect(await findToast(canvasElement, 'Você foi desconectado')).toBeVisible();
    await expectNoToast(canvasElement, 'Logout realizado com sucesso');
    await expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

export const LazyPageFallback: Story = {
  render: () => <PageFallback />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};
