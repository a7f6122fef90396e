import { expect, heading, test } from '../support/fixtures.ts';

const HOME = 'Praias brasileiras e passeios de barco';
const BLOG = 'Blog de praias';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor reads the blog, opens an article and reloads it by URL', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(heading(page, BLOG)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Artigos' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await checkA11y();

  // Filter by the region of the first card, so the journey holds whatever today's articles are.
  // The badge reads "Região: Sudeste" to a screen reader ("Região: " is visually hidden).
  const badge = cards.first().getByText(/^Região: \S/);
  const region = ((await badge.textContent()) ?? '').replace(/^Região:/, '').trim();
  expect(region).not.toBe('');
  await page.getByLabel('Região', { exact: true }).selectOption({ label: region });
  await expect(page).toHaveURL((url) => url.searchParams.has('regiao'));
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando \d+ de \d+/ })).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) {
    await expect(cards.nth(index)).toContainText(`Região: ${region}`);
  }
  await checkA11y();

  const card = cards.first();
  const link = card.getByRole('heading', { level: 2 }).getByRole('link');
  const title = ((await link.textContent()) ?? '').trim();
  // The card's summary is the opening of the article's first paragraph.
  const summary =
    (await card.getByRole('paragraph').filter({ hasText: '...' }).textContent()) ?? '';
  const opening = summary.slice(0, 60);
  expect(opening.length).toBe(60);
  await link.click();
  await expect(page).toHaveURL((url) => /^\/blog\/[^/]+$/.test(url.pathname));
  const article = page.getByRole('article', { name: title, exact: true });
  await expect(heading(page, title)).toBeVisible();
  await expect(article.getByRole('paragraph').filter({ hasText: opening })).toBeVisible();
  await checkA11y();

  // The article is rebuilt from its id alone: the same page after a reload by URL.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(heading(page, title)).toBeVisible();
  await expect(article).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
  await checkA11y();
});
