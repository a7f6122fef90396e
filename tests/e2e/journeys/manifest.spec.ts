import type { Page } from '@playwright/test';
import { MOCK_SUPABASE_ANON_KEY } from '../../../mocks/src/config.ts';
import { FIXTURE_PASSWORD, signOutFromHeader, submitSignIn } from '../support/actions.ts';
import { cancelDepartureForWeather } from '../support/boat-owner.ts';
import { demoSql } from '../support/demo-state.ts';
import { dismissToast, expect, header, heading, test, toast } from '../support/fixtures.ts';

/** Fixture departures of seed.sql (the demo moves their dates to today, keeping the ids). */
const departure = (tour: number, day: number) =>
  `d0000000-0000-4000-8000-${String(tour).padStart(4, '0')}${String(day + 10).padStart(8, '0')}`;
const tomorrowsEscuna = departure(1, 1);
const jeriLater = departure(4, 11);
const manifest = (id: string) => `/boat-owners/saidas/${id}/passageiros`;

async function signIn(page: Page, email: string, checkA11y: () => Promise<void>) {
  // The journey's first page is typed; after a sign-out the header's link gets there without a
  // reload (each reload opens the demo database again, about 3 s of CPU).
  if (page.url().startsWith('http'))
    await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  else await page.goto('/auth/signin');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, email, FIXTURE_PASSWORD, 'Entrar');
  // The first request waits for the demo database to start, slow on a loaded machine.
  await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible({ timeout: 60_000 });
  await dismissToast(page, 'Login realizado com sucesso!');
}

/** What "Minhas reservas" reads for the signed-in visitor, asked as she would (row security on). */
async function visitorsBookingOn(page: Page, departureId: string) {
  return page.evaluate(
    async ({ key, departureId }) => {
      // supabase-js keeps the session as JSON under its storage key (sb-<host>-auth-token).
      const token = Object.keys(localStorage)
        .map((name) => {
          try {
            return (JSON.parse(localStorage.getItem(name) ?? 'null') as { access_token?: string })
              ?.access_token;
          } catch {
            return undefined;
          }
        })
        .find((value) => typeof value === 'string');
      if (!token) throw new Error(`no session among ${Object.keys(localStorage).join(', ')}`);
      const response = await fetch(
        `/mock-supabase/rest/v1/bookings?select=status,cancel_reason,departures(cancel_reason),refunds(amount,reason)&departure_id=eq.${departureId}`,
        { headers: { apikey: key, authorization: `Bearer ${token}` } },
      );
      return (await response.json()) as unknown;
    },
    { key: MOCK_SUPABASE_ANON_KEY, departureId },
  );
}

test('the boat owner checks a passenger in, cancels a later departure for weather and messages the buyer; the visitor has her refund', async ({
  page,
  checkA11y,
}) => {
  // Two accounts, two pages with axe runs, a cancellation: longer than a one-page journey.
  test.slow();
  await signIn(page, 'barqueiro@mare.example', checkA11y);
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  await checkA11y();

  // Tomorrow's escuna: the passenger list, and a check-in at the pier.
  await page.goto(manifest(tomorrowsEscuna));
  await expect(heading(page, 'Lista de passageiros')).toBeVisible();
  const firstBox = page.getByRole('checkbox', { name: /^Check-in de / }).first();
  await expect(firstBox).toBeVisible();
  // The passengers' rows sit in the zone sections; the area's navigation is a list too. How many:
  // the seed's, less a payment that lapsed before now (the demo's minute job expires it, and the
  // demo's day starts at 10:30, so that depends on the hour the journey runs).
  const [{ listed } = { listed: 0 }] = await demoSql<{ listed: number }>(
    page,
    `select count(*)::int as listed from public.passengers p
     join public.bookings b on b.id = p.booking_id
     where b.departure_id = $1 and b.status in ('awaiting_payment', 'confirmed', 'no_show')`,
    [tomorrowsEscuna],
  );
  expect(listed).toBeGreaterThanOrEqual(29);
  await expect(page.locator('section[aria-labelledby^="zona-"] li')).toHaveCount(listed);
  await checkA11y();
  const label = (await firstBox.locator('xpath=ancestor::label').textContent()) ?? '';
  const name = label.replace(/^Check-in de /, '');
  // A click, not check(): the box follows the saved state a moment later.
  await firstBox.click();
  await expect(firstBox).toBeChecked();
  await expect(toast(page, `Check-in de ${name} registrado.`)).toBeVisible();
  await expect(page.getByText(`1 de ${listed}`, { exact: true })).toBeVisible();
  // Recorded by the database, not only shown (the demo writes IndexedDB in the background, so
  // a reload at once could outrun it; the rows themselves are what counts).
  const checkedIn = await demoSql<{ n: number }>(
    page,
    `select count(*)::int as n from public.passengers p join public.bookings b on b.id = p.booking_id
     where b.departure_id = $1 and p.checked_in_at is not null`,
    [tomorrowsEscuna],
  );
  expect(checkedIn).toEqual([{ n: 1 }]);

  // A later departure: the sea is closed by the Capitania.
  await page.goto(manifest(jeriLater));
  await expect(heading(page, 'Lista de passageiros')).toBeVisible();
  await cancelDepartureForWeather(page, checkA11y);
  await expect(
    toast(page, 'Saída cancelada: 1 reserva cancelada e R$ 450,00 devolvidos.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saída cancelada' })).toBeFocused();
  const whatsapp = page.getByRole('link', { name: 'Avisar Vera Visitante pelo WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5571999990006\?text=/);
  const message = decodeURIComponent(
    ((await whatsapp.getAttribute('href')) ?? '').split('text=')[1] ?? '',
  );
  expect(message).toContain('Catamarã do pôr do sol em Jericoacoara');
  expect(message).toContain('Motivo: mar fechado / ressaca — Capitania dos Portos.');
  expect(message).toContain('R$ 450,00, será devolvido por inteiro');
  // The e-mail went out with the cancellation: the list says she has been reached.
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: whatsapp })
      .getByText(/^Avisado por e-mail em /),
  ).toBeVisible();
  await checkA11y();

  // The visitor: her booking is cancelled by the departure, with the reason and a full refund.
  await signOutFromHeader(page);
  await signIn(page, 'visitante@mare.example', checkA11y);
  await expect(await visitorsBookingOn(page, jeriLater)).toEqual([
    {
      status: 'cancelled',
      cancel_reason: 'departure_cancelled',
      departures: { cancel_reason: 'mar fechado / ressaca — Capitania dos Portos' },
      refunds: [{ amount: 45000, reason: 'departure_cancelled' }],
    },
  ]);
  await checkA11y();

  // Her e-mail with the reason and the refund, in the demo mailbox (the footer's link).
  await page.getByRole('link', { name: 'Abrir a caixa de entrada de teste', exact: true }).click();
  const cancelled = page.getByRole('listitem').filter({
    has: page.getByRole('heading', {
      name: /^Passeio cancelado: Catamarã do pôr do sol em Jericoacoara, /,
    }),
  });
  await expect(cancelled).toContainText('visitante@mare.example');
  await expect(cancelled).toContainText('Motivo: mar fechado / ressaca — Capitania dos Portos');
  await expect(cancelled).toContainText('O valor pago, R$ 450,00, será devolvido por inteiro');
  await checkA11y();
});
