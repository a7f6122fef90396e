import { expect, heading, test } from '../support/fixtures.ts';

const HOME = 'Praias brasileiras e passeios de barco';
const ESCUNA = 'Passeio de escuna pelas praias de Arraial do Cabo';

test("a visitor finds a boat tour from the home page, filters the list and sees the tour's departures", async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(heading(page, HOME)).toBeVisible();
  // The next departures show once the demo backend has started (slow on a loaded machine).
  const upcoming = page.getByRole('list', { name: 'Próximas saídas' }).getByRole('article');
  await expect(upcoming).toHaveCount(3, { timeout: 45_000 });
  await expect(upcoming.first()).toContainText('Taxa de embarque incluída');
  await checkA11y();

  await page.getByRole('link', { name: 'Passeios em Praia do Forno' }).click();
  await expect(heading(page, 'Passeios de barco')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('praia') === 'praia-do-forno');
  const cards = page.getByRole('list', { name: 'Passeios' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Ordenar por', { exact: true }).selectOption({ label: 'Menor preço' });
  await expect(page).toHaveURL((url) => url.searchParams.get('ordem') === 'menor-preco');
  await expect(cards.first().getByRole('heading')).toHaveText(ESCUNA);
  await expect(
    page.getByRole('status').filter({ hasText: 'Mostrando 2 de 6 passeios' }),
  ).toBeVisible();
  await checkA11y();

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(cards.first().getByRole('heading')).toHaveText(ESCUNA);

  await cards.first().getByRole('link', { name: ESCUNA }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/passeios/escuna-praias-de-arraial');
  await expect(heading(page, ESCUNA)).toBeVisible();
  await expect(page).toHaveTitle(`${ESCUNA} — Maré`);
  const departures = page.getByRole('group', { name: 'Escolha a data e o horário' });
  await expect(departures.getByRole('radio').first()).toBeVisible();
  await expect(departures.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Escolher lugares' })).toBeVisible();
  await expect(page.getByText(/art\. 49/)).toBeVisible();
  await checkA11y();
});
