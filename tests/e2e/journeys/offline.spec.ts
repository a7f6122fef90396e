import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import { expect, header, heading, test } from '../support/fixtures.ts';

const DASHBOARD = 'Painel do dono de barco';
const OFFLINE = /Você está sem conexão/;

test('the connection drops mid-session and comes back: a banner, an offline page with a retry, nothing typed lost', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/auth/signin');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'barqueiro@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(heading(page, DASHBOARD)).toBeVisible();
  const city = page.getByLabel('Cidade', { exact: true });
  await expect(city).toHaveValue('Arraial do Cabo');
  await checkA11y();

  await context.setOffline(true);
  const banner = page.locator('[data-offline-banner]').filter({ hasText: OFFLINE });
  await expect(banner).toBeVisible();
  await city.fill('Cabo Frio');
  await checkA11y();

  // A page not loaded yet cannot arrive offline: it says so, and does not reload into the
  // browser's own offline page.
  await header(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(heading(page, 'Você está sem conexão')).toBeVisible();
  await expect(header(page)).toBeVisible();
  await checkA11y();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(heading(page, 'Blog de praias')).toBeVisible();

  // Back on the dashboard, what was typed before is gone with the page left, but the session
  // and the saved profile are intact.
  await page.goBack();
  await expect(heading(page, DASHBOARD)).toBeVisible();
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Arraial do Cabo');
});
