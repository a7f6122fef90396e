import { describe, expect, it } from 'vitest';
import { handlers, MOCK_SUPABASE_URL, OPERATIONS } from '@mare/mocks';
import { operations } from './support/contract.ts';
import { samplePath } from './support/openapi.ts';

describe('the document and the handlers', () => {
  it('has a handler for every operation of the document', async () => {
    const missing: string[] = [];
    for (const op of operations) {
      const request = new Request(`${MOCK_SUPABASE_URL}${samplePath(op.path)}`, {
        method: op.method.toUpperCase(),
      });
      const matched = await Promise.all(handlers.map((handler) => handler.test({ request })));
      if (!matched.includes(true)) missing.push(`${op.operationId} ${op.method} ${op.path}`);
    }
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(39);
  });

  it('lists the same operations in the outage table as in the document', () => {
    const documented = Object.fromEntries(
      operations.map((op) => [op.operationId, { method: op.method, path: op.path }]),
    );
    const table = Object.fromEntries(
      Object.entries(OPERATIONS).map(([id, op]) => [id, { method: op.method, path: op.path }]),
    );
    expect(table).toEqual(documented);
  });

  it('documents the gateway failures (502, 503, 504) and a 500 for every operation', () => {
    const undocumented = operations.flatMap((op) =>
      ['500', '502', '503', '504']
        .filter((status) => !op.responses[status])
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(undocumented).toEqual([]);
  });
});
