import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { httpStatusOf, isClientError } from './http-status.ts';
import { QUERY_CLIENT_DEFAULTS, queryRetryDelay, shouldRetryQuery } from './policy.ts';

const serverError = { status: 503, message: 'Service Unavailable' };

describe('query freshness', () => {
  it('keeps data fresh for 5 minutes and in cache for 10', () => {
    expect(QUERY_CLIENT_DEFAULTS.queries.staleTime).toBe(5 * 60 * 1000);
    expect(QUERY_CLIENT_DEFAULTS.queries.gcTime).toBe(10 * 60 * 1000);
  });
});

describe('query retries', () => {
  it('retries a server error 3 times, then stops', () => {
    // TanStack counts failures from 0: calls with 0, 1, 2 allow the 1st, 2nd and 3rd retry.
    expect([0, 1, 2, 3, 4].map((n) => shouldRetryQuery(n, serverError))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('retries network failures and errors without status', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, { status: 0 })).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
  });

  it.each([400, 401, 403, 404, 406, 409, 422, 429, 499])('never retries HTTP %i', (status) => {
    expect(shouldRetryQuery(0, { status })).toBe(false);
  });

  it.each([500, 502, 503, 504, 520])('retries HTTP %i', (status) => {
    expect(shouldRetryQuery(0, { status })).toBe(true);
  });

  it('recognises PostgREST and Storage 4xx shapes', () => {
    const pgrst = { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' };
    const rls = { code: '42501', message: 'permission denied for table profiles' };
    const storage = { statusCode: '404', error: 'not_found', message: 'Object not found' };
    for (const error of [pgrst, rls, storage]) expect(shouldRetryQuery(0, error)).toBe(false);
    expect(shouldRetryQuery(0, { code: 'PGRST000', message: 'Could not connect' })).toBe(true);
  });

  it('waits 1 s, doubling, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(queryRetryDelay(-1)).toBe(1_000);
    expect(queryRetryDelay(Number.NaN)).toBe(1_000);
    expect(queryRetryDelay(Number.POSITIVE_INFINITY)).toBe(1_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const delay = queryRetryDelay(n);
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(30_000);
        expect(queryRetryDelay(n + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('uses these functions as the query defaults', () => {
    expect(QUERY_CLIENT_DEFAULTS.queries.retry).toBe(shouldRetryQuery);
    expect(QUERY_CLIENT_DEFAULTS.queries.retryDelay).toBe(queryRetryDelay);
  });
});

describe('mutation retries', () => {
  it('retries a mutation once, with the same delays', () => {
    expect(QUERY_CLIENT_DEFAULTS.mutations.retry).toBe(1);
    expect(QUERY_CLIENT_DEFAULTS.mutations.retryDelay).toBe(queryRetryDelay);
  });
});

describe('httpStatusOf', () => {
  it.each([
    [{ status: 404 }, 404],
    [{ status: 0 }, undefined],
    [{ status: 1000 }, undefined],
    [{ status: 404.5 }, undefined],
    [{ statusCode: '409' }, 409],
    [{ statusCode: 403 }, 403],
    [{ statusCode: 'abc' }, undefined],
    [{ code: 'PGRST116' }, 406],
    [{ code: 'PGRST303' }, 401],
    [{ code: 'PGRST205' }, 404],
    [{ code: 'PGRST100' }, 400],
    [{ code: 'PGRST001' }, 503],
    [{ code: 'PGRST300' }, 500],
    [{ code: '23505' }, 409],
    [{ code: 'XX000' }, undefined],
    [{ code: 400 }, undefined],
    [{ status: 500, code: 'PGRST116' }, 500],
    ['404', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%o → %s', (error, status) => {
    expect(httpStatusOf(error)).toBe(status);
  });

  it('never throws on hostile input', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('x');
        },
      },
    );
    expect(httpStatusOf(hostile)).toBeUndefined();
    expect(isClientError(hostile)).toBe(false);
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(typeof isClientError(value)).toBe('boolean');
      }),
    );
  });
});
