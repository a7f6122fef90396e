import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  chosenSeatsPath,
  ESCUNA_DEPARTURE,
  expectChosen,
  heldSeats,
  raceForSeat,
  reserveButton,
  seat,
} from '../support/booking.ts';
import { expect, expectAccessible, heading, test } from '../support/fixtures.ts';
import { startSiteOnServedBackend, type SiteOnServedBackend } from '../support/served-backend.ts';

// Two people on two browsers race for one seat. Demo mode's database is one per browser (its tabs
// share it: two-tabs.spec.ts), so this journey runs the site built against the mock backend over
// HTTP: one database for both browsers.
let served: SiteOnServedBackend;

test.beforeAll(async () => {
  // A build of its own (tens of seconds, minutes on a loaded machine) and the database's start.
  test.setTimeout(480_000);
  served = await startSiteOnServedBackend();
});
test.afterAll(async () => {
  await served?.stop();
});

/** Signs in at the served site and opens the seat map with `seats` chosen, checking each page. */
async function chooseSeats(
  page: Page,
  email: string,
  seats: readonly string[],
  check: () => Promise<void>,
) {
  await page.goto(`${served.url}/auth/signin`);
  await expect(heading(page, 'Entrar')).toBeVisible();
  await check();
  await submitSignIn(page, email, FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await check();
  await page.goto(served.url + chosenSeatsPath(ESCUNA_DEPARTURE, seats));
  await expectChosen(page, seats);
  await check();
}

test('two visitors confirm the same seat at once: one holds it, the other is told and keeps the rest', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // Vera wants C5 and C6, Rita C6 and C7: C6 is the seat they race for.
  const vera = { page, seats: ['C5', 'C6'], kept: ['C5'] };
  const ritaContext = await browser.newContext();
  try {
    const rita = { page: await ritaContext.newPage(), seats: ['C6', 'C7'], kept: ['C7'] };
    await chooseSeats(vera.page, 'visitante@mare.example', vera.seats, checkA11y);
    await chooseSeats(rita.page, 'rita.reserva@mare.example', rita.seats, () =>
      expectAccessible(rita.page),
    );

    const { loser } = await raceForSeat([vera, rita], 'C6');
    await checkA11y();
    await expectAccessible(rita.page);

    // The rest of the choice is still the loser's to complete: one more seat, and it holds.
    await seat(loser.page, 'C8').click();
    await reserveButton(loser.page).click();
    await expect(heldSeats(loser.page, [...loser.kept, 'C8'])).toBeVisible();

    // The one database agrees: C6 of this departure is held once.
    const rows = await served.backend.backend.fixtures.sql(
      `select count(*)::int as holds from public.booking_seats bs
       join public.bookings b on b.id = bs.booking_id
       join public.boat_seats s on s.id = bs.seat_id
       where bs.departure_id = $1 and s.code = 'C6' and b.status = 'held'`,
      [ESCUNA_DEPARTURE],
    );
    expect(rows).toEqual([{ holds: 1 }]);
  } finally {
    await ritaContext.close();
  }
});
