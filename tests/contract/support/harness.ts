import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockBackend, type MockBackendOptions } from '@mare/mocks';
// Registers the Node database loader (the cached dump).
import '@mare/mocks/node';
import { watchContract } from './contract.ts';

/**
 * A fresh backend on an MSW server for one test file: unhandled requests fail, every answer (and
 * every JSON body the client sends) is checked against the document after each test, and the data
 * goes back to the seed (one database per test file, reset from its snapshot).
 */
export function useMockBackend(options: MockBackendOptions = {}) {
  const backend = createMockBackend(options);
  const server = setupServer(...backend.handlers);
  const contract = watchContract(server, { requests: true });
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await backend.database();
  }, 60_000);
  afterEach(async () => {
    server.resetHandlers();
    await backend.reset();
    expect(await contract.settle()).toEqual([]);
  });
  afterAll(async () => {
    server.close();
    await backend.close();
  });
  return { backend, server, contract };
}
