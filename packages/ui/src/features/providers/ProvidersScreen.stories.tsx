import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProviderDirectoryPage } from '@mare/domain';
import {
  backendLoader,
  networkRecovers,
  pendingRequest,
  withApp,
  withRows,
} from '../../storybook/index.ts';
import {
  SiteWithFeed,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
} from '../../storybook/story-site.tsx';
import { SMALL_PHONE_320, expectNoSidewaysScroll } from '../../reports/story-support.ts';
import { ProvidersScreen } from './ProvidersScreen.tsx';
import {
  SLOW,
  cardNames,
  expectCanonical,
  manyProviders,
  providerCard,
  providerCards,
  rpcFails,
} from './story-support.ts';
import { SEEDED } from './story-seed.ts';

const meta = {
  title: 'Telas/Prestadores/Lista',
  component: ProvidersScreen,
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/prestadores' },
} satisfies Meta<typeof ProvidersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Guias e serviços';
const NO_MATCH = '/prestadores?praia=praia-do-rosa&tipo=restaurante&ate=100';

/** Every approved provider, the best rated first: type, Cadastur, rating, "a partir de". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(SEEDED.byRating),
      SLOW,
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `${SEEDED.byRating.length} prestadores`,
    );
    const top = await providerCard(canvasElement, SEEDED.top.name);
    await expect(top.getByText(SEEDED.top.type)).toBeVisible();
    await expect(top.getByText('Cadastur verificado')).toBeVisible();
    await expect(top.getByRole('img', { name: SEEDED.top.ratingLabel })).toBeVisible();
    await expect(top.getByText(SEEDED.top.priceFrom)).toBeVisible();
    await expect(top.getByText('a partir de')).toBeVisible();
    await expect(top.getByRole('link', { name: SEEDED.top.name })).toHaveAttribute(
      'href',
      `/prestadores/${SEEDED.top.slug}`,
    );
    // Nobody has reviewed it yet: the card says so.
    const jeri = await providerCard(canvasElement, 'Jeri 4x4 Transfer');
    await expect(jeri.getByText('Sem avaliações ainda')).toBeVisible();
    // No photo given: the card draws its beach's picture.
    const rosa = await providerCard(canvasElement, 'Rosa Trilhas e Baleias');
    await expect(rosa.getByRole('img')).toHaveAccessibleName(/Praia do Rosa/);
    await waitFor(() => expect(document.title).toBe('Guias e serviços — Maré'));
    await expectCanonical(/\/prestadores$/);
  },
};

/** A shared link keeps its filters: one beach's providers, cheapest first. */
export const FiltersApplied: Story = {
  parameters: { route: '/prestadores?praia=praia-do-forno&ordem=menor-preco' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(SEEDED.fornoByPrice),
      SLOW,
    );
    await expect(canvas.getByLabelText('Praia', { selector: 'select' })).toHaveDisplayValue(
      'Praia do Forno',
    );
    await expect(canvas.getByLabelText('Ordenar por', { selector: 'select' })).toHaveDisplayValue(
      'Menor preço',
    );
  },
};

/** Type and language narrow the list; each choice goes into the URL; "Limpar filtros" undoes them. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await providerCards(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText('Tipo de serviço', { selector: 'select' }),
      'Transfer',
    );
    await expectLocation(canvasElement, '/prestadores?tipo=transfer');
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(SEEDED.transfers),
      SLOW,
    );
    await userEvent.selectOptions(
      canvas.getByLabelText('Idioma', { selector: 'select' }),
      'Italiano',
    );
    await expectLocation(canvasElement, '/prestadores?tipo=transfer&idioma=it');
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(SEEDED.italianTransfers),
      SLOW,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expectLocation(canvasElement, '/prestadores');
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toHaveLength(SEEDED.byRating.length),
      SLOW,
    );
    await expect(canvas.getByLabelText('Tipo de serviço', { selector: 'select' })).toHaveValue('');
  },
};

/** Nothing matches: said plainly, with a way back to every provider. */
export const NoMatch: Story = {
  parameters: { route: NO_MATCH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    const empty = await canvas.findByRole(
      'heading',
      { name: 'Nenhum prestador corresponde aos filtros' },
      SLOW,
    );
    const card = within(canvas.getByRole('region', { name: 'Nenhum prestador encontrado' }));
    await expect(card.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
    empty.scrollIntoView({ block: 'center' });
  },
};

/** "Limpar filtros" on the empty list brings every provider back, and the URL says so. */
export const ClearsFromNoMatch: Story = {
  parameters: { route: NO_MATCH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Nenhum prestador corresponde aos filtros' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expectLocation(canvasElement, '/prestadores');
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toHaveLength(SEEDED.byRating.length),
      SLOW,
    );
  },
};

/** No provider approved yet (a new project). */
export const Empty: Story = {
  loaders: [
    withRows(`update public.provider_services set status = 'pending' where status = 'approved'`),
  ],
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole(
      'heading',
      { name: 'Ainda não há guias e serviços publicados' },
      SLOW,
    );
    await expect(empty).toBeVisible();
    // No filter to clear: nothing matches because nothing is published.
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Limpar filtros' }),
    ).toBeNull();
    empty.scrollIntoView({ block: 'center' });
  },
};

/** While the providers load, grey cards hold their place and the page says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/provider_directory') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    const label = await canvas.findByText('Carregando guias e serviços...');
    const busy = label.closest('[aria-busy]');
    await expect(busy).not.toBeNull();
    busy?.scrollIntoView({ block: 'center' });
  },
};

/** The directory fails: a pt-BR alert with a retry, the filters still there. */
export const LoadError: Story = {
  parameters: { msw: { handlers: rpcFails('provider_directory') } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar os guias e serviços. Tente novamente.',
    );
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    alert.scrollIntoView({ block: 'center' });
  },
};

/** Once the network is back, the retry brings the providers. */
export const RetryAfterLoadError: Story = {
  parameters: { msw: { handlers: rpcFails('provider_directory', 'network') } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, SLOW);
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toHaveLength(SEEDED.byRating.length),
      SLOW,
    );
  },
};

/** Opened on its prerendered page: the build's providers show at once, then the live ones. */
export const Prerendered: Story = {
  parameters: {
    pageData: {
      path: '/prestadores',
      data: {
        'provider-directory': {
          total: 1,
          items: [SEEDED.builtCard],
        } satisfies ProviderDirectoryPage,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toHaveLength(SEEDED.byRating.length),
      SLOW,
    );
  },
};

const firstName = async (canvasElement: HTMLElement) => (await cardNames(canvasElement))[0];

/**
 * More providers than a page holds: the page is in the URL, the pages below the cards lead on, and
 * a new filter starts again from the first page.
 */
export const Paged: Story = {
  parameters: {
    route: '/prestadores?pagina=2',
    msw: { handlers: { scenario: [manyProviders(() => SEEDED.builtCard)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await firstName(canvasElement)).toBe('Prestador número 13'),
      SLOW,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('30 prestadores');
    const pages = canvas.getByRole('navigation', { name: 'Páginas de prestadores' });
    await expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Próxima' }));
    await expectLocation(canvasElement, '/prestadores?pagina=3');
    await waitFor(
      async () => expect(await firstName(canvasElement)).toBe('Prestador número 25'),
      SLOW,
    );
    await expect(await providerCards(canvasElement)).toHaveLength(6);
    await userEvent.selectOptions(
      canvas.getByLabelText('Ordenar por', { selector: 'select' }),
      'Nome (A–Z)',
    );
    await expectLocation(canvasElement, '/prestadores?ordem=nome');
    await waitFor(
      async () => expect(await firstName(canvasElement)).toBe('Prestador número 1'),
      SLOW,
    );
  },
};

/** A page past the end (an old link): the last page shows, and the URL says so. */
export const PagePastTheEnd: Story = {
  parameters: {
    route: '/prestadores?pagina=9',
    msw: { handlers: { scenario: [manyProviders(() => SEEDED.builtCard)] } },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await expectLocation(canvasElement, '/prestadores?pagina=3');
    await waitFor(
      async () => expect(await firstName(canvasElement)).toBe('Prestador número 25'),
      SLOW,
    );
  },
};

/** The smallest phone: filters and cards within 320 px. */
export const SmallPhone: Story = {
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toHaveLength(SEEDED.byRating.length),
      SLOW,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A card leads to its provider's page. */
export const OpensAProvider: Story = {
  play: async ({ canvasElement }) => {
    const card = await providerCard(canvasElement, SEEDED.rated.name);
    await userEvent.click(card.getByRole('link', { name: SEEDED.rated.name }));
    await expectNavigatedTo(canvasElement, SEEDED.rated.name);
    await expectLocation(canvasElement, `/prestadores/${SEEDED.rated.slug}`);
  },
};
