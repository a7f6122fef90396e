import { expect, heading, test, toast } from '../support/fixtures.ts';

const HOME = 'Praias brasileiras e passeios de barco';
const BLOG = 'Blog de praias';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor reads the blog, filters the Nordeste, opens an article, reloads and shares it', async ({
  page,
  context,
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

  // Every day's batch covers the five beaches, two of them in the Nordeste (PE and CE).
  const region = 'Nordeste';
  await page.getByLabel('Região', { exact: true }).selectOption({ label: region });
  await expect(page).toHaveURL((url) => url.searchParams.has('regiao'));
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando \d+ de \d+/ })).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) {
    // The badge reads "Região: Nordeste" to a screen reader ("Região: " is visually hidden).
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

  // Sharing: WhatsApp first, with the title and this address; then the link copied.
  const share = page.getByRole('region', { name: 'Compartilhar' });
  const whatsApp = share.getByRole('link', { name: /^Compartilhar no WhatsApp/ });
  const shared = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(shared.host).toBe('wa.me');
  expect(shared.searchParams.get('text')).toBe(`${title} ${address}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copiar link' }).click();
  await expect(toast(page, 'Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await checkA11y();
});
