import type { MockDatabase } from './database.ts';

type Provider = () => Promise<MockDatabase>;
let provider: Provider | null = null;

/**
 * Where backends without their own `database` option get one: `@mare/mocks/node` registers the
 * cached dump on disk, `@mare/mocks/browser` the one the Vite plugin serves. Kept out of the
 * shared entry so neither environment bundles the other's loader.
 */
export function setDatabaseProvider(next: Provider) {
  provider = next;
}

export function openDefaultDatabase(): Promise<MockDatabase> {
  if (!provider) {
    return Promise.reject(
      new Error('mock database: import @mare/mocks/node or @mare/mocks/browser first'),
    );
  }
  return provider();
}
