import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  chosenSeatsPath,
  ESCUNA_DEPARTURE as ESCUNA,
  expectChosen,
  fillCheckout,
  heldSeats,
  payWithSimulatedPix,
  raceForSeat,
  reserveButton,
  seat,
  seatDialog,
  VISITOR_COUPLE,
} from '../support/booking.ts';
import { demoLeader, demoSql } from '../support/demo-state.ts';
import { expect, expectAccessible, heading, test } from '../support/fixtures.ts';

// Demo mode keeps one database per browser: every tab's backend queries the PGlite that one tab's
// worker (PGlite's elected leader) runs. Tabs of one context share the session too, so both tabs
// here are the seeded visitor.

const VISITOR = 'visitante@mare.example';

/** Signs the visitor in on `page` (the first tab: its worker is elected and boots the database). */
async function signIn(page: Page, check: () => Promise<void>) {
  await page.goto('/auth/signin');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await check();
  await submitSignIn(page, VISITOR, FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 90_000 });
  await check();
}

/** Opens the seat map with `seats` chosen and holds them. */
async function hold(page: Page, seats: readonly string[]) {
  await page.goto(chosenSeatsPath(ESCUNA, seats));
  await expectChosen(page, seats, 90_000);
  await reserveButton(page).click();
  await expect(heldSeats(page, seats)).toBeVisible();
}

/** The seat codes of the escuna departure held or sold, as the database has them. */
async function takenSeats(page: Page): Promise<string[]> {
  const rows = await demoSql<{ code: string }>(
    page,
    `select s.code from public.booking_seats bs
     join public.bookings b on b.id = bs.booking_id
     join public.boat_seats s on s.id = bs.seat_id
     where bs.departure_id = $1 and b.status in ('held', 'awaiting_payment', 'confirmed')
     order by s.code`,
    [ESCUNA],
  );
  return rows.map((row) => row.code);
}

test('two tabs share one database: the seat race, a booking seen in the other tab, the leader tab closes', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  await signIn(page, checkA11y);
  expect(await demoLeader(page)).toBe(true);
  const tabB = await context.newPage();
  const checkTab = (tab: Page) => (tab === page ? checkA11y : () => expectAccessible(tab));

  // The same seat from both tabs: Vera's first tab wants C5 and C6, her second C6 and C7.
  const first = { page, seats: ['C5', 'C6'], kept: ['C5'] };
  const second = { page: tabB, seats: ['C6', 'C7'], kept: ['C7'] };
  await tabB.goto(chosenSeatsPath(ESCUNA, second.seats));
  await expectChosen(tabB, second.seats, 90_000);
  expect(await demoLeader(tabB)).toBe(false);
  await expectAccessible(tabB);
  await page.goto(chosenSeatsPath(ESCUNA, first.seats));
  await expectChosen(page, first.seats, 90_000);
  await checkA11y();

  const { winner, loser } = await raceForSeat([first, second], 'C6');
  await checkA11y();
  await expectAccessible(tabB);

  // The loser completes the choice with C8; the winner checks out and pays.
  await seat(loser.page, 'C8').click();
  await reserveButton(loser.page).click();
  await expect(heldSeats(loser.page, [...loser.kept, 'C8'])).toBeVisible();
  await seatDialog(winner.page)
    .getByRole('button', { name: 'Continuar para os dados dos passageiros' })
    .click();
  await fillCheckout(winner.page, VISITOR_COUPLE, checkTab(winner.page));
  await payWithSimulatedPix(winner.page, checkTab(winner.page));
  const [paid] = await demoSql<{ code: string }>(
    tabB,
    `select code from public.bookings where departure_id = $1 and status = 'confirmed'
     and buyer_id = (select id from auth.users where email = $2)`,
    [ESCUNA, VISITOR],
  );
  const code = paid?.code ?? 'none';

  // The other tab's "Minhas reservas" lists the booking the first one paid.
  const confirmed = (tab: Page) =>
    tab
      .getByRole('region', { name: /^Confirmadas/ })
      .getByRole('listitem')
      .filter({ hasText: `Reserva ${code}` });
  await loser.page.goto('/minhas-reservas');
  await expect(heading(loser.page, 'Minhas reservas')).toBeVisible();
  await expect(confirmed(loser.page)).toBeVisible();
  await checkTab(loser.page)();
  expect(await takenSeats(tabB)).toEqual(['C5', 'C6', 'C7', 'C8']);

  // The leader's tab closes first (a full page load hands the lead over, so it may be either
  // tab by now): the other tab's worker is elected and reopens what was saved.
  const [leaderTab, otherTab] = (await demoLeader(page)) ? [page, tabB] : [tabB, page];
  expect(await demoLeader(otherTab)).toBe(false);
  await leaderTab.close();
  // Asked at once, while the election and the reopening run: it waits for the new leader.
  expect(await takenSeats(otherTab)).toEqual(['C5', 'C6', 'C7', 'C8']);
  expect(await demoLeader(otherTab)).toBe(true);
  await otherTab.goto('/minhas-reservas');
  await expect(confirmed(otherTab)).toBeVisible({ timeout: 90_000 });
  await checkTab(otherTab)();
  // It still writes: one more hold, from the tab left.
  await hold(otherTab, ['K1', 'K2']);
  await checkTab(otherTab)();

  // A tab opened now finds everything: the sale, both holds and the new one, C6 taken once.
  const tabC = await context.newPage();
  await tabC.goto('/minhas-reservas');
  await expect(confirmed(tabC)).toBeVisible({ timeout: 90_000 });
  await expectAccessible(tabC);
  expect(await demoLeader(tabC)).toBe(false);
  expect(await takenSeats(tabC)).toEqual(['C5', 'C6', 'C7', 'C8', 'K1', 'K2']);
});

for (const closesFirst of ['leader', 'follower'] as const)
  test(`no write is lost when the ${closesFirst} tab closes first and then every tab`, async ({
    page,
    context,
    checkA11y,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, checkA11y);
    const tabB = await context.newPage();
    await hold(page, ['K1', 'K2']);
    await checkA11y();
    await hold(tabB, ['K3', 'K4']);
    await expectAccessible(tabB);

    // One tab closes, the other writes again, then it closes too: nothing open but IndexedDB.
    const leaderTab = (await demoLeader(page)) ? page : tabB;
    const followerTab = leaderTab === page ? tabB : page;
    expect(await demoLeader(followerTab)).toBe(false);
    const [gone, left] =
      closesFirst === 'leader' ? [leaderTab, followerTab] : [followerTab, leaderTab];
    await gone.close();
    await hold(left, ['K5', 'K6']);
    await left.close();

    const reopened = await context.newPage();
    await reopened.goto('/');
    await expectAccessible(reopened);
    expect(await takenSeats(reopened)).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6']);
  });

test('an email sent from one tab reaches the mailbox another tab is showing, without a reload', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.goto('/demo/caixa-de-entrada');
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible({ timeout: 90_000 });
  const tabB = await context.newPage();
  await tabB.goto('/auth/esqueci-senha');
  await tabB.getByLabel('Email').fill(VISITOR);
  await tabB.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    tabB.getByText('Se existir uma conta com este email', { exact: false }).first(),
  ).toBeVisible();

  // The first tab never reloads: the other tab's email arrives in its list.
  const email = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Redefina sua senha do Maré' }) })
    .filter({ hasText: VISITOR });
  await expect(email).toBeVisible({ timeout: 30_000 });
  await checkA11y();
});
