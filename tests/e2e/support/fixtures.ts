import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe.ts';
import { servedBaseUrl } from './base-url.ts';

export interface JourneyFixtures {
  /** Runs axe on the page as it is now; a journey calls it on every page it visits. */
  checkA11y: () => Promise<void>;
}

const pathOf = (url: string) => new URL(url).pathname;

/** Every journey gets a fresh context (empty localStorage: a fresh demo backend). */
export const test = base.extend<JourneyFixtures>({
  // The server's port is chosen at start-up, after the config was read.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(servedBaseUrl());
  },
  checkA11y: async ({ page }, use, testInfo) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http'))
        visited.add(pathOf(frame.url()));
    });
    await use(async () => {
      const path = pathOf(page.url());
      const violations = await axeViolations(page);
      expect(violations, `axe violations on ${path}:\n${describeViolations(violations)}`).toEqual(
        [],
      );
      checked.add(path);
    });
    // Holds the journeys to their promise: no page visited without an accessibility check.
    // (A journey that already failed stopped early; its first error says why.)
    if (testInfo.status !== testInfo.expectedStatus) return;
    const unchecked = [...visited].filter((path) => !checked.has(path));
    expect(unchecked, 'pages visited but never checked by axe').toEqual([]);
  },
});

export { expect };

/** A toast's text (sonner renders them in a portal outside the page content). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

/**
 * Closes a toast with its close button (spec §2), so a later identical toast is unambiguous.
 * Call it as soon as the toast shows: it lasts 4 s.
 */
export async function dismissToast(page: Page, text: string) {
  const item = page
    .locator('[data-sonner-toaster] [data-sonner-toast]')
    .filter({ has: page.getByText(text, { exact: true }) });
  await item.getByRole('button', { name: 'Fechar notificação', exact: true }).click();
  await expect(item).toHaveCount(0);
}

export const header = (page: Page) => page.getByRole('banner');

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
