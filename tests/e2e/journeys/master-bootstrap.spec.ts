import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import { demoSql, dropMasterRole, FIXTURE_IDS } from '../support/demo-state.ts';
import { expect, heading, test } from '../support/fixtures.ts';

const masterRows = (page: Parameters<typeof demoSql>[0]) =>
  demoSql(page, `select role, name from public.perfis_usuarios where id = $1`, [
    FIXTURE_IDS.master,
  ]);

test('the master admin without a role row is bootstrapped at admin login', async ({
  page,
  checkA11y,
}) => {
  // The sign-in page loads no backend until the form is sent: plant the case from a page that
  // reads the database (the demo keeps it across page loads).
  await page.goto('/passeios');
  await dropMasterRole(page);
  expect(await masterRows(page)).toEqual([]);
  await checkA11y();
  // The footer's link: no reload, so the demo database is not opened a second time.
  await page.getByRole('link', { name: 'Administração', exact: true }).click();
  await expect(heading(page, 'Administração')).toBeVisible();
  await checkA11y();

  const started = Date.now();
  await submitSignIn(page, 'mestre@mare.example', FIXTURE_PASSWORD, 'Entrar na administração');
  await expect(heading(page, 'Painel administrativo')).toBeVisible();
  // The bootstrap creates the row, then waits 1.5 s before reading the role again.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  expect(await masterRows(page)).toEqual([{ role: 'admin', name: 'Administrador Master' }]);
  await checkA11y();
});
