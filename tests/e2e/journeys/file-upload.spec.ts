import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import { expect, heading, test, toast } from '../support/fixtures.ts';

// A 1×1 PNG: small, and a real image the preview can decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const CHOSEN = 'praia-do-forte.png';
// Stored names get a short suffix so two uploads of one file never collide.
const STORED = /^praia-do-forte(-[a-z0-9]+)?\.png$/;
const RENAMED = 'por-do-sol-em-noronha.png';
const EMPTY = 'Você ainda não enviou nenhuma imagem.';

const fileCard = (page: Page, name: string | RegExp) =>
  page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 3, name, exact: typeof name === 'string' }),
  });

/** The preview is served back by storage: the browser decoded the uploaded 1×1 image. */
async function expectDecodedPreview(page: Page, name: string) {
  const preview = fileCard(page, name).getByRole('img', { name: `Prévia de ${name}`, exact: true });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
}

test('a signed-in user uploads an image, previews, renames and removes it', async ({
  page,
  checkA11y,
}) => {
  // The login guard sends a visitor to sign in and back again.
  await page.goto('/file-upload');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'visitante@mare.example', FIXTURE_PASSWORD, 'Entrar');
  await expect(page).toHaveURL((url) => url.pathname === '/file-upload');
  await expect(heading(page, 'Envio de imagens')).toBeVisible();
  await expect(page.getByText(EMPTY, { exact: false })).toBeVisible();
  await checkA11y();

  // Upload: the queue reports it sent, then the folder lists it with a preview.
  await page.getByLabel('Escolher imagens', { exact: true }).setInputFiles({
    name: CHOSEN,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('region', { name: 'Fila de envio', exact: true })).toContainText(
    '1 de 1 enviado',
  );
  const uploaded = fileCard(page, STORED);
  await expect(uploaded).toBeVisible();
  const stored = ((await uploaded.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(stored).toMatch(STORED);
  await expectDecodedPreview(page, stored);
  await checkA11y();

  // Rename.
  await uploaded.getByRole('button', { name: `Renomear ${stored}`, exact: true }).click();
  const rename = page.getByRole('form', { name: `Renomear ${stored}`, exact: true });
  await expect(rename.getByLabel('Novo nome', { exact: true })).toBeFocused();
  await checkA11y();
  await rename.getByLabel('Novo nome', { exact: true }).fill(RENAMED);
  await rename.getByRole('button', { name: 'Salvar nome', exact: true }).click();
  await expect(toast(page, `Arquivo renomeado para “${RENAMED}”.`)).toBeVisible();
  await expect(fileCard(page, stored)).toHaveCount(0);
  await expectDecodedPreview(page, RENAMED);
  await checkA11y();

  // Remove, after confirming.
  const renamed = fileCard(page, RENAMED);
  await renamed.getByRole('button', { name: `Excluir ${RENAMED}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Excluir “${RENAMED}”?`, exact: true });
  await expect(dialog).toBeVisible();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Excluir imagem', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(renamed).toHaveCount(0);
  await expect(toast(page, `“${RENAMED}” foi excluído.`)).toBeVisible();
  await expect(page.getByText(EMPTY, { exact: false })).toBeVisible();
  await checkA11y();

  // Gone from storage too, not only from the page.
  await page.reload();
  await expect(heading(page, 'Envio de imagens')).toBeVisible();
  await expect(page.getByText(EMPTY, { exact: false })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await checkA11y();
});
