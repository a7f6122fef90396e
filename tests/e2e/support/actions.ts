import type { Page } from '@playwright/test';
import { expect, header } from './fixtures.ts';

/** The fixture password (supabase/DATA-MODEL.md). */
export const FIXTURE_PASSWORD = 'Mare@2026';

/** Fills a sign-in form (user, provider or admin screen) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string, button: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** Signs out from the header; the app goes home 500 ms after the toast. */
export async function signOutFromHeader(page: Page) {
  await header(page).getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
}
