import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCHEDULER, readingTimeMinutes, scheduledArticle, slotMoment } from '@mare/domain';
import { use } from 'react';
import { AppShell } from '../../layout/index.ts';
import { backendLoader, findToast, page, withApp } from '../../storybook/index.ts';
import { BlogScreen } from './BlogScreen.tsx';
import {
  BLOG_NOW,
  SiteWithFeed,
  cardTitle,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
  headMeta,
  listedCards,
  storyArticles,
} from '../../storybook/story-site.tsx';

const meta = {
  title: 'Telas/Blog/Listagem',
  component: BlogScreen,
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/blog', now: BLOG_NOW },
} satisfies Meta<typeof BlogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText('Região', { selector: 'select' });

async function expectEveryCard(canvasElement: HTMLElement, check: (card: HTMLElement) => void) {
  const cards = await listedCards(canvasElement);
  await expect(cards.length).toBeGreaterThan(0);
  cards.forEach(check);
  return cards;
}

const nordesteCount = () => storyArticles().filter((a) => a.region === 'northeast').length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, 'Blog de praias');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('7 artigos');
    await expect(status).toHaveAttribute('aria-live', 'polite');

    const expected = storyArticles();
    const cards = await listedCards(canvasElement);
    await expect(cards.map(cardTitle)).toEqual(expected.map((a) => a.title));
    // Featured first: once a card is not featured, no featured card follows.
    const featured = cards.map((card) => within(card).queryByText('Destaque') !== null);
    await expect(featured.indexOf(false)).toBeGreaterThan(0);
    await expect(featured.slice(featured.indexOf(false))).not.toContain(true);

    const [first] = expected;
    const firstCard = cards[0] as HTMLElement;
    const image = within(firstCard).getByRole('img');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image.getAttribute('alt')).toMatch(/^Ilustração de .+, em .+ \([A-Z]{2}\)$/);
    await expect(within(cards.at(-1) as HTMLElement).getByRole('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(within(firstCard).getByRole('link')).toHaveAttribute('href', `/blog/${first?.id}`);
    await expect(within(firstCard).getByText(first?.summary ?? '')).toBeVisible();
    await expect(
      within(firstCard).getByText(`${readingTimeMinutes(first?.content ?? [])} min de leitura`),
    ).toBeVisible();
    await expect(within(firstCard).getByText(`${first?.views} visualizações`)).toBeVisible();
    await expect(within(firstCard).getByText(first?.regionName ?? '')).toBeVisible();
    for (const card of cards) {
      await expect(within(card).getByText('21/11/2026')).toHaveAttribute('datetime');
    }

    await waitFor(() => expect(document.title).toBe('Blog de praias — Maré'));
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/blog`,
    );
    await expect(headMeta('meta[name="description"]')).toMatch(/^Guias, histórias/);
  },
};

export const FilteredByNordesteFromUrl: Story = {
  parameters: { route: '/blog?regiao=nordeste' },
  play: async ({ canvasElement }) => {
    await expect(await regionSelect(canvasElement)).toHaveDisplayValue('Nordeste');
    const cards = await expectEveryCard(canvasElement, (card) =>
      expect(within(card).getByText('Nordeste')).toBeVisible(),
    );
    await expect(cards).toHaveLength(nordesteCount());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `Mostrando ${nordesteCount()} de 7 artigos`,
    );
  },
};

export const FilteredByNordesteWithTheControl: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await regionSelect(canvasElement), 'Nordeste');
    await expectLocation(canvasElement, '/blog?regiao=nordeste');
    await waitFor(async () =>
      expect(await listedCards(canvasElement)).toHaveLength(nordesteCount()),
    );
    await expectEveryCard(canvasElement, (card) =>
      expect(within(card).getByText('Nordeste')).toBeVisible(),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `Mostrando ${nordesteCount()} de 7 artigos`,
    );
  },
};

/** The day's articles depend on the visitor's local day, so the expectation is computed too. */
const SC_TAG = 'Santa Catarina';
const taggedSantaCatarina = () => storyArticles().filter((a) => a.tags.includes(SC_TAG));

export const FilteredByTag: Story = {
  play: async ({ canvasElement }) => {
    const expected = taggedSantaCatarina();
    await expect(expected.length).toBeGreaterThan(0);
    const tag = await within(canvasElement).findByLabelText('Tag', { selector: 'select' });
    await userEvent.selectOptions(tag, SC_TAG);
    await expectLocation(canvasElement, '/blog?tag=Santa+Catarina');
    await waitFor(async () =>
      expect((await listedCards(canvasElement)).map(cardTitle)).toEqual(
        expected.map((a) => a.title),
      ),
    );
    await expectEveryCard(canvasElement, (card) => {
      expect(within(card).getByRole('img').getAttribute('alt')).toMatch(/\(SC\)$/);
      expect(within(card).getByText('Sul', { selector: 'span' })).toBeVisible();
    });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `Mostrando ${expected.length} de 7 artigos`,
    );
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const search = await within(canvasElement).findByLabelText('Buscar artigos', {
      selector: 'input',
    });
    await userEvent.type(search, 'Noronha');
    await expect(search).toHaveValue('Noronha');
    await expectLocation(canvasElement, '/blog?busca=Noronha');
    await waitFor(async () =>
      expectEveryCard(canvasElement, (card) =>
        expect(within(card).getByRole('img')).toHaveAccessibleName(
          'Ilustração de Baía do Sancho, em Fernando de Noronha (PE)',
        ),
      ),
    );
  },
};

const EMPTY_ROUTE = '/blog?regiao=nao-definida&busca=praia';

async function expectEmptyState(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The page's own status, not the "Carregando..." one shown while the screen's chunk loads.
  await expect(
    await canvas.findByText(
      'Nenhum artigo encontrado',
      { selector: '[role="status"]' },
      { timeout: 10_000 },
    ),
  ).toHaveAttribute('aria-live', 'polite');
  await expect(
    canvas.getByRole('heading', { level: 2, name: 'Nenhum artigo corresponde aos filtros' }),
  ).toBeVisible();
  await expect(canvas.queryByRole('list', { name: 'Artigos' })).not.toBeInTheDocument();
  await expect(await regionSelect(canvasElement)).toHaveDisplayValue('Não Definida');
  await expect(canvas.getByLabelText('Buscar artigos', { selector: 'input' })).toHaveValue('praia');
}

/** A shared link whose filters match nothing: the page says so and offers to clear them. */
export const EmptyState: Story = {
  parameters: { route: EMPTY_ROUTE },
  play: async ({ canvasElement }) => {
    await expectEmptyState(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Limpar filtros' }),
    ).toBeVisible();
  },
};

export const ClearingFiltersShowsEveryArticle: Story = {
  parameters: { route: EMPTY_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmptyState(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expectLocation(canvasElement, '/blog');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('7 artigos'));
    await expect(await listedCards(canvasElement)).toHaveLength(7);
    await expect(await regionSelect(canvasElement)).toHaveDisplayValue('Todas as regiões');
    await expect(canvas.getByLabelText('Buscar artigos', { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  },
};

export const EmptyStateFromSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText('Buscar artigos', { selector: 'input' }),
      'pinguim',
    );
    await expect(await canvas.findByText('Nenhum artigo corresponde aos filtros')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum artigo encontrado');
  },
};

/** The article the scheduler publishes at 11:00, half an hour after the story's moment. */
const elevenOClock = () => scheduledArticle(slotMoment(new Date(BLOG_NOW), '11:00'));

async function expectLiveArrival(canvasElement: HTMLElement, title: string, id: string) {
  await expect(await findToast(canvasElement, 'Novo artigo no blog')).toBeVisible();
  await expect(await findToast(canvasElement, title)).toBeVisible();
  const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
  await expect(within(region).getByRole('link', { name: 'Ler artigo' })).toHaveAttribute(
    'href',
    `/blog/${id}`,
  );
  const top = await waitFor(async () => {
    const [first] = await listedCards(canvasElement);
    await expect(cardTitle(first as HTMLElement)).toBe(title);
    await expect(within(first as HTMLElement).getByText('Novo')).toBeVisible();
    return first as HTMLElement;
  });
  // The arrival's picture comes in after the page settled: the end state has it drawn.
  const picture = within(top).getByRole('img') as HTMLImageElement;
  await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
  await picture.decode();
}

/** The scheduler's event while the blog is open: the article on top and a toast with its link. */
async function dispatchElevenOClock(canvasElement: HTMLElement) {
  await listedCards(canvasElement);
  const article = elevenOClock();
  canvasElement.ownerDocument.defaultView?.dispatchEvent(
    new CustomEvent(SCHEDULER.eventName, { detail: article }),
  );
  await expectLiveArrival(canvasElement, article.title, article.id);
  return article;
}

export const LiveArrival: Story = {
  play: async ({ canvasElement }) => {
    await dispatchElevenOClock(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('8 artigos');
  },
};

export const LiveArrivalOpensTheArticle: Story = {
  play: async ({ canvasElement }) => {
    const article = await dispatchElevenOClock(canvasElement);
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    await userEvent.click(within(region).getByRole('link', { name: 'Ler artigo' }));
    await expectNavigatedTo(canvasElement, article.title);
    await expectLocation(canvasElement, `/blog/${article.id}`);
    // The toast closes once its link is followed.
    await waitFor(() =>
      expect(page(canvasElement).queryByText('Novo artigo no blog')).not.toBeInTheDocument(),
    );
  },
};

export const LiveArrivalAtSlotTime: Story = {
  parameters: { now: '2026-11-21T11:00:20' },
  play: async ({ canvasElement }) => {
    const article = elevenOClock();
    await expectLiveArrival(canvasElement, article.title, article.id);
    // The 11:00 article was already in the day's list: it moves to the top, never twice.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('8 artigos');
    await expect(await listedCards(canvasElement)).toHaveLength(8);
  },
};

export const OpensAnArticleFromTheFilteredList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await regionSelect(canvasElement), 'Nordeste');
    await waitFor(async () =>
      expect(await listedCards(canvasElement)).toHaveLength(nordesteCount()),
    );
    const [first] = await listedCards(canvasElement);
    const title = cardTitle(first as HTMLElement) ?? '';
    await userEvent.click(within(first as HTMLElement).getByRole('link'));
    await expectNavigatedTo(canvasElement, title);
    await expect(canvas.getByRole('link', { name: /Compartilhar no WhatsApp/ })).toBeVisible();
  },
};

/** A chunk that never arrives: what a visitor sees while the blog's code loads. */
const never = new Promise<never>(() => undefined);
function PendingPage(): null {
  use(never);
  return null;
}

export const Loading: Story = {
  render: () => (
    <AppShell>
      <PendingPage />
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};
