import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultBackend, outage } from '@mare/mocks';
import {
  fillForm,
  findPageHeading,
  findToast,
  networkRecovers,
  page,
  pendingRequest,
  appMeta,
  withRows,
  withVeraRequests,
} from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import { ProviderDashboardScreen } from './ProviderDashboardScreen.tsx';

/** Gabriela Guia's business (seed.sql, i19b section), seen on the stories' day, 21/11/2026. */
const meta = {
  title: 'Telas/Parceiro/Painel do parceiro',
  component: ProviderDashboardScreen,
  ...appMeta,
  parameters: { route: PATHS.providerDashboard, signedInAs: 'provider' },
} satisfies Meta<typeof ProviderDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab = async (canvasElement: HTMLElement, name: string) => {
  await findPageHeading(canvasElement, 'Painel do parceiro');
  await userEvent.click(
    await within(canvasElement).findByRole('tab', { name }, { timeout: 10_000 }),
  );
};

const panel = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 10_000 }));

/** The Serviços tab, once the provider's services have loaded. */
const openServices = async (canvasElement: HTMLElement) => {
  await openTab(canvasElement, 'Serviços');
  const services = await panel(canvasElement, 'Serviços');
  await services.findByText(
    'Guia para o Recife de Fora',
    { selector: 'strong' },
    { timeout: 10_000 },
  );
  return services;
};

// Perfil ------------------------------------------------------------------------------------------

/** A certificate that expired and one that expires within 30 days are called out. */
export const CertificatesExpiring: Story = {
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    await expect(
      await certificates.findByText(
        /Atenção: "Condutor de mergulho livre" venceu em 11\/11\/2026/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      certificates.getByText(/"Primeiros socorros" vence em 11\/12\/2026/),
    ).toBeVisible();
    await expect(certificates.getByText('Vencido há 10 dias')).toBeVisible();
    await expect(certificates.getByText('Vence em 20 dias')).toBeVisible();
    await expect(certificates.getByText('Em dia')).toBeVisible();
  },
};

export const CertificateAddedThenUndone: Story = {
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    await certificates.findByText(
      'Primeiros socorros',
      { selector: 'strong' },
      { timeout: 10_000 },
    );
    await fillForm(canvasElement, { Certificado: 'Salvamento aquático', Validade: '2027-06-30' });
    await userEvent.click(certificates.getByRole('button', { name: 'Adicionar certificado' }));
    const toast = await findToast(canvasElement, 'Certificado "Salvamento aquático" adicionado.');
    await expect(
      await certificates.findByText(
        'Salvamento aquático',
        { selector: 'strong' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await findToast(canvasElement, 'Certificado "Salvamento aquático" removido.');
    await waitFor(() =>
      expect(certificates.queryByText('Salvamento aquático', { selector: 'strong' })).toBeNull(),
    );
  },
};

export const CertificateNeedsADate: Story = {
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    await certificates.findByText(
      'Primeiros socorros',
      { selector: 'strong' },
      { timeout: 10_000 },
    );
    await fillForm(canvasElement, { Certificado: 'Libras' });
    await userEvent.click(certificates.getByRole('button', { name: 'Adicionar certificado' }));
    const date = certificates.getByLabelText('Validade');
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription('Informe a data de validade.');
    await expect(certificates.getByLabelText(/^Certificado/)).toHaveValue('Libras');
  },
};

export const CertificateRemovedThenRestored: Story = {
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    await userEvent.click(
      await certificates.findByRole(
        'button',
        { name: 'Remover Primeiros socorros' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    const toast = await findToast(canvasElement, 'Certificado "Primeiros socorros" removido.');
    await waitFor(() =>
      expect(certificates.queryByText('Primeiros socorros', { selector: 'strong' })).toBeNull(),
    );
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await findToast(canvasElement, 'Certificado "Primeiros socorros" de volta.');
    await expect(
      await certificates.findByText(
        'Primeiros socorros',
        { selector: 'strong' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const CertificatesEmpty: Story = {
  loaders: [withRows(`delete from public.provider_certificates`)],
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    await expect(
      await certificates.findByRole(
        'heading',
        { name: 'Nenhum certificado cadastrado' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const CertificatesLoadFail: Story = {
  parameters: {
    msw: { handlers: { scenario: [outage('network', 'selectProviderCertificates')] } },
  },
  play: async ({ canvasElement }) => {
    const certificates = await panel(canvasElement, 'Certificados');
    const retry = await certificates.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    );
    await expect(certificates.getByRole('alert')).toHaveTextContent(
      'Erro ao carregar seus certificados. Verifique sua conexão e tente novamente.',
    );
    networkRecovers();
    await userEvent.click(retry);
    await expect(
      await certificates.findByText(
        'Primeiros socorros',
        { selector: 'strong' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Restaurants may go without a Cadastur number; every other type must give one. */
export const CadasturOptionalForRestaurants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Número do Cadastur', { selector: 'input' }, { timeout: 10_000 });
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de serviço'), 'restaurante');
    const cadastur = canvas.getByLabelText('Número do Cadastur (opcional)', { selector: 'input' });
    await userEvent.clear(cadastur);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados do negócio' }));
    await findToast(canvasElement, 'Perfil atualizado com sucesso!');
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de serviço'), 'guia');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados do negócio' }));
    const required = canvas.getByLabelText('Número do Cadastur', { selector: 'input' });
    await waitFor(() => expect(required).toHaveFocus());
    await expect(required).toHaveAccessibleDescription(
      expect.stringContaining('O número do Cadastur tem 11 dígitos (somente números).'),
    );
  },
};

export const LanguagesAndArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('checkbox', { name: 'Inglês' }, { timeout: 10_000 });
    await expect(english).toBeChecked();
    await expect(canvas.getByLabelText('Região atendida', { selector: 'input' })).toHaveValue(
      "Porto Seguro, Arraial d'Ajuda, Trancoso e Caraíva",
    );
    for (const name of ['Português', 'Inglês', 'Espanhol'])
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados do negócio' }));
    await expect(
      await canvas.findByText(
        'Escolha ao menos um idioma em que você atende.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Francês' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados do negócio' }));
    await findToast(canvasElement, 'Perfil atualizado com sucesso!');
    await expect(canvas.getByRole('checkbox', { name: 'Francês' })).toBeChecked();
  },
};

/** The public page: about, a photo by its address, the beaches served; saved to the database. */
export const PublicProfile: Story = {
  play: async ({ canvasElement }) => {
    const publicPage = await panel(canvasElement, 'Sua página pública');
    const about = await publicPage.findByLabelText('Sobre (opcional)', {}, { timeout: 10_000 });
    await expect(publicPage.getByRole('link', { name: /^\/prestadores\// })).toBeVisible();
    await userEvent.clear(about);
    await userEvent.type(about, 'Guia em Porto Seguro desde 2012, bilíngue.');
    await userEvent.type(
      publicPage.getByLabelText('Foto (endereço da imagem)'),
      '/images/beaches/praia-do-forno.svg',
    );
    // Gabriela works on the Praia do Forno (seed); in the season, in Noronha too.
    await expect(publicPage.getByRole('checkbox', { name: 'Praia do Forno' })).toBeChecked();
    await userEvent.click(publicPage.getByRole('checkbox', { name: 'Baía do Sancho' }));
    await userEvent.click(publicPage.getByRole('button', { name: 'Salvar página pública' }));
    await findToast(canvasElement, 'Página pública salva.');
    await expect(publicPage.getByRole('img', { name: 'Prévia da foto do perfil' })).toBeVisible();
    await expect(
      await defaultBackend.fixtures.sql(
        `select about, photo_url, beaches from public.service_providers where id = $1`,
        ['00000000-0000-4000-8000-000000000004'],
      ),
    ).toEqual([
      {
        about: 'Guia em Porto Seguro desde 2012, bilíngue.',
        photo_url: '/images/beaches/praia-do-forno.svg',
        beaches: ['baia-do-sancho', 'praia-do-forno'],
      },
    ]);
  },
};

/** A photo address that is not one: said at the field, nothing else lost. */
export const PublicProfileInvalidPhoto: Story = {
  play: async ({ canvasElement }) => {
    const publicPage = await panel(canvasElement, 'Sua página pública');
    const about = await publicPage.findByLabelText('Sobre (opcional)', {}, { timeout: 10_000 });
    await userEvent.clear(about);
    await userEvent.type(about, 'Passeios a pé e de barco.');
    const photo = publicPage.getByLabelText('Foto (endereço da imagem)');
    await userEvent.type(photo, 'minha foto.jpg');
    await userEvent.click(publicPage.getByRole('button', { name: 'Salvar página pública' }));
    await waitFor(() => expect(photo).toHaveFocus());
    await expect(photo).toHaveAccessibleDescription(
      expect.stringContaining('Informe o endereço de uma imagem, começando com https://'),
    );
    await expect(about).toHaveValue('Passeios a pé e de barco.');
  },
};

// Serviços ----------------------------------------------------------------------------------------

export const Services: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Serviços');
    const services = await panel(canvasElement, 'Serviços');
    await expect(
      await services.findByText(
        'Guia para o Recife de Fora',
        { selector: 'strong' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(services.getAllByText('Publicado')).toHaveLength(2);
    await expect(services.getByText('Em análise')).toBeVisible();
    await expect(services.getByText('Recusado')).toBeVisible();
    await expect(
      services.getByText(/^Recusado em 16\/11\/2026, 10h30\. Motivo da recusa: Quadriciclo/),
    ).toBeVisible();
    await expect(services.getByText(/Porto Seguro · Sob consulta/)).toBeVisible();
  },
};

export const ServiceSentForReview: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const services = await openServices(canvasElement);
    await fillForm(canvasElement, {
      Título: 'Guia em Arraial d’Ajuda',
      Região: 'Arraial d’Ajuda',
      'Preço (R$)': '1.250,5',
    });
    await userEvent.click(services.getByRole('button', { name: 'Enviar para análise' }));
    const toast = await findToast(
      canvasElement,
      'Serviço "Guia em Arraial d’Ajuda" enviado para análise da equipe Maré.',
    );
    const item = (
      await services.findByText(
        'Guia em Arraial d’Ajuda',
        { selector: 'strong' },
        { timeout: 10_000 },
      )
    ).closest('li');
    if (!item) throw new Error('no list item');
    await expect(within(item).getByText('Em análise')).toBeVisible();
    await expect(within(item).getByText('R$ 1.250,50')).toBeVisible();
    // Sent by mistake: "Desfazer" takes it back out.
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await findToast(canvasElement, 'Serviço "Guia em Arraial d’Ajuda" removido.');
    await waitFor(() =>
      expect(services.queryByText('Guia em Arraial d’Ajuda', { selector: 'strong' })).toBeNull(),
    );
  },
};

export const ServicePriceOrOnRequest: Story = {
  play: async ({ canvasElement }) => {
    const services = await openServices(canvasElement);
    await fillForm(canvasElement, {
      Título: 'Transfer',
      Região: 'Porto Seguro',
      'Preço (R$)': 'x',
    });
    await userEvent.click(services.getByRole('button', { name: 'Enviar para análise' }));
    const price = services.getByLabelText('Preço (R$)', { selector: 'input' });
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Informe o preço em reais'),
    );
    await userEvent.click(
      services.getByRole('checkbox', { name: 'Sob consulta (sem preço fixo)' }),
    );
    await userEvent.click(services.getByRole('button', { name: 'Enviar para análise' }));
    await findToast(canvasElement, 'Serviço "Transfer" enviado para análise da equipe Maré.');
  },
};

export const ServicesEmpty: Story = {
  loaders: [withRows(`delete from public.provider_services`)],
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Serviços');
    const services = await panel(canvasElement, 'Serviços');
    await expect(
      await services.findByRole(
        'heading',
        { name: 'Nenhum serviço cadastrado' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const ServicesLoading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/provider_services') } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Serviços');
    await expect(
      await within(canvasElement).findByText(
        'Carregando seus serviços...',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const ServiceSaveFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'insertProviderServices')] } } },
  play: async ({ canvasElement }) => {
    const services = await openServices(canvasElement);
    await fillForm(canvasElement, {
      Título: 'Transfer',
      Região: 'Porto Seguro',
      'Preço (R$)': '90',
    });
    await userEvent.click(services.getByRole('button', { name: 'Enviar para análise' }));
    await findToast(
      canvasElement,
      'Não foi possível salvar. Confira sua conexão e tente novamente.',
    );
    await expect(services.getByLabelText('Título', { selector: 'input' })).toHaveValue('Transfer');
    await expect(services.getByLabelText('Preço (R$)', { selector: 'input' })).toHaveValue('90');
  },
};

/** A long list: forty services, published, pending and refused. */
export const ServicesLongList: Story = {
  loaders: [
    withRows(`insert into public.provider_services (provider_id, title, area, price, status, refusal_reason)
         select '00000000-0000-4000-8000-000000000004', 'Passeio guiado número ' || n, 'Porto Seguro',
           n * 1000, case n % 3 when 0 then 'approved' when 1 then 'pending' else 'refused' end,
           case when n % 3 = 2 then 'Faltam fotos do roteiro.' end
         from generate_series(1, 40) n`),
  ],
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Serviços');
    const services = await panel(canvasElement, 'Serviços');
    await expect(
      await services.findByText(
        'Passeio guiado número 40',
        { selector: 'strong' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(services.getAllByRole('listitem')).toHaveLength(44);
  },
};

/** Opens "Editar" on a service and gives its form (it takes the item's place). */
const editService = async (canvasElement: HTMLElement, title: string) => {
  await openTab(canvasElement, 'Serviços');
  const services = await panel(canvasElement, 'Serviços');
  await userEvent.click(
    await services.findByRole('button', { name: `Editar ${title}` }, { timeout: 10_000 }),
  );
  const form = await services.findByRole('form', { name: `Editar "${title}"` });
  return { services, form };
};

/** A published service edited in place goes back to the Maré team's review. */
export const ServiceEdited: Story = {
  play: async ({ canvasElement }) => {
    const { services, form } = await editService(canvasElement, 'Guia para o Recife de Fora');
    const inForm = within(form);
    await expect(inForm.getByLabelText('Título', { selector: 'input' })).toHaveFocus();
    await expect(inForm.getByLabelText('Preço (R$)', { selector: 'input' })).toHaveValue('250,00');
    await expect(
      inForm.getByText(/Ao salvar, o serviço sai do ar e volta para análise/),
    ).toBeVisible();
    await fillForm(form, { 'Preço (R$)': '270,00', Região: 'Porto Seguro e Coroa Vermelha' });
    await userEvent.click(inForm.getByRole('button', { name: 'Salvar alterações' }));
    await findToast(
      canvasElement,
      'Serviço "Guia para o Recife de Fora" salvo e enviado de novo para análise da equipe Maré.',
    );
    const item = (
      await services.findByText(
        'Guia para o Recife de Fora',
        { selector: 'strong' },
        { timeout: 10_000 },
      )
    ).closest('li');
    if (!item) throw new Error('no list item');
    await waitFor(() => expect(within(item).getByText('Em análise')).toBeVisible());
    await expect(within(item).getByText(/Porto Seguro e Coroa Vermelha/)).toBeVisible();
    await expect(within(item).getByText('R$ 270,00')).toBeVisible();
  },
};

/** The network fails: the form stays open with what was typed, and says so. */
export const ServiceEditFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'updateProviderServices')] } } },
  play: async ({ canvasElement }) => {
    const { form } = await editService(
      canvasElement,
      'Trilha de Caraíva ao Parque do Monte Pascoal',
    );
    const inForm = within(form);
    await expect(inForm.getByText('O serviço continua em análise da equipe Maré.')).toBeVisible();
    await fillForm(form, { Título: 'Trilha de Caraíva ao Monte Pascoal' });
    await userEvent.click(inForm.getByRole('button', { name: 'Salvar alterações' }));
    await findToast(
      canvasElement,
      'Não foi possível salvar. Confira sua conexão e tente novamente.',
    );
    await expect(
      await inForm.findByText('Não foi possível salvar. Confira sua conexão e tente novamente.'),
    ).toBeVisible();
    await expect(inForm.getByLabelText('Título', { selector: 'input' })).toHaveValue(
      'Trilha de Caraíva ao Monte Pascoal',
    );
    await expect(inForm.getByLabelText('Preço (R$)', { selector: 'input' })).toHaveValue('380,00');
  },
};

/** What the form refuses before sending; "Cancelar" gives the item back unchanged. */
export const ServiceEditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { services, form } = await editService(
      canvasElement,
      'Passeio de quadriciclo nas falésias',
    );
    const inForm = within(form);
    await expect(
      inForm.getByText('Ao salvar, o serviço volta para análise da equipe Maré.'),
    ).toBeVisible();
    await fillForm(form, { Título: 'Qu', 'Preço (R$)': '30 reais' });
    await userEvent.click(inForm.getByRole('button', { name: 'Salvar alterações' }));
    const title = inForm.getByLabelText('Título', { selector: 'input' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Dê um nome ao serviço (ao menos 3 letras).'),
    );
    await expect(
      inForm.getByLabelText('Preço (R$)', { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Informe o preço em reais'));
    await userEvent.click(inForm.getByRole('button', { name: 'Cancelar' }));
    const edit = await services.findByRole('button', {
      name: 'Editar Passeio de quadriciclo nas falésias',
    });
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(services.getByText(/Motivo da recusa: Quadriciclo/)).toBeVisible();
  },
};

/** A service with its duration and "O que está incluído", one line per item. */
export const ServiceDurationAndIncluded: Story = {
  play: async ({ canvasElement }) => {
    const services = await openServices(canvasElement);
    const form = within(services.getByRole('form', { name: 'Novo serviço' }));
    await fillForm(canvasElement, {
      Título: 'Passeio de bugue às falésias',
      Região: 'Trancoso',
      'Preço (R$)': '300',
      'Duração em minutos (opcional)': '150',
    });
    await userEvent.click(form.getByRole('button', { name: 'Adicionar item' }));
    await waitFor(() => expect(form.getByLabelText('Item 1')).toHaveFocus());
    await userEvent.type(form.getByLabelText('Item 1'), 'Água mineral');
    await userEvent.click(form.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.type(form.getByLabelText('Item 2'), 'Fotos do passeio');
    await userEvent.click(form.getByRole('button', { name: 'Enviar para análise' }));
    await findToast(
      canvasElement,
      'Serviço "Passeio de bugue às falésias" enviado para análise da equipe Maré.',
    );
    const item = (
      await services.findByText(
        'Passeio de bugue às falésias',
        { selector: 'strong' },
        { timeout: 10_000 },
      )
    ).closest('li');
    if (!item) throw new Error('no list item');
    await expect(item).toHaveTextContent(/Trancoso · R\$\s300,00 · 2 h 30 min/);
    await expect(within(item).getByText('Inclui: Água mineral · Fotos do passeio')).toBeVisible();
  },
};

/** A duration that is not minutes and a line too long: each said at its field. */
export const ServiceExtrasInvalid: Story = {
  play: async ({ canvasElement }) => {
    const services = await openServices(canvasElement);
    const form = within(services.getByRole('form', { name: 'Novo serviço' }));
    await fillForm(canvasElement, {
      Título: 'Transfer',
      Região: 'Porto Seguro',
      'Preço (R$)': '90',
      'Duração em minutos (opcional)': '2h',
    });
    await userEvent.click(form.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.type(form.getByLabelText('Item 1'), 'x'.repeat(81));
    await userEvent.click(form.getByRole('button', { name: 'Enviar para análise' }));
    const duration = form.getByLabelText('Duração em minutos (opcional)');
    await waitFor(() => expect(duration).toHaveFocus());
    await expect(duration).toHaveAccessibleDescription(
      expect.stringContaining('Informe a duração em minutos, de 15 a 1440'),
    );
    await expect(form.getByLabelText('Item 1')).toHaveAccessibleDescription(
      'Use no máximo 80 caracteres por item.',
    );
    await expect(form.getByLabelText('Título')).toHaveValue('Transfer');
  },
};

// Pedidos -----------------------------------------------------------------------------------------

export const Requests: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Pedidos');
    const requests = await panel(canvasElement, 'Pedidos');
    await expect(
      await requests.findByText('2 pedidos esperam sua resposta.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const items = requests.getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    // Open ones first, the nearest deadline on top; then the expired; then the answered.
    await expect(within(items[0] as HTMLElement).getByText('Vera Visitante')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Bruno Barqueiro')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Aceito')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('Prazo encerrado')).toBeVisible();
    await expect(within(items[3] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(requests.getByText('Aceito')).toBeVisible();
    await expect(
      requests.getByText('Sua resposta: Combinado! Chego 30 minutos antes.'),
    ).toBeVisible();
    // Accepted, its day has come: the contact, and the two ways to close it.
    const accepted = within(requests.getByText('Aceito').closest('li') as HTMLElement);
    await expect(accepted.getByRole('link', { name: 'barqueiro@mare.example' })).toHaveAttribute(
      'href',
      'mailto:barqueiro@mare.example',
    );
    await expect(
      accepted.getByRole('button', { name: 'Marcar como concluído o pedido de Bruno Barqueiro' }),
    ).toBeVisible();
    // Nobody's contact before accepting.
    await expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull();
  },
};

/** Opens "Aceitar" or "Recusar" on a request and gives its dialog. */
const openAnswer = async (
  canvasElement: HTMLElement,
  action: 'Aceitar' | 'Recusar',
  name: string,
) => {
  await openTab(canvasElement, 'Pedidos');
  const requests = await panel(canvasElement, 'Pedidos');
  await userEvent.click(
    await requests.findByRole(
      'button',
      { name: `${action} o pedido de ${name}` },
      { timeout: 10_000 },
    ),
  );
  const dialog = await page(canvasElement).findByRole('dialog', {
    name: `${action} o pedido de ${name}`,
  });
  return { requests, dialog: within(dialog), dialogElement: dialog };
};

/**
 * Accepting before the deadline, with the written answer (the stories' clock is the fixtures'
 * day, which the rules read too): the requester's contact shows once accepted.
 */
export const RequestAccepted: Story = {
  loaders: [
    withRows(
      `update public.provider_requests set requester_phone = '(71) 99999-0006' where id = $1`,
      ['00000000-0000-4000-8000-00000019b202'],
    ),
  ],
  play: async ({ canvasElement }) => {
    const { requests, dialogElement } = await openAnswer(
      canvasElement,
      'Aceitar',
      'Vera Visitante',
    );
    await fillForm(dialogElement, {
      'Sua resposta': 'Combinado! Encontro vocês no píer às 8h de sábado.',
    });
    await userEvent.click(within(dialogElement).getByRole('button', { name: 'Aceitar pedido' }));
    await findToast(canvasElement, 'Pedido de Vera Visitante aceito.');
    await expect(
      await requests.findByText('1 pedido espera sua resposta.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const item = within(
      (
        await requests.findByText(
          'Sua resposta: Combinado! Encontro vocês no píer às 8h de sábado.',
        )
      ).closest('li') as HTMLElement,
    );
    // The buttons are gone: the keyboard is on the request's name.
    await waitFor(() =>
      expect(item.getByText('Vera Visitante', { selector: 'strong' })).toHaveFocus(),
    );
    const chat = item.getByRole('link', { name: 'WhatsApp (71) 99999-0006' });
    await expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5571999990006\?text=/);
    await expect(item.getByRole('link', { name: 'visitante@mare.example' })).toBeVisible();
  },
};

/** The answer is required: "Aceitar" without one says so, and the dialog stays open. */
export const RequestAnswerNeedsNote: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAnswer(canvasElement, 'Aceitar', 'Bruno Barqueiro');
    await userEvent.type(dialog.getByLabelText('Sua resposta'), 'ok');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceitar pedido' }));
    const note = dialog.getByLabelText('Sua resposta');
    await waitFor(() => expect(note).toHaveFocus());
    await expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Escreva uma resposta para a pessoa (ao menos 3 caracteres).'),
    );
    await expect(note).toHaveValue('ok');
  },
};

export const RequestDeclined: Story = {
  play: async ({ canvasElement }) => {
    const { requests, dialog, dialogElement } = await openAnswer(
      canvasElement,
      'Recusar',
      'Vera Visitante',
    );
    await fillForm(dialogElement, {
      'Sua resposta': 'Neste sábado estou com outro grupo. Posso no domingo, se servir.',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Recusar pedido' }));
    await findToast(canvasElement, 'Pedido de Vera Visitante recusado.');
    // The last frame waits for the list to be refetched, not only for the toast.
    await expect(
      await requests.findByText('1 pedido espera sua resposta.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await requests.findAllByText('Recusado')).toHaveLength(2);
    await expect(
      requests.getByText(
        'Sua resposta: Neste sábado estou com outro grupo. Posso no domingo, se servir.',
      ),
    ).toBeVisible();
  },
};

export const RequestAnswerFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcRespondProviderRequest')] } } },
  play: async ({ canvasElement }) => {
    const { dialog, dialogElement } = await openAnswer(canvasElement, 'Aceitar', 'Bruno Barqueiro');
    await fillForm(dialogElement, { 'Sua resposta': 'Combinado, levo o grupo às 9h.' });
    await userEvent.click(dialog.getByRole('button', { name: 'Aceitar pedido' }));
    await findToast(canvasElement, 'Não foi possível enviar a resposta. Tente novamente.');
    // The dialog stays open with what was typed, and says why.
    await expect(
      await dialog.findByText('Não foi possível enviar a resposta. Tente novamente.'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Sua resposta')).toHaveValue(
      'Combinado, levo o grupo às 9h.',
    );
  },
};

/** Opens one of the two ways to close Bruno's accepted request (its day has passed). */
const openFinish = async (canvasElement: HTMLElement, button: string) => {
  await openTab(canvasElement, 'Pedidos');
  const requests = await panel(canvasElement, 'Pedidos');
  await userEvent.click(await requests.findByRole('button', { name: button }, { timeout: 10_000 }));
  return { requests, dialog: within(await page(canvasElement).findByRole('alertdialog')) };
};

/** Done: the request is closed as completed, and the requester is invited to review it. */
export const RequestCompleted: Story = {
  play: async ({ canvasElement }) => {
    const { requests, dialog } = await openFinish(
      canvasElement,
      'Marcar como concluído o pedido de Bruno Barqueiro',
    );
    await expect(dialog.getByText(/recebe um convite para avaliar/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar como concluído' }));
    await findToast(canvasElement, 'Pedido de Bruno Barqueiro concluído.');
    const item = within(
      requests
        .getByText('Guia para a escuna no feriado, saída às 9h.')
        .closest('li') as HTMLElement,
    );
    await expect(await item.findByText('Concluído', {}, { timeout: 10_000 })).toBeVisible();
    await expect(item.queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(item.getByText('Bruno Barqueiro', { selector: 'strong' })).toHaveFocus(),
    );
  },
};

/** The requester never came: closed as a no-show. */
export const RequestNoShow: Story = {
  play: async ({ canvasElement }) => {
    const { requests, dialog } = await openFinish(
      canvasElement,
      'Não compareceu (Bruno Barqueiro)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar: não compareceu' }));
    await findToast(canvasElement, 'Pedido de Bruno Barqueiro marcado como não compareceu.');
    const item = (
      await requests.findByText(/· Não compareceu em /, {}, { timeout: 10_000 })
    ).closest('li');
    await expect(within(item as HTMLElement).getByText('Não compareceu')).toBeVisible();
  },
};

/** Before the day: accepted, no way to close it yet, and the requester can still call it off. */
export const RequestsByFilter: Story = {
  loaders: [withVeraRequests],
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Pedidos');
    const requests = await panel(canvasElement, 'Pedidos');
    const filter = await requests.findByLabelText('Mostrar', {}, { timeout: 10_000 });
    await userEvent.selectOptions(filter, 'accepted');
    await expect(requests.getAllByRole('listitem')).toHaveLength(2);
    const ahead = within(
      requests.getByText(/^Queremos conhecer o Recife de Fora/).closest('li') as HTMLElement,
    );
    await expect(
      ahead.getByText('A partir do dia combinado, marque aqui se o serviço foi concluído.'),
    ).toBeVisible();
    await expect(ahead.queryByRole('button')).toBeNull();
    await userEvent.selectOptions(filter, 'closed');
    await expect(
      requests.getByText(
        /^Cancelado pela pessoa em 20\/11\/2026, 21h00\. Motivo: Mudamos a data da viagem\.$/,
      ),
    ).toBeVisible();
    await expect(requests.getByText('Cancelado pela pessoa')).toBeVisible();
    await userEvent.selectOptions(filter, 'done');
    // The seed's two completed requests (reviewed), Vera's two and her no-show.
    await expect(requests.getAllByRole('listitem')).toHaveLength(5);
    await expect(requests.getAllByText('Concluído')).toHaveLength(4);
    await expect(requests.getByText('Não compareceu')).toBeVisible();
  },
};

export const RequestsEmpty: Story = {
  loaders: [withRows(`delete from public.provider_requests`)],
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Pedidos');
    const requests = await panel(canvasElement, 'Pedidos');
    await expect(
      await requests.findByRole('heading', { name: 'Nenhum pedido ainda' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const RequestsLoadFail: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcProviderInbox')] } } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Pedidos');
    const requests = await panel(canvasElement, 'Pedidos');
    await expect(await requests.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Erro ao carregar seus pedidos. Verifique sua conexão e tente novamente.',
    );
  },
};
