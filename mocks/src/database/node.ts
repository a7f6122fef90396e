import { mockDumpBytes } from './dump.ts';
import { openMockDatabase } from './boot.ts';
import type { MockDatabase } from './database.ts';

/** A database for one Node test file, booted from the cached dump (built on first use). */
export async function createNodeMockDatabase(): Promise<MockDatabase> {
  return openMockDatabase(new Blob([new Uint8Array(await mockDumpBytes())]));
}
