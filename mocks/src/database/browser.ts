import sources from 'virtual:mare-mock-database';
import { bootMockDatabase, type BootOptions } from './boot.ts';
import type { MockDatabase } from './database.ts';

export type { ProgressListener } from './boot.ts';

/**
 * Boots the mock database in this page (next to MSW's handlers; Storybook and tests): from
 * IndexedDB when a `dataDir` there holds one, else from the prebuilt dump the Vite plugin serves.
 */
export function openBrowserMockDatabase(options: BootOptions = {}): Promise<MockDatabase> {
  return bootMockDatabase(sources, options);
}
