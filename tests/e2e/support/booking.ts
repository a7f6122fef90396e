import type { Page } from '@playwright/test';
import { expect, heading } from './fixtures.ts';

/**
 * The escuna three days after the seed's anchor; the demo (and the mock backend over HTTP) moves
 * the fixtures to today by whole days, so it is always three days ahead and nearly empty.
 */
export const ESCUNA_DEPARTURE = 'd0000000-0000-4000-8000-000100000013';

/** The booking path with a party of two adults and `seats` already chosen. */
export const chosenSeatsPath = (departure: string, seats: readonly string[]) =>
  `/reservar/${departure}?adultos=2&criancas=0&colo=0&lugares=${seats.join(',')}`;

export const seatDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Escolha seus lugares' });

export const seat = (page: Page, code: string) => seatDialog(page).locator(`[data-seat="${code}"]`);

export const reserveButton = (page: Page) =>
  seatDialog(page).getByRole('button', { name: 'Reservar lugares' });

export const heldHeading = (page: Page) =>
  seatDialog(page).getByRole('heading', { name: 'Lugares reservados para você' });

/** The held step's list of the seats held, e.g. "Lugares C5 e C7". */
export const heldSeats = (page: Page, codes: readonly string[]) =>
  seatDialog(page).getByText(new RegExp(`Lugares\\s+${codes.join(' e ')}`));

/** What the seat map says when one chosen seat went to someone else (the product spec's text). */
export const seatTakenText = (code: string) =>
  `O lugar ${code} acabou de ser reservado por outra pessoa. Escolha outro; os demais lugares continuam selecionados.`;

/** The seats are chosen on the map (after a sign-in the choice may take a moment to come back). */
export async function expectChosen(page: Page, codes: readonly string[], timeout?: number) {
  for (const code of codes)
    await expect(seat(page, code)).toHaveAttribute('aria-selected', 'true', { timeout });
}

/**
 * The hold was refused for `taken`: the person is told which seat, it shows as taken, and the
 * rest of the choice (`kept`) is still selected.
 */
export async function expectSeatTakenKeepingRest(
  page: Page,
  taken: string,
  kept: readonly string[],
) {
  await expect(seatDialog(page).getByText(seatTakenText(taken))).toBeVisible();
  await expect(seat(page, taken)).toHaveAttribute('data-look', 'ocupado');
  await expectChosen(page, kept);
}

/** One side of a race for a seat: its page, the seats it chose, those it keeps if it loses. */
export interface SeatRacer {
  page: Page;
  seats: readonly string[];
  kept: readonly string[];
}

/**
 * Both confirm their choice, which shares `contested`, at the same moment. Each screen settles
 * on one outcome: exactly one holds its seats; the other is told the seat was taken and keeps
 * the rest of its choice.
 */
export async function raceForSeat<T extends SeatRacer>(
  racers: readonly [T, T],
  contested: string,
): Promise<{ winner: T; loser: T }> {
  const [first, second] = racers;
  await Promise.all([reserveButton(first.page).click(), reserveButton(second.page).click()]);
  for (const racer of racers)
    await expect(
      heldHeading(racer.page).or(seatDialog(racer.page).getByText(seatTakenText(contested))),
    ).toBeVisible();
  const winners = [];
  for (const racer of racers) if (await heldHeading(racer.page).isVisible()) winners.push(racer);
  expect(winners).toHaveLength(1);
  const winner = winners[0] ?? first;
  const loser = winner === first ? second : first;
  await expect(heldSeats(winner.page, winner.seats)).toBeVisible();
  await expectSeatTakenKeepingRest(loser.page, contested, loser.kept);
  return { winner, loser };
}

// The buyer's steps after the seats are held: checkout, Pix, the simulated payment, the voucher.

type Check = () => Promise<void>;

export interface Passenger {
  name: string;
  /** aaaa-mm-dd */
  birth: string;
  /** 11 digits, typed as a person would (the field masks them). */
  cpf: string;
}

export interface Checkout {
  passengers: Passenger[];
  /** The contact e-mail the form brings from the account. */
  email: string;
  whatsapp: string;
  /** The review's "Total com taxas", e.g. "R$ 220,00". */
  total: string;
}

/** The seeded visitor and a companion, two adults on the escuna: 2 × R$ 100,00 + 2 × R$ 10,00. */
export const VISITOR_COUPLE: Checkout = {
  passengers: [
    { name: 'Vera Visitante', birth: '1988-04-12', cpf: '52998224725' },
    { name: 'Rui Visitante', birth: '1985-09-30', cpf: '11144477735' },
  ],
  email: 'visitante@mare.example',
  whatsapp: '71999990006',
  total: 'R$ 220,00',
};

const passengerCard = (page: Page, index: number) =>
  page.getByRole('region', { name: new RegExp(`^Passageiro ${index + 1}`) });

/** The CPF as the field shows it once typed: 000.000.000-00. */
const maskedCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** Types each passenger into their card of the checkout's first step. */
export async function fillPassengers(page: Page, passengers: readonly Passenger[]) {
  for (const [index, person] of passengers.entries()) {
    const card = passengerCard(page, index);
    await card.getByLabel('Nome completo').fill(person.name);
    await card.getByLabel('Data de nascimento').fill(person.birth);
    await card.getByLabel('CPF').pressSequentially(person.cpf);
    await expect(card.getByLabel('CPF')).toHaveValue(maskedCpf(person.cpf));
  }
}

/** Every passenger field of the first step holds what was typed. */
export async function expectPassengers(page: Page, passengers: readonly Passenger[]) {
  for (const [index, person] of passengers.entries()) {
    const card = passengerCard(page, index);
    await expect(card.getByLabel('Nome completo')).toHaveValue(person.name);
    await expect(card.getByLabel('Data de nascimento')).toHaveValue(person.birth);
    await expect(card.getByLabel('CPF')).toHaveValue(maskedCpf(person.cpf));
  }
}

/**
 * "Dados da reserva": the passengers, the contact (the e-mail comes from the account), the
 * review with its total, then "Pagar com Pix". Ends on the Pix payment.
 */
export async function fillCheckout(page: Page, checkout: Checkout, checkA11y: Check) {
  await expect(heading(page, 'Dados da reserva')).toBeVisible();
  await fillPassengers(page, checkout.passengers);
  await checkA11y();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(checkout.email);
  await page.getByLabel('WhatsApp').pressSequentially(checkout.whatsapp);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText('Total com taxas')).toBeVisible();
  await expect(page.locator('li', { hasText: 'Total com taxas' })).toContainText(checkout.total);
  await checkA11y();
  await payFromReview(page, checkout);
}

/** "Pagar com Pix" on the review; ends on the Pix payment of the checkout's total. */
export async function payFromReview(page: Page, checkout: Checkout) {
  await page.getByRole('button', { name: 'Pagar com Pix' }).click();
  // Amounts are written with a no-break space after "R$".
  const amount = checkout.total.replace(/[$.]/g, '\\$&').replace(/\s/g, '\\s');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Pague ${amount} com Pix$`) }),
  ).toBeVisible();
}

/**
 * The Pix step: the mock PSP's dynamic code (its charge's location in the merchant account
 * field) as QR code and copia e cola, "Simular pagamento" (the PSP pays and its webhook confirms),
 * then the voucher.
 */
export async function payWithSimulatedPix(page: Page, checkA11y: Check) {
  await expect(page.getByRole('img', { name: /^QR code Pix/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Pix copia e cola')).toHaveValue(
    /^000201010212.*br\.gov\.bcb\.pix25\d\dpsp\.mare-demo\.example\/qr\/v2\/.*6304[0-9A-F]{4}$/,
  );
  await checkA11y();
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(heading(page, 'Reserva confirmada')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Voucher da reserva / })).toBeVisible();
}
