import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage, scenarios } from '@mare/mocks';
import {
  expectValues,
  fillForm,
  findFormAlert,
  findToast,
  networkRecovers,
  pendingRequest,
  arrive,
  findPageHeading,
  findSettledField,
  appMeta,
} from '../storybook/index.ts';
import { BOAT_OWNER_SIGN_UP, PATHS } from '../routes.ts';

const meta = {
  title: 'Telas/Dashboards',
  ...appMeta,
  parameters: { route: '/boat-owners', signedInAs: 'boatOwner' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const profileField = findSettledField;

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

const asProvider = { route: PATHS.providerDashboard, signedInAs: 'provider' } as const;

/** What the provider gave at registration shows again, beside the profile. */
export const ProviderProfile: Story = {
  parameters: asProvider,
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, 'Painel do parceiro')).toBeVisible();
    await expect(await profileField(canvasElement, 'Nome')).toHaveValue('Gabriela Guia');
    await expect(await profileField(canvasElement, 'Nome do negócio')).toHaveValue(
      'Gabriela Guia Turismo',
    );
    await expect(within(canvasElement).getByLabelText('Tipo de serviço')).toHaveValue('guia');
    await expect(await profileField(canvasElement, 'WhatsApp')).toHaveValue('(73) 99999-0004');
    await expect(await profileField(canvasElement, 'Número do Cadastur')).toHaveValue(
      '12345678901',
    );
  },
};

const saveBusiness = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar dados do negócio' }));

export const ProviderDetailsUpdated: Story = {
  parameters: asProvider,
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome do negócio');
    await fillForm(canvasElement, {
      'Nome do negócio': 'Gabi Passeios',
      WhatsApp: '(73) 98888-1234',
    });
    await userEvent.selectOptions(
      within(canvasElement).getByLabelText('Tipo de serviço'),
      'passeio',
    );
    await saveBusiness(canvasElement);
    await expect(await findToast(canvasElement, 'Perfil atualizado com sucesso!')).toBeVisible();
    await expectValues(canvasElement, {
      'Nome do negócio': 'Gabi Passeios',
      WhatsApp: '(73) 98888-1234',
      'Tipo de serviço': 'passeio',
    });
  },
};

export const ProviderDetailsUpdateFails: Story = {
  parameters: {
    ...asProvider,
    msw: { handlers: { scenario: [outage(503, 'updateServiceProviders')] } },
  },
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome do negócio');
    await fillForm(canvasElement, { 'Nome do negócio': 'Gabi Passeios' });
    await saveBusiness(canvasElement);
    await expect(await findToast(canvasElement, 'Erro ao atualizar perfil')).toBeVisible();
    await expect(await findFormAlert(canvasElement, 'Erro ao atualizar perfil')).toBeVisible();
    await expectValues(canvasElement, { 'Nome do negócio': 'Gabi Passeios' });
  },
};

export const ProviderDetailsFieldErrors: Story = {
  parameters: asProvider,
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome do negócio');
    await fillForm(canvasElement, { 'Número do Cadastur': '123', WhatsApp: '1234' });
    await saveBusiness(canvasElement);
    const cadastur = within(canvasElement).getByLabelText('Número do Cadastur', {
      selector: 'input',
    });
    await waitFor(() => expect(cadastur).toHaveFocus());
    await expect(cadastur).toHaveAccessibleDescription(
      expect.stringContaining('O número do Cadastur tem 11 dígitos (somente números).'),
    );
    await expect(
      within(canvasElement).getByLabelText('WhatsApp', { selector: 'input' }),
    ).toHaveAccessibleDescription('Informe o WhatsApp com DDD, como (21) 98765-4321.');
    await expectValues(canvasElement, { 'Número do Cadastur': '123', WhatsApp: '1234' });
  },
};

export const ProviderDetailsLoadFails: Story = {
  parameters: {
    ...asProvider,
    msw: { handlers: { scenario: [outage('network', 'selectServiceProviders')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const business = within(
      await canvas.findByRole('region', { name: 'Seu negócio' }, { timeout: 10_000 }),
    );
    const retry = await business.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    );
    await expect(business.getByRole('alert')).toHaveTextContent(
      'Erro ao carregar os dados do seu negócio. Verifique sua conexão e tente novamente.',
    );
    // The public page's panel reads the same table: it fails too, with its own retry.
    const publicPage = within(canvas.getByRole('region', { name: 'Sua página pública' }));
    await expect(await publicPage.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar sua página pública. Verifique sua conexão e tente novamente.',
    );
    networkRecovers();
    await userEvent.click(retry);
    await expect(await profileField(canvasElement, 'Nome do negócio')).toHaveValue(
      'Gabriela Guia Turismo',
    );
    await userEvent.click(publicPage.getByRole('button', { name: 'Tentar novamente' }));
    const about = await publicPage.findByRole(
      'textbox',
      { name: 'Sobre (opcional)' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(about).toHaveDisplayValue(/^Sou guia de turismo credenciada há 12 anos\./),
    );
  },
};

/** A visitor who opens the boat owners' dashboard learns what it is and how to become one. */
export const VisitorAtBoatOwnerDashboard: Story = {
  parameters: { route: PATHS.boatOwners, signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do dono de barco');
    await expect(canvas.getByText(/painel de quem oferece passeios de barco/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cadastrar meu barco' })).toHaveAttribute(
      'href',
      BOAT_OWNER_SIGN_UP,
    );
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('heading', { name: 'Seu perfil' })).toBeNull();
  },
};

/** A boat owner at the providers' dashboard: what it is, how to join, and the way to their own. */
export const BoatOwnerAtProviderDashboard: Story = {
  parameters: { route: PATHS.providerDashboard, signedInAs: 'boatOwner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Painel do parceiro');
    await expect(canvas.getByRole('link', { name: 'Cadastrar meu negócio' })).toHaveAttribute(
      'href',
      PATHS.providerRegistration,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Ir para o meu painel' }));
    await arrive(canvasElement, 'Painel do dono de barco');
    await expect(await profileField(canvasElement, 'Nome')).toHaveValue('Bruno Barqueiro');
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

/** A pasted text over the database's limit: said in pt-BR before any request, nothing lost. */
export const ProfileTextTooLong: Story = {
  play: async ({ canvasElement }) => {
    await profileField(canvasElement, 'Nome');
    const bio = within(canvasElement).getByLabelText('Sobre você', { selector: 'input' });
    const tooLong = 'Mar '.repeat(251);
    await userEvent.clear(bio);
    await userEvent.click(bio);
    await userEvent.paste(tooLong);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    await expect(bio).toHaveAccessibleDescription('Use no máximo 1000 caracteres.');
    await expect(bio).toHaveValue(tooLong);
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
