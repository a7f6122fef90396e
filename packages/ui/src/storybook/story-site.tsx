import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_ARTICLE_SEED, todaysArticles } from '@mare/domain';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { ArticleFeedProvider } from '../feed/index.ts';

/**
 * Blog stories live at 10:30 local time (no offset in the text: it is read in the browser's own
 * zone), so the day has the same 7 articles (batch of 6 + the 09:00 slot) in any time zone.
 */
export const BLOG_NOW = '2026-11-21T10:30:00';

export const storyArticles = (now: string = BLOG_NOW) =>
  todaysArticles(new Date(now), DEFAULT_ARTICLE_SEED);

/** Where the memory router is, for play functions to check the shareable URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="story-location">
      {pathname + search}
    </output>
  );
}

/** The site's tree: the feed provider around the real routes (a fresh "published slots" memory). */
export function SiteWithFeed() {
  return (
    <ArticleFeedProvider store={new Set()}>
      <AppRoutes />
      <LocationProbe />
    </ArticleFeedProvider>
  );
}

export const storyLocation = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

export async function expectLocation(canvasElement: HTMLElement, expected: string) {
  await waitFor(() => expect(storyLocation(canvasElement)).toBe(expected));
}

/** The cards of the listing, in order. */
export async function listedCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Artigos' },
    { timeout: 10_000 },
  );
  return within(list).getAllByRole('article');
}

export const cardTitle = (card: HTMLElement) => within(card).getByRole('heading').textContent;

/**
 * A page opened directly (a typed or shared URL): its h1 is there but the focus stays where the
 * browser starts, so the first Tab reaches the skip link.
 */
export async function expectOpenedDirectly(canvasElement: HTMLElement, name: string) {
  const h1 = await within(canvasElement).findByRole(
    'heading',
    { level: 1, name },
    { timeout: 10_000 },
  );
  await expect(h1).not.toHaveFocus();
  await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  return h1;
}

/** A page reached by a link inside the site: its h1 takes the focus, so it is announced. */
export { arrive as expectNavigatedTo } from './index.ts';

export const headMeta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');
