import type { Page } from '@playwright/test';
import { dismissAllToasts, expect, header, heading, toast } from './fixtures.ts';

/** The fixture password (supabase/DATA-MODEL.md). */
export const FIXTURE_PASSWORD = 'Mare@2026';

/** Fills a sign-in form (user, provider or admin screen) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string, button: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Signs out from the header; the app goes home 500 ms after the toast. Then leaves the header
 * usable as a person would: the sign-out toasts sit over its account links, and while the pointer
 * rests on them (it just pressed "Sair") they never time out. So the pointer moves away (one
 * shown later times out by itself) and those on screen are closed with their close buttons.
 * `toasts`: the messages the sign-out must have shown, checked before they are closed.
 */
export async function signOutFromHeader(page: Page, { toasts = [] }: { toasts?: string[] } = {}) {
  await header(page).getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const signIn = header(page).getByRole('link', { name: 'Entrar', exact: true });
  await expect(signIn).toBeVisible();
  for (const text of toasts) await expect(toast(page, text)).toBeVisible();
  // The toasts show at the top right; the top left is the header's logo.
  await page.mouse.move(0, 0);
  await dismissAllToasts(page);
  // Nothing covers it any more (a trial click checks what a click would receive, without it).
  await signIn.click({ trial: true });
}

export interface NewPerson {
  nome: string;
  cidade: string;
  email: string;
}

/**
 * On the sign-up form: fills it (the account type as given, or as the form opened), submits,
 * follows the link to the demo mailbox and confirms the email, which signs the person in.
 * `checkA11y` runs on the "check your email" step and on the mailbox.
 */
export async function signUpAndConfirm(
  page: Page,
  person: NewPerson,
  checkA11y: () => Promise<void>,
  accountType?: 'Quero conhecer praias e passeios' | 'Tenho um barco e ofereço passeios',
) {
  await page.getByLabel('Nome', { exact: true }).fill(person.nome);
  await page.getByLabel('Cidade', { exact: true }).fill(person.cidade);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(FIXTURE_PASSWORD);
  if (accountType) await page.getByRole('radio', { name: accountType }).check();
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  const done = page.getByRole('status').filter({ hasText: person.email });
  await expect(done).toContainText(
    'Cadastro realizado! Verifique seu email para confirmar sua conta.',
  );
  await checkA11y();

  await done.getByRole('link', { name: 'caixa de entrada de teste', exact: true }).click();
  await expect(heading(page, 'Caixa de entrada de teste')).toBeVisible();
  const email = page.getByRole('listitem').filter({ hasText: `Para ${person.email}` });
  await expect(email).toHaveCount(1);
  await checkA11y();
  await email.getByRole('button', { name: 'Confirmar meu email', exact: true }).click();
}
