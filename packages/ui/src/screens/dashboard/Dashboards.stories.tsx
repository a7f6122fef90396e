import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { outage, scenarios } from '@mare/mocks';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import {
  backendLoader,
  expectValues,
  fillForm,
  findFormAlert,
  findToast,
  networkRecovers,
  pendingRequest,
  withApp,
} from '../../storybook/index.ts';
import { BoatOwnerDashboardScreen } from './BoatOwnerDashboardScreen.tsx';

const meta = {
  title: 'Screens/Dashboards',
  component: BoatOwnerDashboardScreen,
  render: () => <AppRoutes />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/boat-owners', signedInAs: 'boatOwner' },
} satisfies Meta<typeof BoatOwnerDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profileField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByLabelText(label, { selector: 'input' }, { timeout: 10_000 });

export const BoatOwnerProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Painel do dono de barco' }),
    ).toBeVisible();
    await expect(await profileField(canvasElement, 'Nome')).toHaveValue('Bruno Barqueiro');
    await expect(canvas.getByLabelText('Cidade', { selector: 'input' })).toHaveValue(
      'Arraial do Cabo',
    );
  },
};

export const ProviderProfile: Story = {
  parameters: { route: '/service-provider-dashboard', signedInAs: 'provider' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Painel do parceiro' }),
    ).toBeVisible();
    await expect(await profileField(canvasElement, 'Nome')).toHaveValue('Gabriela Guia');
  },
};

export const ProfileLoading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/profiles') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Carregando seu perfil...', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const ProfileUpdated: Story = {
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome');
    await fillForm(canvasElement, {
      Cidade: 'Cabo Frio',
      'Telefone ou WhatsApp': '(22) 99876-5432',
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    await expect(await findToast(canvasElement, 'Perfil atualizado com sucesso!')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Cidade', { selector: 'input' })).toHaveValue(
      'Cabo Frio',
    );
  },
};

export const ProfileUpdateFails: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.profileUpdateFailure } } },
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome');
    await fillForm(canvasElement, { Cidade: 'Búzios' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    await expect(await findToast(canvasElement, 'Erro ao atualizar perfil')).toBeVisible();
    await expect(await findFormAlert(canvasElement, 'Erro ao atualizar perfil')).toHaveTextContent(
      'Erro ao atualizar perfil',
    );
    await expectValues(canvasElement, { Cidade: 'Búzios' });
  },
};

export const ProfileFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome');
    await fillForm(canvasElement, { Nome: '' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    await expect(
      within(canvasElement).getByLabelText('Nome', { selector: 'input' }),
    ).toHaveAccessibleDescription('Informe seu nome.');
  },
};

export const ProfileSavePending: Story = {
  parameters: { msw: { handlers: pendingRequest('patch', '/rest/v1/profiles') } },
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome');
    await fillForm(canvasElement, { Cidade: 'Cabo Frio' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    const button = await within(canvasElement).findByRole('button', { name: 'Salvando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expectValues(canvasElement, { Cidade: 'Cabo Frio' });
  },
};

const profileOutage = { msw: { handlers: { scenario: [outage(500, 'selectProfiles')] } } };

/** The profile cannot be read: a clear message, announced, and a way to try again. */
export const ProfileLoadFails: Story = {
  parameters: profileOutage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro ao carregar perfil. Verifique sua conexão e tente novamente.',
    );
  },
};

export const ProfileLoadRetrySucceeds: Story = {
  parameters: profileOutage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    );
    networkRecovers();
    await userEvent.click(retry);
    await expect(await profileField(canvasElement, 'Nome')).toHaveValue('Bruno Barqueiro');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
