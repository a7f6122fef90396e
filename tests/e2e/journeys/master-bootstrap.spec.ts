import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import {
  FIXTURE_IDS,
  readDemoState,
  seedDemoState,
  stateWithoutMasterRole,
} from '../support/demo-state.ts';
import { expect, heading, test } from '../support/fixtures.ts';

const masterRows = (rows: { id: string; role: string; name: string }[]) =>
  rows.filter((row) => row.id === FIXTURE_IDS.master).map(({ role, name }) => ({ role, name }));

test('the master admin without a role row is bootstrapped at admin login', async ({
  page,
  checkA11y,
}) => {
  await seedDemoState(page, stateWithoutMasterRole());
  await page.goto('/admin/login');
  await expect(heading(page, 'Administração')).toBeVisible();
  expect(masterRows((await readDemoState(page)).tables.perfis_usuarios)).toEqual([]);
  await checkA11y();

  const started = Date.now();
  await submitSignIn(page, 'mestre@mare.example', FIXTURE_PASSWORD, 'Entrar na administração');
  await expect(heading(page, 'Painel administrativo')).toBeVisible();
  // The bootstrap creates the row, then waits 1.5 s before reading the role again.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  expect(masterRows((await readDemoState(page)).tables.perfis_usuarios)).toEqual([
    { role: 'admin', name: 'Administrador Master' },
  ]);
  await checkA11y();
});
