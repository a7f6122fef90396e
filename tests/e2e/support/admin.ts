import type { Locator, Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from './actions.ts';
import { expect, heading, toast } from './fixtures.ts';

// The admin's steps shared by the journeys.

type Check = () => Promise<void>;

export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Administração' });

/** From wherever the page is, the admin sign-in at /admin/login, then the panel. */
export async function signInAsAdmin(page: Page, checkA11y: Check) {
  await expect(heading(page, 'Administração')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'admin@mare.example', FIXTURE_PASSWORD, 'Entrar na administração');
  await expect(heading(page, 'Painel administrativo')).toBeVisible();
  await checkA11y();
}

/**
 * Donos de barco: the owner's card in the verification queue (checked by `inspect`), and their
 * boat approved.
 */
export async function approveBoat(
  page: Page,
  owner: string,
  boat: string,
  checkA11y: Check,
  inspect: (card: Locator) => Promise<void> = async () => {},
) {
  await adminNav(page).getByRole('link', { name: 'Donos de barco', exact: true }).click();
  await expect(heading(page, 'Donos de barco')).toBeVisible();
  const card = page.getByRole('listitem', { name: owner, exact: true });
  await expect(card.getByRole('heading', { name: owner })).toBeVisible();
  await inspect(card);
  await checkA11y();
  await card
    .getByRole('listitem', { name: boat, exact: true })
    .getByRole('button', { name: 'Aprovar barco', exact: true })
    .click();
  const approve = page.getByRole('alertdialog', { name: `Aprovar ${boat}?` });
  await approve.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(toast(page, `${boat} aprovado.`)).toBeVisible();
  await expect(card).toHaveCount(0);
}

/**
 * Passeios: the tour in review previewed (checked by `inspect`) and published.
 */
export async function publishTour(
  page: Page,
  tour: string,
  checkA11y: Check,
  inspect: (review: Locator) => Promise<void> = async () => {},
) {
  await adminNav(page).getByRole('link', { name: 'Passeios', exact: true }).click();
  await expect(heading(page, 'Passeios')).toBeVisible();
  await page.getByRole('button', { name: `Revisar ${tour}` }).click();
  const review = page.getByRole('dialog', { name: tour });
  await expect(review.getByRole('heading', { name: 'Prévia da página pública' })).toBeVisible();
  await inspect(review);
  await checkA11y();
  await review.getByRole('button', { name: 'Publicar', exact: true }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publicar o passeio?' });
  await publish.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toast(page, `"${tour}" publicado.`)).toBeVisible();
}
