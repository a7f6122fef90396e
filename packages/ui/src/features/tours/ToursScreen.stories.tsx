import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SUPABASE_URL, outage } from '@mare/mocks';
import {
  backendLoader,
  networkRecovers,
  pendingRequest,
  withApp,
  withRows,
} from '../../storybook/index.ts';
import {
  SiteWithFeed,
  cardTitle,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
} from '../../storybook/story-site.tsx';
import { ToursScreen } from './ToursScreen.tsx';
import { BUILT_LISTING, fixtureDeparture, fixtureTour, sellOut } from './story-support.ts';
import { ESCUNA_REVIEWS, plantTourReviews } from '../../reviews/story-reviews.ts';
import type { TourListingPage } from '@mare/domain';

const meta = {
  title: 'Telas/Passeios/Lista',
  component: ToursScreen,
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/passeios' },
} satisfies Meta<typeof ToursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Passeios de barco';

async function tourCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Passeios' },
    { timeout: 10_000 },
  );
  return within(list).getAllByRole('article');
}
const titles = async (canvasElement: HTMLElement) =>
  (await tourCards(canvasElement)).map(cardTitle);
/** The listing can take seconds to arrive on a loaded machine (the first story boots the database). */
const SLOW = { timeout: 15_000 };
const cardOf = async (canvasElement: HTMLElement, title: string) => {
  const card = (await tourCards(canvasElement)).find((candidate) => cardTitle(candidate) === title);
  if (!card) throw new Error(`no card "${title}"`);
  return within(card);
};

/** Every published tour, the soonest departure first, each with its seats and all-in price. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () =>
        expect(await titles(canvasElement)).toEqual([
          'Snorkel guiado na Praia do Forno',
          'Passeio de escuna pelas praias de Arraial do Cabo',
          'Travessia para a Ilha do Amor e o Lago Verde',
          'Catamarã dos golfinhos e da Baía do Sancho',
          'Catamarã do pôr do sol em Jericoacoara',
          'Observação de baleias-francas na Praia do Rosa',
        ]),
      SLOW,
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('6 passeios');
    const escuna = await cardOf(canvasElement, 'Passeio de escuna pelas praias de Arraial do Cabo');
    await expect(escuna.getByText(/^Quase esgotado · \d lugares$/)).toBeVisible();
    await expect(escuna.getByText('R$ 110,00')).toBeVisible();
    await expect(escuna.getByText('Cancelamento grátis até 24 h antes')).toBeVisible();
    await expect(escuna.getByText('4 horas')).toBeVisible();
    await expect(escuna.getByRole('link')).toHaveAttribute(
      'href',
      '/passeios/escuna-praias-de-arraial',
    );
    const noronha = await cardOf(canvasElement, 'Catamarã dos golfinhos e da Baía do Sancho');
    await expect(noronha.getByText('24 lugares')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Passeios de barco — Maré'));
    // Phones show the filters first: no photo is fetched ahead of the page; wider screens,
    // where the first row shows at once, preload its three photos. A card draws the photo's
    // 800 px copy, all it needs.
    // The photos (the cards' ratings are images too, drawn in SVG).
    const photos = within(canvasElement)
      .getAllByRole('img')
      .filter((image) => image instanceof HTMLImageElement);
    for (const image of photos) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('fetchpriority', 'low');
      await expect(image.getAttribute('src')).toMatch(/^\/images\/tours\/[\w-]+-800w\.webp$/);
    }
    // The preview keeps one document across stories: earlier lists' preloads may be there too.
    // A preload names the file the card draws, so it is fetched once.
    const preloads = Array.from(
      document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
      (link) => [link.getAttribute('href'), link.media],
    );
    await expect(preloads).toEqual(
      expect.arrayContaining([
        ['/images/tours/snorkel-forno-800w.webp', '(min-width: 768px)'],
        ['/images/tours/escuna-arraial-800w.webp', '(min-width: 768px)'],
        ['/images/tours/ilha-do-amor-800w.webp', '(min-width: 768px)'],
      ]),
    );
    for (const [, media] of preloads) await expect(media).toBe('(min-width: 768px)');
  },
};

/** A shared link keeps its filters: the tours of one beach, cheapest first. */
export const FiltersApplied: Story = {
  parameters: { route: '/passeios?praia=praia-do-forno&ordem=menor-preco' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () =>
        expect(await titles(canvasElement)).toEqual([
          'Passeio de escuna pelas praias de Arraial do Cabo',
          'Snorkel guiado na Praia do Forno',
        ]),
      SLOW,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 2 de 6 passeios');
    await expect(canvas.getByLabelText('Praia', { selector: 'select' })).toHaveDisplayValue(
      'Praia do Forno',
    );
    await expect(canvas.getByLabelText('Ordenar por', { selector: 'select' })).toHaveDisplayValue(
      'Menor preço',
    );
  },
};

/** Region, covered zone, duration and date narrow the list; each choice goes into the URL. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await tourCards(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText('Região', { selector: 'select' }),
      'Nordeste',
    );
    await expectLocation(canvasElement, '/passeios?regiao=nordeste');
    await waitFor(
      async () =>
        expect(await titles(canvasElement)).toEqual([
          'Catamarã dos golfinhos e da Baía do Sancho',
          'Catamarã do pôr do sol em Jericoacoara',
        ]),
      SLOW,
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Com área coberta/ }));
    await userEvent.selectOptions(
      canvas.getByLabelText('Duração', { selector: 'select' }),
      'Até 2 horas',
    );
    await expectLocation(canvasElement, '/passeios?regiao=nordeste&duracao=ate-2h&coberto=1');
    await waitFor(
      async () =>
        expect(await titles(canvasElement)).toEqual(['Catamarã do pôr do sol em Jericoacoara']),
      SLOW,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expectLocation(canvasElement, '/passeios');
    await waitFor(async () => expect(await titles(canvasElement)).toHaveLength(6), SLOW);
    await expect(canvas.getByLabelText('Região', { selector: 'select' })).toHaveValue('');
  },
};

/** A day with departures of only some tours: each card shows that day's departure. */
export const ByDate: Story = {
  parameters: { route: '/passeios?data=2026-11-23' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    const cards = await tourCards(canvasElement);
    await expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      await expect(within(card).getByText(/, 23\/11 às /)).toBeVisible();
    }
  },
};

/** Nothing matches: said plainly, with a way back to every tour. */
export const NoMatch: Story = {
  parameters: { route: '/passeios?praia=praia-do-rosa&ate=100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum passeio corresponde aos filtros' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await titles(canvasElement)).toHaveLength(6), SLOW);
  },
};

/** No tour published at all (a new project). */
export const Empty: Story = {
  loaders: [withRows(`update public.tours set status = 'suspended' where status = 'published'`)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Ainda não há passeios publicados' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The next departure of a tour sold out, and another almost: the cards say so. */
export const SoldOutAndAlmost: Story = {
  loaders: [
    async () => {
      await sellOut(fixtureDeparture(3, 1));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const noronha = await cardOf(canvasElement, 'Catamarã dos golfinhos e da Baía do Sancho');
    await expect(noronha.getByText('Esgotado')).toBeVisible();
    const escuna = await cardOf(canvasElement, 'Passeio de escuna pelas praias de Arraial do Cabo');
    await expect(escuna.getByText(/^Quase esgotado/)).toBeVisible();
  },
};

const LONG_TITLE =
  'Travessia completa de escuna pelas praias, grutas e ilhas de Arraial do Cabo com parada para mergulho';

/** Long pt-BR titles and places wrap inside the card. */
export const LongText: Story = {
  loaders: [
    withRows(
      `update public.tours set title = $1, summary = repeat('Águas transparentes e areia branquinha. ', 8) where id = $2`,
      [LONG_TITLE, fixtureTour(1)],
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, LONG_TITLE);
    const heading = card.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** While the tours load, grey cards hold their place and the page says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/tour_listing_page') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await expect(await canvas.findByText('Carregando passeios...')).toBeInTheDocument();
    await expect(canvas.getByText('Carregando passeios...').closest('[aria-busy]')).not.toBeNull();
  },
};

/**
 * Opened on its prerendered page: the tours the build read show at once, and each card waits for
 * its live seats (the build's would be old: its "Quase esgotado" never shows).
 */
export const PrerenderedSeatsLoading: Story = {
  parameters: {
    pageData: { path: '/passeios', data: { 'tour-listing': BUILT_LISTING } },
    msw: { handlers: pendingRequest('post', '/rest/v1/rpc/tour_listing_page') },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await expect(await titles(canvasElement)).toEqual([BUILT_LISTING.tours[0]?.title]);
    const card = await cardOf(canvasElement, 'Passeio de escuna pelas praias de Arraial do Cabo');
    await expect(
      card.getByText('Carregando a próxima saída...').closest('[aria-busy]'),
    ).not.toBeNull();
    await expect(card.queryByText(/Quase esgotado/)).toBeNull();
    await expect(card.getByText('R$ 110,00')).toBeVisible();
  },
};

/** The live listing replaces the build's: every published tour, with today's seats. */
export const PrerenderedThenLive: Story = {
  parameters: { pageData: { path: '/passeios', data: { 'tour-listing': BUILT_LISTING } } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await titles(canvasElement)).toHaveLength(6), SLOW);
    const escuna = await cardOf(canvasElement, 'Passeio de escuna pelas praias de Arraial do Cabo');
    await expect(escuna.getByText(/^Quase esgotado · \d lugares$/)).toBeVisible();
    await expect(within(canvasElement).queryByText('Carregando a próxima saída...')).toBeNull();
  },
};

/** The listing fails: a pt-BR alert, and the retry brings the tours once the network is back. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcTourListingPage')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar os passeios. Tente novamente.',
    );
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await titles(canvasElement)).toHaveLength(6), SLOW);
  },
};

/** A card leads to its tour's page. */
export const OpensATour: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Snorkel guiado na Praia do Forno');
    await userEvent.click(card.getByRole('link'));
    await expectNavigatedTo(canvasElement, 'Snorkel guiado na Praia do Forno');
    await expectLocation(canvasElement, '/passeios/snorkel-praia-do-forno');
  },
};

/** A listing of 30 tours (the escuna's card, renamed), as the database pages it. */
const LISTED_TOURS = 30;
const thirtyTours = http.post(
  `${MOCK_SUPABASE_URL}/rest/v1/rpc/tour_listing_page`,
  async ({ request }) => {
    const args = (await request.json()) as { page?: number; page_size?: number };
    const size = args.page_size ?? 12;
    const last = Math.ceil(LISTED_TOURS / size);
    // Past the end, the last page, as the database answers.
    const page = Math.min(Math.max(args.page ?? 1, 1), last);
    const escuna = BUILT_LISTING.tours[0];
    if (!escuna) throw new Error('no fixture card');
    const answer: TourListingPage = {
      total: LISTED_TOURS,
      published: LISTED_TOURS,
      page,
      page_size: size,
      tours: Array.from({ length: Math.min(size, LISTED_TOURS - (page - 1) * size) }, (_, i) => {
        const n = (page - 1) * size + i + 1;
        return {
          ...escuna,
          id: `70a00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          slug: `passeio-${n}`,
          title: `Passeio número ${n}`,
        };
      }),
    };
    return HttpResponse.json(answer);
  },
);
const firstTitle = async (canvasElement: HTMLElement) => (await titles(canvasElement))[0];

/**
 * More tours than a page holds: the page is in the URL, the pages below the cards lead on, and a
 * new filter starts again from the first page.
 */
export const Paged: Story = {
  parameters: { route: '/passeios?pagina=2', msw: { handlers: { scenario: [thirtyTours] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await firstTitle(canvasElement)).toBe('Passeio número 13'),
      SLOW,
    );
    await expect(await tourCards(canvasElement)).toHaveLength(12);
    await expect(canvas.getByRole('status')).toHaveTextContent('30 passeios');
    const pages = canvas.getByRole('navigation', { name: 'Páginas de passeios' });
    // Wide screens list the pages' numbers; phones say "Página 2 de 3".
    await expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Próxima' }));
    await expectLocation(canvasElement, '/passeios?pagina=3');
    await waitFor(
      async () => expect(await firstTitle(canvasElement)).toBe('Passeio número 25'),
      SLOW,
    );
    await expect(await tourCards(canvasElement)).toHaveLength(6);
    await userEvent.selectOptions(
      canvas.getByLabelText('Ordenar por', { selector: 'select' }),
      'Menor preço',
    );
    await expectLocation(canvasElement, '/passeios?ordem=menor-preco');
    await waitFor(
      async () => expect(await firstTitle(canvasElement)).toBe('Passeio número 1'),
      SLOW,
    );
  },
};

/** A page past the end (an old link): the last page shows, and the URL says so. */
export const PagePastTheEnd: Story = {
  parameters: { route: '/passeios?pagina=9', msw: { handlers: { scenario: [thirtyTours] } } },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, TITLE);
    await waitFor(
      async () => expect(await firstTitle(canvasElement)).toBe('Passeio número 25'),
      SLOW,
    );
    await expectLocation(canvasElement, '/passeios?pagina=3');
    const pages = within(canvasElement).getByRole('navigation', { name: 'Páginas de passeios' });
    await expect(within(pages).getByText('Página 3 de 3')).toBeInTheDocument();
    // The frame shows the pages below the cards.
    pages.scrollIntoView({ block: 'center' });
  },
};

/**
 * "Mais bem avaliados": the rated tours first, each card with its average and count (the
 * database's figures); a tour without reviews shows none.
 */
export const ByRating: Story = {
  loaders: [() => plantTourReviews(fixtureTour(1), ESCUNA_REVIEWS)],
  parameters: { route: '/passeios?ordem=avaliacao' },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect((await titles(canvasElement))[0]).toBe(
          'Passeio de escuna pelas praias de Arraial do Cabo',
        ),
      SLOW,
    );
    const escuna = await cardOf(canvasElement, 'Passeio de escuna pelas praias de Arraial do Cabo');
    const rating = escuna.getByRole('img', { name: 'Nota 3,9 de 5, 10 avaliações' });
    rating.scrollIntoView({ block: 'center' });
    await expect(rating).toBeVisible();
    const snorkel = await cardOf(canvasElement, 'Snorkel guiado na Praia do Forno');
    await expect(snorkel.queryByRole('img', { name: /^Nota/ })).toBeNull();
  },
};
