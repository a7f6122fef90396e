import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  createTourForReview,
  dayAfter,
  layOutBowAndCoveredStern,
  registerBoat,
  scheduleDepartures,
} from '../support/boat-owner.ts';
import { expect, heading, test } from '../support/fixtures.ts';

const BOAT = 'Saveiro Estrela do Mar (lotação 14)';
const TOUR = 'Saveiro ao pôr do sol no Pontal';

test.use({ viewport: { width: 390, height: 844 } });

test('the boat owner adds a boat and its seats, a tour for review, and departures by rule', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // The login guard, then the owner's area on a phone.
  await page.goto('/boat-owners');
  // The demo database boots first (slow on a loaded machine).
  await expect(heading(page, 'Entrar')).toBeVisible({ timeout: 60_000 });
  await checkA11y();
  await submitSignIn(page, 'barqueiro@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(heading(page, 'Painel do dono de barco')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hoje e amanhã' })).toBeVisible();
  await checkA11y();

  // A new boat, with a photo; saved, it opens its seat map, laid out and saved.
  await registerBoat(
    page,
    { name: 'Saveiro Estrela do Mar', kind: 'saveiro', registration: '381-444222-9', capacity: 14 },
    checkA11y,
  );
  await layOutBowAndCoveredStern(page, 14, checkA11y);

  // A tour on the new boat, sent for review (the admins publish it).
  await createTourForReview(
    page,
    {
      title: TOUR,
      beach: 'praia-do-forno',
      summary: 'Duas horas de saveiro até o Pontal do Atalaia para ver o sol se pôr.',
      boat: BOAT,
      itinerary: 'Saída da Praia dos Anjos | 15\nPontal do Atalaia | 60\nRetorno',
      meetingPoint: 'Praia dos Anjos, Arraial do Cabo - RJ',
      includes: 'Colete salva-vidas\nÁgua',
      adult: '150,00',
      child: '75,00',
      boardingFee: '10,00',
    },
    checkA11y,
  );
  await checkA11y();

  // Departures by rule: every weekend day of the coming weeks at 16h, but one.
  const count = await scheduleDepartures(
    page,
    {
      tour: TOUR,
      boat: BOAT,
      from: dayAfter(7),
      to: dayAfter(34),
      weekdays: ['Sábado', 'Domingo'],
      times: '16:00',
      except: dayAfter(7),
    },
    checkA11y,
  );
  expect(count).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Próximas semanas', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(TOUR) }).first(),
  ).toBeVisible();
  await checkA11y();
});
