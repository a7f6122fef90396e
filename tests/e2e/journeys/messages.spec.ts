import { adminNav, signInAsAdmin } from '../support/admin.ts';
import { expect, heading, test, toast } from '../support/fixtures.ts';

const TOUR = 'Saveiro pelas ilhas da Baía de Paraty';
const COMMENTS = 'Faltam fotos do barco por dentro e o número do píer no ponto de encontro.';

test('an admin sends a tour back with comments: the owner’s e-mail with them is in the demo mailbox', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/admin/login');
  await signInAsAdmin(page, checkA11y);

  await adminNav(page).getByRole('link', { name: 'Passeios', exact: true }).click();
  await expect(heading(page, 'Passeios')).toBeVisible();
  await page.getByRole('button', { name: `Revisar ${TOUR}` }).click();
  const review = page.getByRole('dialog', { name: TOUR });
  await expect(review.getByRole('heading', { name: 'Prévia da página pública' })).toBeVisible();
  await checkA11y();
  await review.getByLabel('Comentários para o dono do barco').fill(COMMENTS);
  await review.getByRole('button', { name: 'Devolver com comentários' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Devolver ao dono do barco?' });
  await ask.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(toast(page, `"${TOUR}" devolvido ao dono com os seus comentários.`)).toBeVisible();

  // Delivered by the send-email core (the mailbox as its provider) before the answer came back.
  // By the footer's link: a typed address would reload the app and open the demo database again.
  await page.getByRole('link', { name: 'Abrir a caixa de entrada de teste', exact: true }).click();
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible();
  const email = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Seu passeio "${TOUR}" voltou da revisão` }),
  });
  await expect(email).toBeVisible();
  await expect(email).toContainText('otavio.marinheiro@mare.example');
  await expect(email).toContainText(`> ${COMMENTS}`);
  await checkA11y();
});
