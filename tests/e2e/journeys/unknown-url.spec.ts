import { expect, heading, test } from '../support/fixtures.ts';

test('an unknown URL shows the home page', async ({ page, checkA11y }) => {
  await page.goto('/praias/ilha-que-nao-existe?de=teste');
  await expect(heading(page, 'Praias brasileiras e passeios de barco')).toBeVisible();
  // The address stays as typed: the catch-all route renders home, it does not redirect.
  await expect(page).toHaveURL(/\/praias\/ilha-que-nao-existe\?de=teste$/);
  await expect(page.getByRole('link', { name: 'Ler o blog' })).toHaveAttribute('href', '/blog');
  await checkA11y();
});
