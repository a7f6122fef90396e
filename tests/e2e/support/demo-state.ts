import type { Page } from '@playwright/test';
import { dropMasterRole, FIXTURE_IDS, seedState } from '../../../mocks/src/db/fixtures.ts';
import type { MockState } from '../../../mocks/src/db/types.ts';
import { PERSISTENCE_KEY, PERSISTENCE_VERSION } from '../../../mocks/src/persistence.ts';

export { FIXTURE_IDS, PERSISTENCE_KEY };

/** The demo fixtures without the master admin's perfis_usuarios row: the bootstrap case. */
export const stateWithoutMasterRole = (): MockState => dropMasterRole(seedState());

/**
 * Seeds the demo backend's saved state before the app's first script runs. Only an empty slot is
 * filled, so later loads keep whatever the app saved since.
 */
export async function seedDemoState(page: Page, state: MockState) {
  const saved = JSON.stringify({ version: PERSISTENCE_VERSION, state });
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: PERSISTENCE_KEY, value: saved },
  );
}

/** The demo backend's saved state, as the app last wrote it. */
export async function readDemoState(page: Page): Promise<MockState> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PERSISTENCE_KEY);
  if (raw === null) throw new Error('the demo backend saved no state');
  return (JSON.parse(raw) as { state: MockState }).state;
}
