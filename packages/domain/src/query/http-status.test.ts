import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPermissionError } from './http-status.ts';

describe('isPermissionError', () => {
  it.each([
    ['a 401', { status: 401 }],
    ['a 403', { status: 403 }],
    ['row-level security (SQLSTATE 42501)', { code: '42501', message: 'permission denied' }],
    ['an expired JWT (PGRST301)', { code: 'PGRST301', message: 'JWT expired' }],
    ['a Storage refusal: HTTP 400 with its 403 in the body', { status: 400, statusCode: '403' }],
    ['an Error carrying a status', Object.assign(new Error('Acesso negado'), { status: 403 })],
  ])('recognises %s', (_, error) => {
    expect(isPermissionError(error)).toBe(true);
  });

  it.each([
    ['a server error', { status: 503 }],
    ['a missing row', { status: 406, code: 'PGRST116' }],
    ['a 404', { status: 404 }],
    ['a conflict', { code: '23505' }],
    ['a raised business rule (P0001)', { code: 'P0001', message: 'seat_taken' }],
    ['the network', new TypeError('Failed to fetch')],
    ['an Error without status', new Error('Não foi possível carregar.')],
    ['nothing', null],
    ['a string', '403'],
  ])('leaves out %s', (_, error) => {
    expect(isPermissionError(error)).toBe(false);
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
    expect(isPermissionError(hostile)).toBe(false);
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(typeof isPermissionError(value)).toBe('boolean');
      }),
    );
  });
});
