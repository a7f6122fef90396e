import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_PASSWORD,
  STORY_ACCOUNTS,
  backendLoader,
  fillForm,
  findPageHeading,
  networkRecovers,
  pendingRequest,
  withApp,
} from '../../storybook/index.ts';
import {
  SiteWithFeed,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
} from '../../storybook/story-site.tsx';
import { SMALL_PHONE_320, expectNoSidewaysScroll } from '../../reports/story-support.ts';
import {
  SLOW,
  expectCanonical,
  fillRequest,
  requestForm,
  rpcFails,
  rpcRefused,
  structuredData,
} from './story-support.ts';
import { SEEDED } from './story-seed.ts';

const PROVIDER = SEEDED.rated;

const meta = {
  title: 'Telas/Prestadores/Prestador',
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: `/prestadores/${PROVIDER.slug}` },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

/** A request as a visitor types it (the story's day is 21/11/2026). */
const REQUEST = {
  service: PROVIDER.service.id,
  date: '2026-11-28',
  people: '4',
  message: 'Somos uma família com duas crianças. Vocês buscam no hotel?',
  phone: '(21) 98765-4321',
};

async function expectRequestKept(canvasElement: HTMLElement) {
  const form = await requestForm(canvasElement);
  await waitFor(() => expect(form.getByLabelText('Serviço')).toHaveValue(PROVIDER.service.id));
  await expect(form.getByLabelText('Data')).toHaveValue(REQUEST.date);
  await expect(form.getByLabelText('Pessoas')).toHaveValue(4);
  await expect(form.getByLabelText('Mensagem')).toHaveValue(REQUEST.message);
  await expect(form.getByLabelText('WhatsApp para contato')).toHaveValue(REQUEST.phone);
}

/**
 * The provider's profile: where and in which languages, the Cadastur number and when it was
 * verified, the services with price, duration and what is included, reviews, WhatsApp, the tours on
 * the same beach; title, canonical and the LocalBusiness JSON-LD.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PROVIDER.type, { selector: 'header *' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: PROVIDER.ratingLabel })).toBeVisible();
    const where = section(canvasElement, 'Onde atende e idiomas');
    await expect(where.getByRole('link', { name: 'Praia do Forno' })).toHaveAttribute(
      'href',
      '/prestadores?praia=praia-do-forno',
    );
    await expect(where.getByText(PROVIDER.languages)).toBeVisible();
    const cadastur = section(canvasElement, 'Cadastur');
    await expect(cadastur.getByText(`Número ${PROVIDER.cadastur}`)).toBeVisible();
    await expect(cadastur.getByText(PROVIDER.cadasturVerified)).toBeVisible();
    const services = section(canvasElement, 'Serviços');
    const service = within(services.getByRole('article', { name: PROVIDER.service.title }));
    await expect(service.getByText(PROVIDER.service.price)).toBeVisible();
    await expect(service.getByText(PROVIDER.service.duration)).toBeVisible();
    await expect(service.getByText(PROVIDER.service.included)).toBeVisible();
    await expect(services.getAllByText('Sob consulta').length).toBeGreaterThanOrEqual(
      PROVIDER.onRequestServices,
    );
    const whatsapp = canvas.getByRole('link', { name: 'Conversar pelo WhatsApp' });
    await expect(whatsapp.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${PROVIDER.whatsapp}\\?text=`),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Passeios em Praia do Forno' }, SLOW),
    ).toBeVisible();
    await expect(
      section(canvasElement, 'Passeios em Praia do Forno').getByRole('link', {
        name: 'Passeio de escuna pelas praias de Arraial do Cabo',
      }),
    ).toHaveAttribute('href', '/passeios/escuna-praias-de-arraial');
    await expect(await canvas.findByRole('heading', { name: 'Avaliações' }, SLOW)).toBeVisible();

    await waitFor(() => expect(document.title).toBe(`${PROVIDER.name} — ${PROVIDER.type} — Maré`));
    await expectCanonical(new RegExp(`/prestadores/${PROVIDER.slug}$`));
    const business = await structuredData('TravelAgency');
    await expect(business).toMatchObject({
      name: PROVIDER.name,
      hasOfferCatalog: { '@type': 'OfferCatalog' },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: PROVIDER.ratingCount },
    });
  },
};

/** The smallest phone: the profile, the services and the form within 320 px. */
export const SmallPhone: Story = {
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    await requestForm(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Signed out: the form takes everything, says sign-in comes first, and keeps what was typed. */
export const SignedOutRequest: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    const form = await requestForm(canvasElement);
    await expect(
      form.getByText('Para enviar, entre na sua conta. O que você escreveu fica guardado.'),
    ).toBeVisible();
    await fillRequest(canvasElement, REQUEST);
    await userEvent.click(form.getByRole('button', { name: 'Entrar para enviar' }));
    await expect(await findPageHeading(canvasElement, 'Entrar')).toBeVisible();
    await expectLocation(canvasElement, '/auth/signin');
  },
};

/**
 * Signing in brings the person back to the form, focused, with everything typed still there; the
 * request then goes out.
 */
export const DraftKeptAcrossSignIn: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    await fillRequest(canvasElement, REQUEST);
    const form = await requestForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Entrar para enviar' }));
    await findPageHeading(canvasElement, 'Entrar');
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.visitor, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar' }));
    await expectLocation(canvasElement, `/prestadores/${PROVIDER.slug}`);
    await expectRequestKept(canvasElement);
    await waitFor(async () =>
      expect(
        (await requestForm(canvasElement)).getByRole('heading', { name: 'Solicitar serviço' }),
      ).toHaveFocus(),
    );
    await expect(
      (await requestForm(canvasElement)).getByRole('button', { name: 'Enviar solicitação' }),
    ).toBeVisible();
  },
};

/** Signed in: the request goes out; the page says until when the provider answers, and where. */
export const Sent: Story = {
  parameters: { signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    await fillRequest(canvasElement, REQUEST);
    const form = await requestForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Enviar solicitação' }));
    const done = await form.findByRole('heading', { name: 'Solicitação enviada' }, SLOW);
    await waitFor(() => expect(done).toHaveFocus());
    await expect(form.getByText(new RegExp(`^${PROVIDER.name} responde até `))).toBeVisible();
    await expect(form.getByRole('link', { name: 'Ver minhas solicitações' })).toHaveAttribute(
      'href',
      '/minhas-solicitacoes',
    );
  },
};

/** Sent empty: each field says in pt-BR what it needs, and the first takes the focus. */
export const FieldErrors: Story = {
  parameters: { signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    const form = await requestForm(canvasElement);
    await userEvent.clear(form.getByLabelText('Pessoas'));
    await userEvent.type(form.getByLabelText('Data'), '2026-11-20');
    await userEvent.click(form.getByRole('button', { name: 'Enviar solicitação' }));
    await expect(await form.findByText('Escolha o serviço.')).toBeVisible();
    await expect(form.getByText('Escolha uma data a partir de hoje.')).toBeVisible();
    await expect(form.getByText('Informe de 1 a 50 pessoas.')).toBeVisible();
    await expect(form.getByText('Escreva o que você precisa.')).toBeVisible();
    await expect(form.getByText('Informe o WhatsApp com DDD, como (21) 98765-4321.')).toBeVisible();
    await waitFor(() => expect(form.getByLabelText('Serviço')).toHaveFocus());
  },
};

/** "Solicitar este serviço" on a service chooses it in the form; the date is next. */
export const ChoosesAService: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    const services = section(canvasElement, 'Serviços');
    const service = within(services.getByRole('article', { name: PROVIDER.service.title }));
    await userEvent.click(service.getByRole('button', { name: 'Solicitar este serviço' }));
    const form = await requestForm(canvasElement);
    await expect(form.getByLabelText('Serviço')).toHaveValue(PROVIDER.service.id);
    await waitFor(() => expect(form.getByLabelText('Data')).toHaveFocus());
  },
};

/** The database refuses (too many requests): said in pt-BR beside the form, nothing typed lost. */
export const Refused: Story = {
  parameters: {
    signedInAs: 'visitor',
    msw: { handlers: rpcRefused('send_provider_request', 'request_limit') },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    await fillRequest(canvasElement, REQUEST);
    const form = await requestForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Enviar solicitação' }));
    await expect(
      await form.findByText(
        'Você já enviou pedidos demais. Aguarde as respostas pendentes ou tente novamente amanhã.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expectRequestKept(canvasElement);
  },
};

/** The date is refused by the server: the message sits beside the date, which takes the focus. */
export const DateRefused: Story = {
  parameters: {
    signedInAs: 'visitor',
    msw: { handlers: rpcRefused('send_provider_request', 'invalid_date') },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    await fillRequest(canvasElement, REQUEST);
    const form = await requestForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(form.getByLabelText('Data')).toHaveFocus(), SLOW);
    await expect(form.getAllByText('Escolha uma data de hoje até um ano à frente.')).toHaveLength(
      2,
    );
    await expectRequestKept(canvasElement);
  },
};

/** No provider at that address: said plainly, with the way to every provider. */
export const NotFound: Story = {
  parameters: { route: '/prestadores/prestador-que-nao-existe' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, 'Prestador não encontrado');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Ver todos os guias e serviços' }),
    ).toHaveAttribute('href', '/prestadores');
    await waitFor(() => expect(document.title).toBe('Prestador não encontrado — Maré'));
  },
};

/** While the provider loads, the page's shape holds its place and says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/provider_profile') } },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText('Carregando prestador...', {}, SLOW);
    await expect(label.closest('[aria-busy]')).not.toBeNull();
  },
};

/** The provider cannot be read: a titled alert with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: rpcFails('provider_profile') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Prestador indisponível no momento' }, SLOW),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar este prestador. Tente novamente.',
    );
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Once the network is back, the retry brings the page. */
export const RetryAfterLoadError: Story = {
  parameters: { msw: { handlers: rpcFails('provider_profile', 'network') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PROVIDER.name }, SLOW),
    ).toBeVisible();
  },
};

/** The beach's tours cannot be read: a quiet line with a retry; the rest of the page stays. */
export const BeachToursError: Story = {
  parameters: { msw: { handlers: rpcFails('tour_listing_page', 'network') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, PROVIDER.name);
    const line = await canvas.findByText(
      'Não foi possível carregar os passeios desta praia. Tente novamente.',
      {},
      SLOW,
    );
    await expect(within(line).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Passeios em Praia do Forno' })).toBeNull();
    // The reviews above it land first: the frame shows the line where it settles.
    await waitFor(() => expect(canvas.queryAllByText(/^Carregando/)).toHaveLength(0), SLOW);
    line.scrollIntoView({ block: 'center' });
  },
};

/** A tour of the same beach leads to its page. */
export const OpensABeachTour: Story = {
  play: async ({ canvasElement }) => {
    const tours = await within(canvasElement).findByRole(
      'region',
      { name: 'Passeios em Praia do Forno' },
      SLOW,
    );
    await userEvent.click(
      within(tours).getByRole('link', { name: 'Snorkel guiado na Praia do Forno' }),
    );
    await expectNavigatedTo(canvasElement, 'Snorkel guiado na Praia do Forno');
  },
};
