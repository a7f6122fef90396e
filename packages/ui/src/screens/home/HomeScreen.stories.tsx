import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCHEDULER, pickSampleBeaches, scheduledArticle, slotMoment } from '@mare/domain';
import { backendLoader, findToast, withApp } from '../../storybook/index.ts';
import { newestFirst } from '../../feed/merge.ts';
import {
  BLOG_NOW,
  SiteWithFeed,
  cardTitle,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
  storyArticles,
} from '../blog/blog-stories.tsx';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Screens/Home',
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
