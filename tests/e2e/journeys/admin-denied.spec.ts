import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import { demoSql, FIXTURE_IDS } from '../support/demo-state.ts';
import { expect, header, heading, test, toast } from '../support/fixtures.ts';

const VISITOR = 'visitante@mare.example';

// One journey, not two: the refused admin sign-in and the refused /admin share a context, so the
// demo database starts once (about 3 s of CPU) and the second sign-in follows the header's link.
test('a non-admin is refused at the admin login, then signed in sees Acesso Negado at /admin', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/admin/login');
  await expect(heading(page, 'Administração')).toBeVisible();
  await checkA11y();

  await submitSignIn(page, VISITOR, FIXTURE_PASSWORD, 'Entrar na administração');
  await expect(toast(page, 'Você não tem permissões administrativas')).toBeVisible();
  // Also said beside the form, where it stays after the toast is gone.
  await expect(
    page.getByRole('main').getByText('Você não tem permissões administrativas', { exact: true }),
  ).toBeVisible();
  // Refused and signed out again: still on the admin login, the header offers 'Entrar'.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
  await expect(header(page).getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await checkA11y();

  // Signed in on the site's own form, the same person types /admin.
  await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, VISITOR, FIXTURE_PASSWORD, 'Entrar');
  // A plain user belongs on the home page.
  await expect(heading(page, 'Praias brasileiras e passeios de barco')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await checkA11y();

  await page.goto('/admin');
  await expect(heading(page, 'Acesso Negado')).toBeVisible();
  await expect(
    page.getByText('Você não tem permissões administrativas para acessar esta área.'),
  ).toBeVisible();
  await expect(
    page.getByText('Esta tentativa de acesso foi registrada para auditoria.'),
  ).toBeVisible();
  // And it was: the backend holds the attempt, by this user, on this path.
  await expect
    .poll(() =>
      demoSql(
        page,
        `select actor_id as actor, target from public.audit_logs
         where action = 'admin_access_denied'`,
      ),
    )
    .toEqual([{ actor: FIXTURE_IDS.visitor, target: '/admin' }]);
  await checkA11y();

  await page.getByRole('link', { name: 'Voltar ao Início', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(heading(page, 'Praias brasileiras e passeios de barco')).toBeVisible();
  await checkA11y();
});
