import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockBackend, type MockBackendOptions } from '@mare/mocks';
import { watchContract } from './contract.ts';

/**
 * A fresh backend on an MSW server for one test file: unhandled requests fail, every answer (and
 * every JSON body the client sends) is checked against the document after each test, and the data
 * goes back to the fixtures.
 */
export function useMockBackend(options: MockBackendOptions = {}) {
  const backend = createMockBackend(options);
  const server = setupServer(...backend.handlers);
  const contract = watchContract(server, { requests: true });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    backend.reset();
    expect(await contract.settle()).toEqual([]);
  });
  afterAll(() => server.close());
  return { backend, server, contract };
}
