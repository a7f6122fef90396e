import type { Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../../mocks/src/db/fixtures.ts';

export { FIXTURE_IDS };

/** What a demo build puts on `window.__mareDemo` (apps/site/src/demo.ts). */
interface DemoWindow {
  __mareDemo?: { sql(text: string, params: unknown[]): Promise<unknown[]>; leader(): boolean };
}

/**
 * Runs SQL on the demo's in-browser database (as its owner), once the demo backend has started.
 * Demo builds expose it as `window.__mareDemo`.
 */
export async function demoSql<T = Record<string, unknown>>(
  page: Page,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  await demoStarted(page);
  return page.evaluate(
    ({ text, params }) => {
      const hook = (window as unknown as DemoWindow).__mareDemo;
      if (!hook) throw new Error('the demo backend has not started');
      return hook.sql(text, params);
    },
    { text, params },
  ) as Promise<T[]>;
}

/** Waits for the demo backend of `page` to have started (its hook is on `window`). */
async function demoStarted(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as DemoWindow).__mareDemo !== undefined,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Whether the worker of `page` is the one running the database every tab of the origin shares
 * (PGlite's leader), once the demo backend has started.
 */
export async function demoLeader(page: Page): Promise<boolean> {
  await demoStarted(page);
  return page.evaluate(() => (window as unknown as DemoWindow).__mareDemo?.leader() ?? false);
}

/** The master-admin bootstrap case: the master has no perfis_usuarios row yet. */
export const dropMasterRole = (page: Page) =>
  demoSql(page, `delete from public.perfis_usuarios where id = $1`, [FIXTURE_IDS.master]);
