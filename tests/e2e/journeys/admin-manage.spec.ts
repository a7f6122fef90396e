import { FIXTURE_PASSWORD, signOutFromHeader, submitSignIn } from '../support/actions.ts';
import { adminNav, approveBoat, publishTour, signInAsAdmin } from '../support/admin.ts';
import { demoSql } from '../support/demo-state.ts';
import { expect, header, heading, test, toast } from '../support/fixtures.ts';

const RITA = 'rita.reserva@mare.example';
const TOUR = 'Saveiro pelas ilhas da Baía de Paraty';

test('an admin verifies the new boat owner, publishes their tour, blocks a user who then cannot sign in', async ({
  page,
  checkA11y,
}) => {
  // Three admin actions, a sign-out and a refused sign-in: beyond a minute on a loaded machine.
  test.slow();
  await page.goto('/admin/login');
  await signInAsAdmin(page, checkA11y);

  // Donos de barco: Otávio's saveiro waits for verification.
  await approveBoat(page, 'Otávio Marinheiro', 'Saveiro Ventania', checkA11y, async (card) => {
    await expect(card.getByText('CPF 529.982.247-25')).toBeVisible();
  });
  await expect(
    page.getByRole('heading', { name: 'Nenhum barco aguardando verificação' }),
  ).toBeVisible();
  await checkA11y();

  // Passeios: the tour in review, previewed and published.
  await publishTour(page, TOUR, checkA11y, async (review) => {
    await expect(review.getByText('Cais de Paraty, Paraty - RJ')).toBeVisible();
  });
  await checkA11y();

  // Usuários: Rita is blocked with a reason.
  await adminNav(page).getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(heading(page, 'Usuários')).toBeVisible();
  await page.getByLabel('Nome ou e-mail').fill('rita');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('1 usuário encontrado')).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Detalhes de Rita Reserva' }).click();
  const detail = page.getByRole('dialog', { name: 'Rita Reserva' });
  await detail.getByLabel('Motivo do bloqueio').fill('Chargebacks repetidos');
  await detail.getByRole('button', { name: 'Bloquear conta', exact: true }).click();
  const block = page.getByRole('alertdialog', { name: 'Bloquear a conta?' });
  await block.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(toast(page, 'Conta de Rita Reserva bloqueada.')).toBeVisible();
  await expect(detail.getByText('Bloqueado', { exact: true })).toBeVisible();
  await checkA11y();

  // Every action is on record, written by the server, by this admin.
  await expect
    .poll(() =>
      demoSql(
        page,
        `select action from public.audit_logs
         where action in ('boat.review', 'tour.publish', 'user.block') order by id`,
      ),
    )
    .toEqual([{ action: 'boat.review' }, { action: 'tour.publish' }, { action: 'user.block' }]);

  await page.keyboard.press('Escape');
  await signOutFromHeader(page);
  await checkA11y();

  // Rita cannot sign in any more.
  await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await submitSignIn(page, RITA, FIXTURE_PASSWORD, 'Entrar');
  await expect(toast(page, 'Conta bloqueada. Entre em contato com o suporte.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await checkA11y();
});
