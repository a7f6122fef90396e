import { describe, expect, it } from 'vitest';
import { fail, settle, succeed } from './outcome.ts';

describe('outcomes', () => {
  it('wraps a value with its message', () => {
    expect(succeed(42, 'Pronto')).toEqual({ ok: true, value: 42, message: 'Pronto' });
  });

  it('keeps the code and status of an auth error', () => {
    expect(
      fail('Falhou', {
        code: 'invalid_credentials',
        status: 400,
        message: 'Invalid login credentials',
      }),
    ).toEqual({
      ok: false,
      message: 'Falhou',
      code: 'invalid_credentials',
      status: 400,
    });
  });

  it('takes the status from the response when the error has none, and keeps a detail', () => {
    expect(
      fail('Falhou', { code: 'PGRST116', message: 'x' }, { status: 406, detail: 'Mais' }),
    ).toEqual({
      ok: false,
      message: 'Falhou',
      code: 'PGRST116',
      status: 406,
      detail: 'Mais',
    });
  });

  it('ignores empty codes and causes that are not objects', () => {
    expect(fail('Falhou', { code: '', status: 0 })).toEqual({
      ok: false,
      message: 'Falhou',
      status: 0,
    });
    expect(fail('Falhou', 'boom')).toEqual({ ok: false, message: 'Falhou' });
    expect(fail('Falhou', null)).toEqual({ ok: false, message: 'Falhou' });
  });

  it('turns a thrown error into a failure instead of rethrowing', async () => {
    const outcome = await settle<number>(() => Promise.reject(new Error('Server exploded')));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).not.toBe('');
  });

  it('passes an outcome through', async () => {
    await expect(settle(() => Promise.resolve(succeed('a', 'b')))).resolves.toEqual(
      succeed('a', 'b'),
    );
  });
});
