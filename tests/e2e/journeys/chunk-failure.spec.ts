import { expect, header, heading, test } from '../support/fixtures.ts';

const MAILBOX = 'Caixa de entrada de teste';
const BLOG = 'Blog de praias';
const FAILED = 'Não foi possível carregar esta página';
/** The blog page's own chunk, as the build names it. */
const BLOG_CHUNK = /\/assets\/BlogScreen-[\w-]+\.js$/;

test('a page chunk that never arrives: one reload, then an error page with a retry, never a blank page', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/demo/caixa-de-entrada');
  await expect(heading(page, MAILBOX)).toBeVisible();
  await checkA11y();

  // A new deploy replaced the files: the old blog chunk is gone (404). Routed on the context: the
  // demo's service worker fetches the site's files on the page's behalf.
  let blocked = 0;
  await context.route(BLOG_CHUNK, async (route) => {
    blocked += 1;
    await route.fulfill({ status: 404, body: 'Not found' });
  });
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Blog' })
    .click();
  // Fetched twice, then the page reloads once to get the new files...
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  // ...which are still missing: the error page, between the header and the footer.
  await expect(heading(page, FAILED)).toBeVisible();
  await expect(heading(page, FAILED)).toBeFocused();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  expect(blocked).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => sessionStorage.getItem('mare:reloaded-for-chunk'))).toBe('1');
  await checkA11y();

  // The files are back: "Tentar novamente" opens the page, and the reload guard is cleared.
  await context.unroute(BLOG_CHUNK);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(heading(page, BLOG)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('mare:reloaded-for-chunk'))).toBeNull();
  await checkA11y();
});
