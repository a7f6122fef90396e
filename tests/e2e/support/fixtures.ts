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

/** A page other than the journey's own passes axe (the checkA11y fixture follows `page` only). */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * For a journey's repeat passes over screens it has already checked state by state (a second
 * sign-in, a second booking): the returned check runs axe only on a page it has not run on yet.
 */
export function checkEachPageOnce(page: Page, checkA11y: () => Promise<void>) {
  const done = new Set<string>();
  return async () => {
    const path = pathOf(page.url());
    if (done.has(path)) return;
    await checkA11y();
    done.add(path);
  };
}

/** A toast's text (sonner renders them in a portal outside the page content). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

/**
 * Closes a toast with its close button, so a later identical toast is unambiguous.
 * Call it as soon as the toast shows: it lasts 4 s.
 */
export async function dismissToast(page: Page, text: string) {
  const item = page
    .locator('[data-sonner-toaster] [data-sonner-toast]')
    .filter({ has: page.getByText(text, { exact: true }) });
  await item.getByRole('button', { name: 'Fechar notificação', exact: true }).click();
  await expect(item).toHaveCount(0);
}

/**
 * Closes every toast on screen. After a sign-out two sit over the header's account links, and
 * while the pointer rests on them (it just pressed "Sair") they never time out.
 */
export async function dismissAllToasts(page: Page) {
  const items = page.locator('[data-sonner-toaster] [data-sonner-toast]');
  // One at a time; a toast may also leave on its own between the count and the click.
  await expect(async () => {
    if ((await items.count()) > 0)
      await items
        .first()
        .getByRole('button', { name: 'Fechar notificação', exact: true })
        .click({ timeout: 2_000 });
    await expect(items).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export const header = (page: Page) => page.getByRole('banner');

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Nothing on the page is wider than its window (works with a modal open, too). */
export async function expectNoSidewaysScroll(page: Page) {
  const path = new URL(page.url()).pathname;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}
