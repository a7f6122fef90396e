import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { articleFromId, readingTimeMinutes, type Article } from '@mare/domain';
import { backendLoader, findToast, page, withApp } from '../../storybook/index.ts';
import { ArticleScreen } from './ArticleScreen.tsx';
import {
  BLOG_NOW,
  SiteWithFeed,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
  headMeta,
} from '../../storybook/story-site.tsx';
import { COPY_FALLBACK, LINK_COPIED } from './ShareButtons.tsx';

/** A shared link: 21/11/2026 09:00 UTC, so the page reads the same in any time zone. */
const ARTICLE_ID = 'jericoacoara-202611210900-uckmed';
const story = (): Article => {
  const article = articleFromId(ARTICLE_ID);
  if (!article) throw new Error(`the story's article id no longer decodes: ${ARTICLE_ID}`);
  return article;
};

const meta = {
  title: 'Telas/Blog/Artigo',
  component: ArticleScreen,
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: `/blog/${ARTICLE_ID}`, now: BLOG_NOW },
} satisfies Meta<typeof ArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
const postings = () => jsonLd().filter((data) => data['@type'] === 'BlogPosting');

/** Replaces the browser's clipboard for one story; the cleanup gives the real one back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = story();
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, article.title);
    const main = within(canvas.getByRole('article', { name: article.title }));
    await expect(main.getByText('21/11/2026')).toHaveAttribute('datetime', article.createdAt);
    await expect(
      main.getByText(`${readingTimeMinutes(article.content)} min de leitura`),
    ).toBeVisible();
    for (const paragraph of article.content) await expect(main.getByText(paragraph)).toBeVisible();
    const tags = within(main.getByRole('region', { name: 'Tags' }));
    for (const tag of article.tags) {
      await expect(tags.getByRole('link', { name: tag })).toHaveAttribute(
        'href',
        `/blog?${new URLSearchParams({ tag })}`,
      );
    }
    const hero = main.getByRole('img', {
      name: 'Ilustração de Jericoacoara, em Jijoca de Jericoacoara (CE)',
    });
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '675');

    // What a traveller wants to know about the beach.
    for (const name of [
      'Características da praia',
      'Atrações próximas',
      'História',
      'Curiosidades',
      'Localização',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByText('Pedra Furada')).toBeVisible();
    // "Antes de ir": the week's lows from the beach's station, the town's fee, access.
    const visit = within(main.getByRole('region', { name: 'Antes de ir' }));
    await expect(
      await visit.findByRole('heading', { name: 'Melhores horários pela maré nesta semana' }),
    ).toBeVisible();
    await expect(visit.getByText('Melhor da semana')).toBeVisible();
    await expect(visit.getByText(/Luís Correia, a 129 km da praia/)).toBeVisible();
    await expect(visit.getByText('Taxa de Turismo Sustentável (TTS)')).toBeVisible();
    await expect(visit.getByRole('heading', { name: 'Acessibilidade' })).toBeVisible();
    await expect(main.getByText('2,7958° S, 40,5125° O')).toBeVisible();
    const map = main.getByRole('link', { name: /Ver no mapa/ });
    await expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-2.7958&mlon=-40.5125#map=14/-2.7958/-40.5125',
    );
    await expect(map).toHaveAttribute('target', '_blank');

    // WhatsApp is the first way to share.
    const share = within(main.getByRole('region', { name: 'Compartilhar' }));
    const [first] = share.getAllByRole('link');
    await expect(first).toHaveAccessibleName('Compartilhar no WhatsApp (abre em nova aba)');
    await expect(first).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${article.title} ${location.origin}/blog/${ARTICLE_ID}`)}`,
    );
    await expect(share.getByRole('button', { name: 'Copiar link' })).toBeVisible();

    const related = within(canvas.getByRole('region', { name: 'Leia também' }));
    await expect(related.getAllByRole('article')).toHaveLength(3);
    await expect(related.queryByRole('link', { name: article.title })).not.toBeInTheDocument();

    // What search engines and link previews read.
    await waitFor(() => expect(document.title).toBe(`${article.title} — Maré`));
    await expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    await expect(headMeta('meta[name="description"]')).toBe(article.summary);
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/blog/${ARTICLE_ID}`,
    );
    await expect(headMeta('meta[property="og:type"]')).toBe('article');
    await expect(headMeta('meta[property="og:title"]')).toBe(article.title);
    await expect(headMeta('meta[property="og:image"]')).toBe(
      `${location.origin}/images/beaches/share/jericoacoara.jpg`,
    );
    const [posting] = postings();
    await expect(postings()).toHaveLength(1);
    await expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      datePublished: article.createdAt,
      inLanguage: 'pt-BR',
      url: `${location.origin}/blog/${ARTICLE_ID}`,
    });
  },
};

export const NavigatingToARelatedArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, story().title);
    const related = within(canvas.getByRole('region', { name: 'Leia também' }));
    const link = related.getAllByRole('link')[0] as HTMLAnchorElement;
    const next = articleFromId(decodeURIComponent(link.pathname.split('/').pop() ?? ''));
    await expect(next).not.toBeNull();
    await userEvent.click(link);
    await expectNavigatedTo(canvasElement, next?.title ?? '');
    await expectLocation(canvasElement, `/blog/${next?.id}`);
    // The head and the structured data describe the new article only.
    await waitFor(() => expect(document.title).toBe(`${next?.title} — Maré`));
    await expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/blog/${next?.id}`,
    );
    await expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    await expect(postings()).toHaveLength(1);
    await expect(postings()[0]).toMatchObject({ headline: next?.title });
  },
};

export const CopyLink: Story = {
  beforeEach: () => stubClipboard(fn(async () => undefined).mockName('writeText')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, story().title);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar link' }));
    await expect(await findToast(canvasElement, LINK_COPIED)).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${location.origin}/blog/${ARTICLE_ID}`,
    );
    await expect(within(canvasElement).queryByLabelText('Link do artigo')).not.toBeInTheDocument();
  },
};

export const CopyLinkFails: Story = {
  beforeEach: () =>
    stubClipboard(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, story().title);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    const share = within(canvas.getByRole('region', { name: 'Compartilhar' }));
    await expect(await share.findByRole('status')).toHaveTextContent(COPY_FALLBACK);
    const field = share.getByLabelText('Link do artigo');
    await expect(field).toHaveValue(`${location.origin}/blog/${ARTICLE_ID}`);
    await expect(field).toHaveAttribute('readonly');
    await expect(page(canvasElement).queryByText(LINK_COPIED)).not.toBeInTheDocument();
  },
};

async function expectNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectOpenedDirectly(canvasElement, 'Artigo não encontrado');
  await expect(canvas.getByRole('link', { name: 'Ver os artigos do blog' })).toHaveAttribute(
    'href',
    '/blog',
  );
  await waitFor(() => expect(document.title).toBe('Artigo não encontrado — Maré'));
  await expect(headMeta('meta[name="robots"]')).toBe('noindex');
  await expect(postings()).toHaveLength(0);
}

/** Well formed, but no such beach: the id cannot be rebuilt. */
const UNKNOWN_ROUTE = '/blog/praia-inexistente-202611210900-uckmed';

export const UnknownArticle: Story = {
  parameters: { route: UNKNOWN_ROUTE },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

export const NotFoundLeadsToTheBlog: Story = {
  parameters: { route: UNKNOWN_ROUTE },
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Ver os artigos do blog' }),
    );
    await expectNavigatedTo(canvasElement, 'Blog de praias');
    await expectLocation(canvasElement, '/blog');
    await waitFor(() => expect(headMeta('meta[name="robots"]')).toBeUndefined());
  },
};

export const MalformedId: Story = {
  parameters: { route: '/blog/%3Cscript%3E' },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** The beach exists but the date does not (a 31st of February): the id cannot be rebuilt. */
export const ImpossibleDate: Story = {
  parameters: { route: '/blog/jericoacoara-202602310900-uckmed' },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};
