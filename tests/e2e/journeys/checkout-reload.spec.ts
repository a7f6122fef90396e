import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  chosenSeatsPath,
  ESCUNA_DEPARTURE as ESCUNA,
  expectChosen,
  expectPassengers,
  fillPassengers,
  heldHeading,
  payFromReview,
  payWithSimulatedPix,
  reserveButton,
  seatDialog as dialog,
  VISITOR_COUPLE as COUPLE,
} from '../support/booking.ts';
import { expect, heading, test } from '../support/fixtures.ts';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/** The step in the address: none on the passengers, `?etapa=contato`, `?etapa=revisao`. */
const expectStep = async (page: Page, step: string | null, title: string) => {
  await expect(page).toHaveURL((url) => url.searchParams.get('etapa') === step);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
};

/** Seconds left on the hold's countdown ("07:42" → 462). */
const secondsLeft = async (page: Page) => {
  const [minutes = 0, seconds = 0] = (await page.getByRole('timer').innerText())
    .split(':')
    .map(Number);
  return minutes * 60 + seconds;
};

/** What the tab still keeps of any checkout (sessionStorage keys of the drafts). */
const draftsKept = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('mare:checkout:')),
  );

test('the checkout keeps every field through a reload and the browser’s Back and Forward, then the booking completes', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await page.goto('/auth/signin');
  // The demo database starts first (tens of seconds on a loaded machine).
  await expect(heading(page, 'Entrar')).toBeVisible({ timeout: 90_000 });
  await checkA11y();
  await submitSignIn(page, 'visitante@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 90_000 });
  await checkA11y();
  await page.goto(chosenSeatsPath(ESCUNA, ['P7', 'P8']));
  await expectChosen(page, ['P7', 'P8'], 90_000);
  await checkA11y();
  await reserveButton(page).click();
  await expect(heldHeading(page)).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: 'Continuar para os dados dos passageiros' })
    .click();

  // The passengers, typed; a reload finds them all, and the hold's countdown went on.
  await expect(heading(page, 'Dados da reserva')).toBeVisible();
  await expectStep(page, null, 'Quem vai no passeio');
  await fillPassengers(page, COUPLE.passengers);
  await checkA11y();
  const before = await secondsLeft(page);
  await page.reload();
  await expect(heading(page, 'Dados da reserva')).toBeVisible({ timeout: 90_000 });
  await expectPassengers(page, COUPLE.passengers);
  expect(await secondsLeft(page)).toBeLessThanOrEqual(before);
  expect(await secondsLeft(page)).toBeGreaterThan(0);

  // The contact: its own history entry; a reload there stays there, the WhatsApp kept.
  await continueButton(page).click();
  await expectStep(page, 'contato', 'Contato');
  await expect(page.getByLabel('E-mail')).toHaveValue(COUPLE.email);
  await page.getByLabel('WhatsApp').pressSequentially(COUPLE.whatsapp);
  await page.reload();
  await expectStep(page, 'contato', 'Contato');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(71) 99999-0006');
  await expect(page.getByLabel('E-mail')).toHaveValue(COUPLE.email);
  await continueButton(page).click();
  await expectStep(page, 'revisao', 'Revise e pague');

  // The browser's Back: the contact, then the passengers, each as typed; Forward: back again.
  await page.goBack();
  await expectStep(page, 'contato', 'Contato');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(71) 99999-0006');
  await page.goBack();
  await expectStep(page, null, 'Quem vai no passeio');
  await expectPassengers(page, COUPLE.passengers);
  await page.goForward();
  await expectStep(page, 'contato', 'Contato');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(71) 99999-0006');
  await expect(page.getByLabel('E-mail')).toHaveValue(COUPLE.email);
  await page.goForward();
  await expectStep(page, 'revisao', 'Revise e pague');
  for (const person of COUPLE.passengers)
    await expect(page.getByText(`${person.name} — Adulto`)).toBeVisible();
  await expect(page.locator('li', { hasText: 'Total com taxas' })).toContainText(COUPLE.total);
  await checkA11y();

  // Checked out: the draft is gone from the tab; the Pix, then the voucher.
  await payFromReview(page, COUPLE);
  await expect.poll(() => draftsKept(page)).toEqual([]);
  await payWithSimulatedPix(page, checkA11y);
  await expect(page.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
});
