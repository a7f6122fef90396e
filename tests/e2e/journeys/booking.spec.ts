import type { Locator, Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  chosenSeatsPath,
  ESCUNA_DEPARTURE as ESCUNA,
  expectChosen,
  expectSeatTakenKeepingRest,
  heldHeading,
  heldSeats,
  reserveButton,
  seat,
  seatDialog as dialog,
} from '../support/booking.ts';
import { demoSql, FIXTURE_IDS } from '../support/demo-state.ts';
import { fillCheckout, payWithSimulatedPix, VISITOR_COUPLE } from '../support/booking.ts';
import { expect, header, heading, test, toast } from '../support/fixtures.ts';

const ESCUNA_TITLE = 'Passeio de escuna pelas praias de Arraial do Cabo';

/** How many reviews a card's rating counts ("Nota 4,7 de 5, 12 avaliações"); none without one. */
const reviewCount = (label: string | null) =>
  label ? Number(/, ([\d.]+) avalia/.exec(label)?.[1]?.replace('.', '') ?? NaN) : 0;

/** Tabs until `target` has the focus (keyboard only), failing after a sensible number of stops. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test('a visitor books seats by keyboard, signs in, pays through the mock PSP, cancels and is refunded; reviews a past trip and the rating shows on the card', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  await page.goto(`/reservar/${ESCUNA}`);
  // The demo database starts first (tens of seconds on a loaded machine).
  await expect(dialog(page)).toBeVisible({ timeout: 90_000 });
  await expect(dialog(page).getByRole('heading', { name: 'Quantas pessoas vão?' })).toBeVisible();
  await checkA11y();

  // Party of two (the default), then the seats, all by keyboard.
  await tabTo(page, dialog(page).getByRole('button', { name: 'Escolher lugares', exact: true }));
  await page.keyboard.press('Enter');
  const grid = dialog(page).getByRole('grid');
  await expect(grid).toBeVisible();
  await tabTo(page, seat(page, 'P1'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(seat(page, 'P7')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(seat(page, 'P7')).toHaveAttribute('aria-selected', 'true');
  await expect(seat(page, 'P8')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByText('Escolhidos: P7 e P8 (2 de 2).')).toBeVisible();
  await checkA11y();
  await tabTo(page, dialog(page).getByRole('button', { name: 'Entrar para reservar' }));
  await page.keyboard.press('Enter');

  // Sign in; the choice comes back with the person.
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'visitante@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === `/reservar/${ESCUNA}`, {
    timeout: 90_000,
  });
  await expect(seat(page, 'P7')).toHaveAttribute('aria-selected', 'true');
  await expect(seat(page, 'P8')).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog(page).getByRole('button', { name: 'Reservar lugares' }));
  await page.keyboard.press('Enter');
  await expect(heldHeading(page)).toBeVisible();
  await expect(dialog(page).getByRole('timer')).toBeVisible();
  await checkA11y();
  await dialog(page)
    .getByRole('button', { name: 'Continuar para os dados dos passageiros' })
    .click();

  // Checkout: passengers, contact, review (2 × R$ 100,00 + 2 × R$ 10,00 of boarding fee),
  // then Pix and the simulated payment: the voucher.
  await fillCheckout(page, VISITOR_COUPLE, checkA11y);
  await payWithSimulatedPix(page, checkA11y);
  await expect(page.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
    'download',
    /\.ics$/,
  );
  await checkA11y();

  // Cancel: bought minutes ago, so everything comes back (CDC art. 49), said before confirming.
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('R$ 220,00');
  await expect(ask).toContainText('direito de arrependimento');
  await checkA11y();
  await ask.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
  await expect(
    page.getByText(/^Reembolso de R\$\s220,00 \(direito de arrependimento/),
  ).toBeVisible();
  await checkA11y();

  // The refund goes back through the PSP: the demo's refund job (pg_cron's, on a 10 s timer)
  // sends it as a devolução; the PSP pays it back and notifies the webhook (DEVOLVIDO).
  await expect(page.getByText(/^Reembolso enviado: /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Reembolso concluído em /)).toBeVisible({ timeout: 30_000 });
  await checkA11y();
  await page.getByRole('link', { name: 'Minhas reservas' }).first().click();
  // In this booking's card: the seed's cancelled escuna booking (C5, C6) also got R$ 220,00 back.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Lugares P7, P8' })
      .getByText(/^Reembolso concluído: R\$\s220,00\.$/),
  ).toBeVisible();
  await checkA11y();

  // Her e-mails, delivered by the send-email core with the demo mailbox as the provider: the
  // confirmation with the meeting point, the voucher link and the .ics, then the cancellation.
  // By the footer's link: a typed address reloads the app, which opens the demo database again
  // (about 3 s of CPU); the journey types one only where it needs the pages read afresh.
  await page.getByRole('link', { name: 'Abrir a caixa de entrada de teste', exact: true }).click();
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible();
  const confirmed = page.getByRole('listitem').filter({
    has: page.getByRole('heading', {
      name: /^Reserva [A-Z0-9]{6} confirmada: Passeio de escuna pelas praias de Arraial do Cabo$/,
    }),
  });
  await expect(confirmed).toContainText('Ponto de encontro: Cais da Praia dos Anjos');
  await expect(confirmed).toContainText(/Abrir o voucher: http:\/\/[^ ]+\/minhas-reservas\//);
  await expect(confirmed.getByRole('link', { name: /^Baixar o anexo passeio-/ })).toHaveAttribute(
    'download',
    /\.ics$/,
  );
  await expect(
    page.getByRole('heading', { name: /^Reserva [A-Z0-9]{6} cancelada$/ }),
  ).toBeVisible();
  await checkA11y();

  // Her escuna three days ago (the seed's, moved to today) may be reviewed: the stars she gives
  // join the escuna's rating on its card, one review more (the average is the database's).
  const escunaCard = () =>
    page
      .getByRole('list', { name: 'Passeios' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: ESCUNA_TITLE, exact: true }) });
  const ratingOf = async () => {
    const rating = escunaCard().getByRole('img', { name: /^Nota / });
    return (await rating.count()) === 0 ? null : await rating.getAttribute('aria-label');
  };
  await header(page).getByRole('link', { name: 'Passeios', exact: true }).click();
  await expect(escunaCard()).toBeVisible({ timeout: 30_000 });
  await checkA11y();
  const before = reviewCount(await ratingOf());
  await header(page).getByRole('link', { name: 'Minhas reservas', exact: true }).click();
  const done = page.getByRole('region', { name: /^Realizadas/ });
  await done.getByRole('button', { name: `Avaliar passeio: ${ESCUNA_TITLE}` }).click();
  const form = page.getByRole('dialog', { name: `Avaliar ${ESCUNA_TITLE}` });
  await expect(form.getByRole('group', { name: 'Sua nota' })).toBeVisible();
  await checkA11y();
  await form
    .getByRole('group', { name: 'Sua nota' })
    .getByRole('radio', { name: '5 estrelas — Excelente' })
    .check();
  await form
    .getByRole('group', { name: 'Segurança (opcional)' })
    .getByRole('radio', { name: '5 estrelas — Excelente' })
    .check();
  await form.getByLabel('Conte como foi (opcional)').fill('Tripulação atenta e água transparente.');
  await form.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(toast(page, 'Avaliação publicada. Obrigado por contar como foi!')).toBeVisible();
  // Her own stars replace the button on the escuna's trip (her catamarã, reviewed in the seed,
  // shows five stars as well).
  await expect(
    done
      .getByRole('listitem')
      .filter({ hasText: ESCUNA_TITLE })
      .getByRole('img', { name: 'Nota 5 de 5' }),
  ).toBeVisible();
  await checkA11y();
  // Typed: the listing read afresh, not the cards cached at the first visit.
  await page.goto('/passeios');
  await expect
    .poll(async () => reviewCount(await ratingOf()), { timeout: 30_000 })
    .toBe(before + 1);
  await checkA11y();
});

test('a seat taken by someone else before the hold: told which, the rest of the choice kept', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.goto('/auth/signin');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'visitante@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 90_000 });
  await checkA11y();
  await page.goto(chosenSeatsPath(ESCUNA, ['C5', 'C6']));
  await expectChosen(page, ['C5', 'C6'], 90_000);
  await checkA11y();

  // Another buyer holds C6 first (written straight into this browser's demo database).
  await demoSql(
    page,
    `with d as (select * from public.departures where id = $1),
     b as (insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count)
           select 'RVKAMZ', d.id, $2, 'held', d.starts_at, 1 from d returning id, departure_id)
     insert into public.booking_seats (booking_id, departure_id, seat_id)
     select b.id, b.departure_id, s.id from b, d join public.boat_seats s on s.boat_id = d.boat_id
     where s.code = 'C6'`,
    [ESCUNA, FIXTURE_IDS.serviceProvider],
  );
  await reserveButton(page).click();
  await expectSeatTakenKeepingRest(page, 'C6', ['C5']);
  await checkA11y();

  // One more seat, and the hold goes through.
  await seat(page, 'C7').click();
  await reserveButton(page).click();
  await expect(heldSeats(page, ['C5', 'C7'])).toBeVisible();
});
