import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCHEDULER, pickSampleBeaches, scheduledArticle, slotMoment } from '@mare/domain';
import { outage } from '@mare/mocks';
import {
  backendLoader,
  findToast,
  networkRecovers,
  pendingRequest,
  withApp,
} from '../../storybook/index.ts';
import { newestFirst } from '../../feed/merge.ts';
import {
  BLOG_NOW,
  SiteWithFeed,
  cardTitle,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
  storyArticles,
} from '../../storybook/story-site.tsx';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Telas/Home',
  component: HomeScreen,
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/', now: BLOG_NOW },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Praias brasileiras e passeios de barco';

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const arrive = (canvasElement: HTMLElement) => expectOpenedDirectly(canvasElement, TITLE);

const latestTitles = (canvasElement: HTMLElement) =>
  section(canvasElement, 'Últimos artigos do blog').getAllByRole('article').map(cardTitle);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Ler o blog' })).toHaveAttribute('href', '/blog');

    const beaches = section(canvasElement, 'Praias para conhecer');
    const cards = beaches.getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const sample = pickSampleBeaches();
    for (const [index, beach] of sample.entries()) {
      const card = within(cards[index] as HTMLElement);
      await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(beach.name);
      const image = card.getByRole('img');
      await expect(image).toHaveAccessibleName(
        `Ilustração de ${beach.name}, em ${beach.city} (${beach.state})`,
      );
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '675');
      await expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      if (index === 0) await expect(image).toHaveAttribute('fetchpriority', 'high');
      else await expect(image).not.toHaveAttribute('fetchpriority');
      await expect(card.getByRole('link', { name: `Artigos sobre ${beach.name}` })).toHaveAttribute(
        'href',
        `/blog?${new URLSearchParams({ tag: beach.name })}`,
      );
      await expect(card.getByRole('link', { name: `Passeios em ${beach.name}` })).toHaveAttribute(
        'href',
        `/passeios?praia=${beach.id}`,
      );
    }

    const expected = newestFirst(storyArticles())
      .slice(0, 3)
      .map((article) => article.title);
    // The article list is its own chunk, loaded after the hero and the beaches.
    await waitFor(() => expect(latestTitles(canvasElement)).toEqual(expected));
    await expect(
      section(canvasElement, 'Últimos artigos do blog').getByRole('link', {
        name: 'Ver todos os artigos',
      }),
    ).toHaveAttribute('href', '/blog');

    const partners = section(canvasElement, 'Trabalha com turismo no litoral?');
    await expect(partners.getByRole('link', { name: 'Cadastrar meu barco' })).toHaveAttribute(
      'href',
      '/auth/signup?perfil=barco',
    );
    await expect(partners.getByRole('link', { name: 'Seja um parceiro' })).toHaveAttribute(
      'href',
      '/service-provider-registration',
    );
    await waitFor(() => expect(document.title).toBe('Maré — praias e passeios de barco no Brasil'));
  },
};

export const BeachLeadsToItsArticles: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Artigos sobre Praia do Rosa' }),
    );
    await expectNavigatedTo(canvasElement, 'Blog de praias');
    await expectLocation(canvasElement, '/blog?tag=Praia+do+Rosa');
    await expect(
      within(canvasElement).getByLabelText('Tag', { selector: 'select' }),
    ).toHaveDisplayValue('Praia do Rosa');
  },
};

/** A boat owner answering the home page's call finds the sign-up with their choice made. */
export const BoatOwnerCallOpensSignUp: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Cadastrar meu barco' }));
    await expectNavigatedTo(canvasElement, 'Criar conta');
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }),
    ).toBeChecked();
  },
};

/** The scheduler runs on every page: an article published while the home is open shows at once. */
export const LiveArrival: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    const article = scheduledArticle(slotMoment(new Date(BLOG_NOW), '11:00'));
    canvasElement.ownerDocument.defaultView?.dispatchEvent(
      new CustomEvent(SCHEDULER.eventName, { detail: article }),
    );
    await expect(await findToast(canvasElement, article.title)).toBeVisible();
    await waitFor(() => expect(latestTitles(canvasElement)[0]).toBe(article.title));
    await expect(latestTitles(canvasElement)).toHaveLength(3);
  },
};

const TOURS_SECTION = 'Próximos passeios de barco';

/** The next departures join the home page, with seats left and the all-in price. */
export const UpcomingTours: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    const tours = section(canvasElement, TOURS_SECTION);
    const list = await tours.findByRole('list', { name: 'Próximas saídas' }, { timeout: 10_000 });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cardTitle(cards[0] as HTMLElement)).toBe('Snorkel guiado na Praia do Forno');
    await expect(within(list).getByText(/^Quase esgotado · \d lugares$/)).toBeVisible();
    await expect(within(list).getAllByText('Taxa de embarque incluída')).toHaveLength(3);
    await expect(tours.getByRole('link', { name: 'Ver todos os passeios' })).toHaveAttribute(
      'href',
      '/passeios',
    );
  },
};

/** A beach card leads to that beach's tours, the filter already chosen. */
export const BeachLeadsToItsTours: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Passeios em Praia do Forno' }),
    );
    await expectNavigatedTo(canvasElement, 'Passeios de barco');
    await expectLocation(canvasElement, '/passeios?praia=praia-do-forno');
    await expect(
      within(canvasElement).getByLabelText('Praia', { selector: 'select' }),
    ).toHaveDisplayValue('Praia do Forno');
  },
};

/** The tours are on their way: the rest of the page is there, the section says it is loading. */
export const UpcomingToursLoading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/tour_listing_page') } },
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    await expect(
      await section(canvasElement, TOURS_SECTION).findByText('Carregando passeios...'),
    ).toBeVisible();
  },
};

/** The tours fail to load: the section says so and retries; the rest of the page is unaffected. */
export const UpcomingToursError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcTourListingPage')] } } },
  play: async ({ canvasElement }) => {
    await arrive(canvasElement);
    const tours = section(canvasElement, TOURS_SECTION);
    const alert = await tours.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar os passeios. Tente novamente.',
    );
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await tours.findByRole('list', { name: 'Próximas saídas' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
