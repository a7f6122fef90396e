import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  fillCheckout,
  VISITOR_COUPLE,
  heldHeading,
  payWithSimulatedPix,
  seatDialog as dialog,
} from '../support/booking.ts';
import { expect, expectNoSidewaysScroll, heading, test } from '../support/fixtures.ts';

const HOME = 'Praias brasileiras e passeios de barco';
const ESCUNA = 'Passeio de escuna pelas praias de Arraial do Cabo';

// A phone: the whole purchase by pointer (mouse or finger), from the home page to the voucher.
test.use({ viewport: { width: 390, height: 844 } });

/** The seats the map shows as chosen, in order (e.g. ["P7", "P8"]). */
const chosenSeats = (page: Page) =>
  dialog(page)
    .locator('[data-seat][aria-selected="true"]')
    .evaluateAll((seats) => seats.map((seat) => seat.getAttribute('data-seat')));

test('on a phone a visitor finds a tour from the home page and books it by pointer, sign-in to voucher', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(heading(page, HOME)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y();
  await page.getByRole('link', { name: 'Ver passeios', exact: true }).click();
  await expect(heading(page, 'Passeios de barco')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Passeios' }).getByRole('article');
  const escuna = cards.filter({ hasText: ESCUNA });
  await expect(escuna).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await checkA11y();
  await escuna.getByRole('link', { name: ESCUNA }).click();
  await expect(heading(page, ESCUNA)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y();

  // The next departure on sale is chosen already; the seat map opens from it. The demo database
  // starts first (tens of seconds on a loaded machine).
  await page.getByRole('button', { name: 'Escolher lugares', exact: true }).click({
    timeout: 90_000,
  });
  await expect(dialog(page).getByRole('heading', { name: 'Quantas pessoas vão?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Escolher lugares', exact: true }).click();
  await expect(dialog(page).getByRole('grid')).toBeVisible();
  // "Escolher por mim" seats the party of two together.
  await dialog(page).getByRole('button', { name: 'Escolher por mim' }).click();
  await expect(dialog(page).getByText(/^Escolhidos: \S+ e \S+ \(2 de 2\)\.$/)).toBeVisible();
  const chosen = await chosenSeats(page);
  expect(chosen).toHaveLength(2);
  await expectNoSidewaysScroll(page);
  await checkA11y();
  await dialog(page).getByRole('button', { name: 'Entrar para reservar' }).click();

  // Sign in; the choice comes back with the person, on the departure's booking page.
  await expect(heading(page, 'Entrar')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y();
  await submitSignIn(page, 'visitante@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/reservar/'), {
    timeout: 90_000,
  });
  await expect.poll(() => chosenSeats(page), { timeout: 30_000 }).toEqual(chosen);
  await dialog(page).getByRole('button', { name: 'Reservar lugares' }).click();
  await expect(heldHeading(page)).toBeVisible();
  await expect(dialog(page).getByRole('timer')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y();
  await dialog(page)
    .getByRole('button', { name: 'Continuar para os dados dos passageiros' })
    .click();

  await fillCheckout(page, VISITOR_COUPLE, checkA11y);
  await expectNoSidewaysScroll(page);
  await payWithSimulatedPix(page, checkA11y);
  await expect(page.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
  await expect(page.getByText(new RegExp(chosen.join('.*')))).not.toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await checkA11y();
});
