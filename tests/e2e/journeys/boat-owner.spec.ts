import { WEEKDAYS } from '../../../packages/domain/src/boat-owner/schedule.ts';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  createTourForReview,
  dayAfter,
  layOutBowAndCoveredStern,
  registerBoat,
  scheduleDepartures,
} from '../support/boat-owner.ts';
import { expect, heading, test, toast } from '../support/fixtures.ts';

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

  // The Baía do Sancho's catamaran sails only below 0,8 m (seed.sql). Every three hours of a day
  // from 06:00 to 18:00: a low keeps the water under 0,8 m for at most ~5 h, so some of these
  // times are always above it, and the owner is warned before anything is scheduled.
  const day = dayAfter(8);
  const weekday = WEEKDAYS.find((d) => d.value === new Date(`${day}T12:00:00Z`).getUTCDay());
  await page.getByRole('button', { name: 'Agendar saídas', exact: true }).click();
  const form = page.getByRole('form', { name: 'Agendar saídas' });
  await form
    .getByLabel('Passeio', { exact: true })
    .selectOption({ label: 'Catamarã dos golfinhos e da Baía do Sancho' });
  await form.getByLabel('De', { exact: true }).fill(day);
  await form.getByLabel('Até', { exact: true }).fill(day);
  await form.getByRole('checkbox', { name: weekday?.label ?? '', exact: true }).check();
  await form.getByLabel('Horários', { exact: true }).fill('06:00, 09:00, 12:00, 15:00, 18:00');
  await expect(form.getByText(/^\d de 5 saídas ficam? fora da regra de maré:$/)).toBeVisible();
  await expect(
    form
      .getByRole('listitem')
      .filter({
        hasText: /Às \d\d:00 a maré estará em \d+,\d+ m, acima do limite de 0,8 m deste passeio\.$/,
      })
      .first(),
  ).toBeVisible();
  await checkA11y();
  // Nothing is scheduled until the owner chooses what to do with those times.
  await form.getByRole('button', { name: 'Agendar 5 saídas', exact: true }).click();
  await expect(
    form.getByText('Escolha se as saídas fora da regra de maré serão agendadas.'),
  ).toBeVisible();
  await form.getByRole('radio', { name: /^Agendar mesmo assim/ }).check();
  await form.getByRole('button', { name: 'Agendar 5 saídas', exact: true }).click();
  await expect(toast(page, '5 saídas agendadas.')).toBeVisible();
});
