import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, signOutFromHeader, submitSignIn } from '../support/actions.ts';
import {
  checkEachPageOnce,
  dismissAllToasts,
  expect,
  header,
  heading,
  test,
  toast,
} from '../support/fixtures.ts';

const VISITOR = 'visitante@mare.example';
const GUIDE = 'guia@mare.example';
const GUIDE_NAME = 'Gabriela Guia Turismo';
const MESSAGE = 'Somos dois adultos e queremos snorkel no Recife de Fora, saindo cedo.';
const ANSWER = 'Combinado, Vera! Encontro vocês no píer às 8h com as máscaras.';

/** Today in São Paulo ("aaaa-mm-dd"): the demo's clock is the real one. */
const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Signs out (home), then in again from the header's "Entrar" as `email`. */
async function switchTo(page: Page, email: string, check: () => Promise<void>) {
  await dismissAllToasts(page);
  await signOutFromHeader(page);
  await check();
  await header(page).getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await check();
  await submitSignIn(page, email, FIXTURE_PASSWORD, 'Entrar');
  await expect(header(page).getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
}

// Where the site's own links or redirects get there, the journey follows them as a person does:
// a typed address reloads the app, and each reload opens the demo database again (about 3 s of
// CPU).

/** The provider's Pedidos tab (the sign-in opens the dashboard), and this request's card in it. */
async function guideRequest(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/service-provider-dashboard');
  await expect(heading(page, 'Painel do parceiro')).toBeVisible();
  await page.getByRole('tab', { name: 'Pedidos', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(card).toBeVisible();
  return card;
}

/** "Minhas solicitações", and the card of this journey's request in it. */
async function myRequest(page: Page) {
  // Typed, not the header's link: the list cached before the sign-out would show the request as
  // it was until its next refetch, and the journey reads what the guide just did.
  await page.goto('/minhas-solicitacoes');
  await expect(heading(page, 'Minhas solicitações')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(card).toBeVisible();
  return card;
}

test('a visitor asks a guide found on a tour page; the guide accepts, then completes it, and the visitor reviews it', async ({
  page,
  checkA11y,
}) => {
  // Three accounts take turns on one demo database: sign-ins add up on a loaded machine.
  test.setTimeout(360_000);
  const check = checkEachPageOnce(page, checkA11y);

  // The escuna's page (Praia do Forno) shows the beach's guides and services below the tour.
  await page.goto('/passeios/escuna-praias-de-arraial');
  const nearby = page.getByRole('region', { name: 'Guias e serviços em Praia do Forno' });
  // The block loads once the page is idle, after the demo database has started.
  await expect(nearby).toBeVisible({ timeout: 90_000 });
  await check();
  await nearby.getByRole('link', { name: GUIDE_NAME, exact: true }).click();
  await expect(heading(page, GUIDE_NAME)).toBeVisible();
  await check();

  // The request, typed signed out: kept while the visitor signs in, then sent.
  const form = page.getByRole('region', { name: 'Solicitar serviço' });
  const service = form.getByRole('option', { name: /^Guia para o Recife de Fora/ });
  await form
    .getByLabel('Serviço', { exact: true })
    .selectOption((await service.getAttribute('value')) ?? '');
  await form.getByLabel('Data', { exact: true }).fill(saoPauloToday());
  await form.getByLabel('Pessoas', { exact: true }).fill('2');
  await form.getByLabel('Mensagem', { exact: true }).fill(MESSAGE);
  await form.getByLabel('WhatsApp para contato', { exact: true }).fill('(71) 98888-0006');
  await form.getByRole('button', { name: 'Entrar para enviar', exact: true }).click();
  await expect(heading(page, 'Entrar')).toBeVisible();
  await check();
  await submitSignIn(page, VISITOR, FIXTURE_PASSWORD, 'Entrar');
  await expect(heading(page, GUIDE_NAME)).toBeVisible();
  await expect(form.getByLabel('Mensagem', { exact: true })).toHaveValue(MESSAGE);
  await form.getByRole('button', { name: 'Enviar solicitação', exact: true }).click();
  await expect(form.getByRole('heading', { name: 'Solicitação enviada' })).toBeVisible();
  await form.getByRole('link', { name: 'Ver minhas solicitações', exact: true }).click();

  // Waiting for the answer.
  await expect(heading(page, 'Minhas solicitações')).toBeVisible();
  const sent = page.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(sent.getByText('Aguardando resposta', { exact: true })).toBeVisible();
  await check();

  // The guide accepts with a written answer, and then sees how to reach the visitor.
  await switchTo(page, GUIDE, check);
  let inbox = await guideRequest(page);
  await check();
  await inbox.getByRole('button', { name: 'Aceitar o pedido de Vera Visitante' }).click();
  const accept = page.getByRole('dialog', { name: 'Aceitar o pedido de Vera Visitante' });
  await accept.getByLabel('Sua resposta').fill(ANSWER);
  await check();
  await accept.getByRole('button', { name: 'Aceitar pedido', exact: true }).click();
  await expect(toast(page, 'Pedido de Vera Visitante aceito.')).toBeVisible();
  await expect(inbox.getByRole('link', { name: VISITOR, exact: true })).toBeVisible();
  await expect(inbox.getByRole('link', { name: 'WhatsApp (71) 98888-0006' })).toBeVisible();

  // The visitor reads the answer and the guide's WhatsApp.
  await switchTo(page, VISITOR, check);
  let mine = await myRequest(page);
  await expect(mine.getByText('Aceita', { exact: true })).toBeVisible();
  await expect(mine).toContainText(ANSWER);
  await expect(mine.getByRole('link', { name: /abre o WhatsApp/ })).toBeVisible();

  // The day has come (the request is for today): the guide marks it done.
  await switchTo(page, GUIDE, check);
  inbox = await guideRequest(page);
  await inbox
    .getByRole('button', { name: 'Marcar como concluído o pedido de Vera Visitante' })
    .click();
  const done = page.getByRole('alertdialog', {
    name: 'Marcar o pedido de Vera Visitante como concluído?',
  });
  await done.getByRole('button', { name: 'Marcar como concluído', exact: true }).click();
  await expect(toast(page, 'Pedido de Vera Visitante concluído.')).toBeVisible();
  await expect(inbox.getByText('Concluído', { exact: true })).toBeVisible();

  // The visitor reviews the guide.
  await switchTo(page, VISITOR, check);
  mine = await myRequest(page);
  await expect(mine.getByText('Concluída', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Avaliar serviço', exact: true }).click();
  const review = page.getByRole('dialog', { name: `Avaliar ${GUIDE_NAME}` });
  // The stars by keyboard, as a radio group: from the first, four steps to the fifth.
  const stars = review.getByRole('group', { name: 'Sua nota' });
  await stars.getByRole('radio', { name: /^1 estrela/ }).focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: /^5 estrelas/ })).toBeChecked();
  await review
    .getByLabel('Conte como foi (opcional)')
    .fill('A Gabriela conhece cada canto do recife.');
  await check();
  await review.getByRole('button', { name: 'Publicar avaliação', exact: true }).click();
  await expect(toast(page, 'Avaliação publicada. Obrigado por contar como foi!')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();

  // Each step wrote its e-mail: the guide's new request, the answer, the invitation to review.
  await page.getByRole('link', { name: 'Abrir a caixa de entrada de teste', exact: true }).click();
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible();
  for (const subject of [
    'Novo pedido de Vera Visitante',
    `${GUIDE_NAME} aceitou o seu pedido`,
    `Como foi o serviço de ${GUIDE_NAME}?`,
  ])
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) }),
    ).toBeVisible();
  await check();
});
