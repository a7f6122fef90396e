import type { Page } from '@playwright/test';
import { WEEKDAYS } from '../../../packages/domain/src/boat-owner/schedule.ts';
import {
  FIXTURE_PASSWORD,
  signOutFromHeader,
  signUpAndConfirm,
  submitSignIn,
} from '../support/actions.ts';
import { approveBoat, publishTour, signInAsAdmin } from '../support/admin.ts';
import {
  cancelDepartureForWeather,
  createTourForReview,
  dayAfter,
  layOutBowAndCoveredStern,
  ownerArea,
  registerBoat,
  scheduleDepartures,
} from '../support/boat-owner.ts';
import { fillCheckout, payWithSimulatedPix } from '../support/booking.ts';
import {
  checkEachPageOnce,
  dismissAllToasts,
  expect,
  header,
  heading,
  test,
  toast,
} from '../support/fixtures.ts';

// The whole season of a new boat owner, in one tab: the tabs of a browser share one session, so
// the owner, the admin and the visitor take turns signing in and out of the same page, and the app
// is loaded once (every later step navigates inside it, so nothing waits on the database being
// written through to IndexedDB and read back).

const OWNER = { nome: 'Tiago Pescador', cidade: 'Arraial do Cabo', email: 'tiago@mare.example' };
const BOAT = {
  name: 'Escuna Maré Alta',
  kind: 'escuna',
  registration: '381-555111-2',
  capacity: 10,
};
const BOAT_OPTION = 'Escuna Maré Alta (lotação 10)';
const TOUR = 'Escuna da Ilha do Farol';
const VISITOR = 'visitante@mare.example';
const HOME = 'Praias brasileiras e passeios de barco';
const SIGNED_IN = 'Login realizado com sucesso!';
// Two adults: 2 × R$ 120,00 and 2 × R$ 10,00 of boarding fee.
const TOTAL = 'R$ 260,00';

// Two departures a week apart, from a rule: the weekday of the first, for eight days.
const FIRST = dayAfter(2);
const LATER = dayAfter(9);
const weekdayOf = (day: string) => {
  const weekday = WEEKDAYS.find((d) => d.value === new Date(`${day}T12:00:00Z`).getUTCDay());
  if (!weekday) throw new Error(`no weekday for ${day}`);
  return weekday.label;
};
/** "dd/mm às 16h00", as the tour page and the owner's screens write a departure. */
const departureTime = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)} às 16h00`;

/** Signs in from the header's "Entrar"; the first screen after it is the role's home. */
async function signInFromHeader(page: Page, email: string, checkA11y: () => Promise<void>) {
  await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, email, FIXTURE_PASSWORD, 'Entrar');
  await expect(toast(page, SIGNED_IN)).toBeVisible();
  await dismissAllToasts(page);
}

/**
 * The visitor, from the home page: the beach's tours → the tour → a departure → two seats in
 * the bow → checkout → simulated Pix → the voucher. Returns the booking's code.
 */
async function bookTwoSeats(page: Page, day: string, checkA11y: () => Promise<void>) {
  await page.getByRole('link', { name: 'Passeios em Praia do Forno' }).click();
  await expect(heading(page, 'Passeios de barco')).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Passeios' })
    .getByRole('article')
    .filter({ hasText: TOUR });
  await expect(card).toHaveCount(1);
  await checkA11y();
  await card.getByRole('link', { name: TOUR }).click();
  await expect(heading(page, TOUR)).toBeVisible();
  const departures = page.getByRole('group', { name: 'Escolha a data e o horário' });
  // A click, then the state: the choice goes through the address before the radio shows it.
  const departure = departures.getByRole('radio', { name: new RegExp(departureTime(day)) });
  await departure.click();
  await expect(departure).toBeChecked();
  await checkA11y();
  await page.getByRole('button', { name: 'Escolher lugares', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Escolha seus lugares' });
  await expect(dialog.getByRole('heading', { name: 'Quantas pessoas vão?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Escolher lugares', exact: true }).click();
  const free = dialog.getByRole('gridcell', { name: /^Lugar \S+, Proa, livre$/ });
  const chosen = dialog.getByRole('gridcell', { selected: true });
  await free.first().click();
  await expect(chosen).toHaveCount(1);
  await free.first().click();
  await expect(chosen).toHaveCount(2);
  await expect(dialog.getByText(/^Escolhidos: .+ \(2 de 2\)\.$/)).toBeVisible();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Reservar lugares', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Lugares reservados para você' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar para os dados dos passageiros' }).click();

  await fillCheckout(
    page,
    {
      passengers: [
        { name: 'Vera Visitante', birth: '1988-04-12', cpf: '52998224725' },
        { name: 'Rui Visitante', birth: '1985-09-30', cpf: '11144477735' },
      ],
      email: VISITOR,
      whatsapp: '71999990006',
      total: TOTAL,
    },
    checkA11y,
  );
  await payWithSimulatedPix(page, checkA11y);
  await checkA11y();
  const voucher = await page.getByRole('img', { name: /^Voucher da reserva / }).getAttribute('alt');
  const code = (voucher ?? '').replace('Voucher da reserva ', '');
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  return code;
}

/** A row of the passenger list (toasts are list items too, outside the main content). */
const passengerRow = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name });

/** "2 de dezembro de 2026": how the owner's screens name a departure's day. */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });

/** Saídas → the day's departure of the tour → its passenger list. */
async function openPassengerList(page: Page, day: string) {
  await ownerArea(page).getByRole('link', { name: 'Saídas', exact: true }).click();
  await expect(heading(page, 'Saídas')).toBeVisible();
  await page
    .getByRole('region', { name: longDate(day), exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `16h00 · ${TOUR}` }) })
    .getByRole('link', { name: 'Passageiros', exact: true })
    .click();
  await expect(heading(page, 'Lista de passageiros')).toBeVisible();
  await expect(page.getByText(`${longDate(day)}, às 16h00 · ${BOAT.name}`)).toBeVisible();
}

test('a new boat owner runs a season: boat, tour published, departures, a booking checked in, a later departure cancelled for weather and refunded', async ({
  page,
  checkA11y,
}) => {
  // Three people, a dozen screens, the demo database booting on a loaded machine.
  test.setTimeout(240_000);

  // The owner signs up from the home page's call to boat owners and confirms in the mailbox.
  await page.goto('/');
  await expect(heading(page, HOME)).toBeVisible();
  // The next departures show once the demo database has started (slow on a loaded machine).
  await expect(
    page.getByRole('list', { name: 'Próximas saídas' }).getByRole('article').first(),
  ).toBeVisible({ timeout: 60_000 });
  await checkA11y();
  await page.getByRole('link', { name: 'Cadastrar meu barco', exact: true }).click();
  await expect(heading(page, 'Criar conta')).toBeVisible();
  await expect(
    page.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }),
  ).toBeChecked();
  await checkA11y();
  await signUpAndConfirm(page, OWNER, checkA11y);
  // The sign-in toast first: it lasts 4 s, and the dashboard's figures may take longer to come.
  await expect(toast(page, SIGNED_IN)).toBeVisible();
  await dismissAllToasts(page);
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  await expect(page.getByText(`Olá, ${OWNER.nome}!`, { exact: true })).toBeVisible();
  // No departures yet, so no occupancy this month (it once read "null%").
  await expect(page.getByRole('region', { name: 'Receita do mês' })).toContainText('Ocupação—');
  await checkA11y();

  // The CPF the admin checks before approving the boat.
  const taxId = page.getByLabel('CPF ou CNPJ', { exact: true });
  await taxId.fill('111.444.777-35');
  await page.getByRole('button', { name: 'Salvar documento' }).click();
  await expect(
    page.getByRole('region', { name: 'Documento para verificação' }).getByText('Documento salvo.'),
  ).toBeVisible();
  await dismissAllToasts(page);

  // A boat and its seats; a tour on it, sent for review.
  await registerBoat(page, BOAT, checkA11y);
  await layOutBowAndCoveredStern(page, BOAT.capacity, checkA11y);
  await createTourForReview(
    page,
    {
      title: TOUR,
      beach: 'praia-do-forno',
      summary: 'Manhã de escuna até a Ilha do Farol, com parada para mergulho.',
      boat: BOAT_OPTION,
      itinerary: 'Saída da Praia dos Anjos | 20\nIlha do Farol | 90\nRetorno',
      meetingPoint: 'Praia dos Anjos, Arraial do Cabo - RJ',
      includes: 'Colete salva-vidas\nÁgua\nMáscara de mergulho',
      adult: '120,00',
      child: '60,00',
      boardingFee: '10,00',
    },
    checkA11y,
  );
  await checkA11y();
  await signOutFromHeader(page);
  const checkNewPages = checkEachPageOnce(page, checkA11y);

  // The admin verifies the new owner's boat (a published tour's departures need an approved
  // boat) and publishes the tour.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Administração' }).click();
  await signInAsAdmin(page, checkA11y);
  await approveBoat(page, OWNER.nome, BOAT.name, checkA11y, async (card) => {
    await expect(card.getByText(OWNER.email)).toBeVisible();
    await expect(card.getByText(OWNER.cidade)).toBeVisible();
    await expect(card.getByText('CPF 111.444.777-35')).toBeVisible();
  });
  await publishTour(page, TOUR, checkA11y, async (review) => {
    await expect(review.getByText('Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
  });
  await checkA11y();
  await signOutFromHeader(page);

  // The owner signs in again and schedules the departures by rule: two dates, a week apart.
  await signInFromHeader(page, OWNER.email, checkNewPages);
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  const count = await scheduleDepartures(
    page,
    {
      tour: TOUR,
      boat: BOAT_OPTION,
      from: FIRST,
      to: LATER,
      weekdays: [weekdayOf(FIRST)],
      times: '16:00',
    },
    checkA11y,
  );
  expect(count).toBe(2);
  await expect(page.getByRole('heading', { level: 3, name: `16h00 · ${TOUR}` })).toHaveCount(2);
  await checkA11y();
  await signOutFromHeader(page);

  // A visitor finds the tour and books both departures, paying each (simulated Pix).
  await signInFromHeader(page, VISITOR, checkNewPages);
  await expect(heading(page, HOME)).toBeVisible();
  const firstCode = await bookTwoSeats(page, FIRST, checkA11y);
  await page.getByRole('link', { name: 'Maré — página inicial' }).click();
  await expect(heading(page, HOME)).toBeVisible();
  const laterCode = await bookTwoSeats(page, LATER, checkNewPages);
  expect(laterCode).not.toBe(firstCode);
  await signOutFromHeader(page);

  // The owner: the first departure's passenger list has the visitor's booking, paid; check-in.
  await signInFromHeader(page, OWNER.email, checkNewPages);
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  await openPassengerList(page, FIRST);
  const vera = passengerRow(page, 'Vera Visitante');
  await expect(vera).toContainText(firstCode);
  await expect(vera.getByText('Pago', { exact: true })).toBeVisible();
  await checkA11y();
  // A click, not check(): the box follows the saved state a moment later (check() would give
  // up on the first look).
  const checkIn = vera.getByRole('checkbox', { name: 'Check-in de Vera Visitante' });
  await checkIn.click();
  await expect(toast(page, 'Check-in de Vera Visitante registrado.')).toBeVisible();
  await expect(page.getByText('1 de 2', { exact: true })).toBeVisible();
  await expect(checkIn).toBeChecked();

  // The later departure: the sea is closed by the Capitania; the paid booking is refunded.
  await openPassengerList(page, LATER);
  await expect(passengerRow(page, 'Vera Visitante')).toContainText(laterCode);
  await cancelDepartureForWeather(page, checkA11y);
  await expect(
    toast(page, `Saída cancelada: 1 reserva cancelada e ${TOTAL} devolvidos.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saída cancelada' })).toBeFocused();
  await checkA11y();
  await signOutFromHeader(page);

  // The visitor: "Minhas reservas" has the first booking confirmed and the later one cancelled
  // by the operator, with the reason and the refund.
  await signInFromHeader(page, VISITOR, checkNewPages);
  await header(page).getByRole('link', { name: 'Minhas reservas', exact: true }).click();
  await expect(heading(page, 'Minhas reservas')).toBeVisible();
  const booking = (group: string, code: string) =>
    page
      .getByRole('region', { name: new RegExp(`^${group}`) })
      .getByRole('listitem')
      .filter({ hasText: `Reserva ${code}` });
  await expect(booking('Confirmadas', firstCode)).toContainText(TOUR);
  const cancelled = booking('Canceladas', laterCode);
  await expect(cancelled).toContainText(TOUR);
  await expect(cancelled).toContainText('Cancelada: mar fechado / ressaca — Capitania dos Portos');
  // Paid back through the PSP by the demo's refund job (10 s timer): sent, then done.
  await expect(cancelled).toContainText(`Reembolso concluído: ${TOTAL}.`, { timeout: 30_000 });
  await checkA11y();
});
