import {
  FIXTURE_PASSWORD,
  signOutFromHeader,
  signUpAndConfirm,
  submitSignIn,
} from '../support/actions.ts';
import { dismissToast, expect, header, heading, test, toast } from '../support/fixtures.ts';

const PERSON = { nome: 'Marina Duarte', cidade: 'Niterói', email: 'marina.duarte@mare.example' };
const HOME = 'Praias brasileiras e passeios de barco';
const DASHBOARD = 'Painel do dono de barco';
const SIGNED_IN = 'Login realizado com sucesso!';

test('sign-up, confirmation in the demo mailbox, sign-in, dashboard, profile edit, sign-out', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();

  await header(page).getByRole('link', { name: 'Criar conta', exact: true }).click();
  await expect(heading(page, 'Criar conta')).toBeVisible();
  await checkA11y();
  await signUpAndConfirm(page, PERSON, checkA11y, 'Tenho um barco e ofereço passeios');

  // Confirming signs the new account in and takes it to its dashboard.
  await expect(heading(page, DASHBOARD)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/boat-owners');
  await expect(page.getByText(`Olá, ${PERSON.nome}!`, { exact: true })).toBeVisible();
  await dismissToast(page, SIGNED_IN);
  await checkA11y();

  // Both of the spec's sign-out toasts (the helper closes them: they sit over the header).
  await signOutFromHeader(page, {
    toasts: ['Logout realizado com sucesso', 'Você foi desconectado'],
  });
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();

  await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, PERSON.email, FIXTURE_PASSWORD, 'Entrar');
  await expect(toast(page, SIGNED_IN)).toBeVisible();
  await expect(heading(page, DASHBOARD)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/boat-owners');

  const city = page.getByLabel('Cidade', { exact: true });
  await expect(city).toHaveValue(PERSON.cidade);
  await checkA11y();
  await city.fill('Armação dos Búzios');
  await page.getByRole('button', { name: 'Salvar perfil', exact: true }).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  await checkA11y();

  // The change is in the backend, not just the form: it survives a reload.
  await page.reload();
  await expect(heading(page, DASHBOARD)).toBeVisible();
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Armação dos Búzios');

  // A page that never calls the backend loads it for a stored session: the header shows who it is.
  await page.goto('/blog');
  await expect(heading(page, 'Blog de praias')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await checkA11y();

  await signOutFromHeader(page, { toasts: ['Logout realizado com sucesso'] });
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();
});
