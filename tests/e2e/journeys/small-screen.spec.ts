import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../support/actions.ts';
import { expect, expectNoSidewaysScroll, header, heading, test } from '../support/fixtures.ts';

// The smallest phone the site must work on.
test.use({ viewport: { width: 320, height: 640 } });

/** Every public address; an article is reached from the blog. */
const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/passeios',
  '/passeios/escuna-praias-de-arraial',
  '/auth/signin',
  '/auth/signup',
  '/auth/esqueci-senha',
  '/auth/nova-senha',
  '/service-provider-registration',
  '/service-provider-login',
  '/admin/login',
  '/demo/caixa-de-entrada',
  '/praias/endereco-que-nao-existe',
];

/** No sideways scroll, and the header on one row (one control plus its padding). */
async function expectFits(page: Page) {
  await expectNoSidewaysScroll(page);
  const headerHeight = await header(page).evaluate(
    (element) => element.getBoundingClientRect().height,
  );
  const path = new URL(page.url()).pathname;
  expect(headerHeight, `${path}: the header takes more than one row`).toBeLessThanOrEqual(72);
}

for (const path of PUBLIC_PAGES) {
  test(`${path} fits a 320 px screen`, async ({ page, checkA11y }) => {
    await page.goto(path);
    // A tour's heading waits for its row, which waits for the demo backend to start: on the
    // loaded machine, with another journey booting its own, that can take longer than usual.
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 45_000 });
    await checkA11y();
    await expectFits(page);
    if (path !== '/blog') return;
    // And an article, reached from the list.
    await page
      .getByRole('list', { name: 'Artigos' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL((url) => /^\/blog\/./.test(url.pathname));
    await expect(page.locator('main h1').first()).toBeVisible();
    await checkA11y();
    await expectFits(page);
  });
}

test('on a phone the menu opens by keyboard, the mailbox wraps its long link, the dashboard fits', async ({
  page,
  checkA11y,
}) => {
  const email = 'telinha@mare.example';
  await page.goto('/');
  await expect(heading(page, 'Praias brasileiras e passeios de barco')).toBeVisible();
  await checkA11y();

  const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
  // The prerendered page's menu opens once the scripts have taken it over.
  await expect(menuButton).toBeEnabled();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The rest of the page is hidden from assistive technology while the modal menu is open.
  await expect(header(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Criar conta', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(heading(page, 'Criar conta')).toBeVisible();
  await checkA11y();
  await expectFits(page);
  await page.getByLabel('Nome', { exact: true }).fill('Telinha Pequena');
  await page.getByLabel('Cidade', { exact: true }).fill('Maceió');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(FIXTURE_PASSWORD);
  await page.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }).check();
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  // The confirmation email holds a link with no break in it: it wraps inside the screen.
  await page.getByRole('link', { name: 'caixa de entrada de teste', exact: true }).click();
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: `Para ${email}` });
  await expect(message).toHaveCount(1);
  await checkA11y();
  await expectFits(page);

  await message.getByRole('button', { name: 'Confirmar meu email', exact: true }).click();
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  await checkA11y();
  await expectFits(page);
  // Signed in: Sair on the row, the dashboard in the menu, no Criar conta anywhere.
  await expect(header(page).getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await menuButton.click();
  await expect(
    menu.getByRole('link', { name: 'Painel do dono de barco', exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Criar conta', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/file-upload');
  await expect(page.locator('main h1').first()).toBeVisible();
  await checkA11y();
  await expectFits(page);
});
