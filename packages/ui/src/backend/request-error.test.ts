import { describe, expect, it } from 'vitest';
import { call, RequestError, toRequestError, type ErrorMessages } from './request-error.ts';

const COMMON = {
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  permission: 'Você não tem permissão para fazer isto.',
  check_violation: 'Algum dado não foi aceito. Confira os campos e tente novamente.',
  conflict: 'Isto já existe. Confira os dados e tente novamente.',
  server: 'O servidor falhou. Tente novamente em instantes.',
  unknown: 'Não foi possível concluir. Tente novamente.',
};

/** What a feature's messages function sees: every call, in order. */
function recording(answer?: string) {
  const seen: [string, unknown][] = [];
  const messages: ErrorMessages = (code, detail) => {
    seen.push([code, detail]);
    return answer;
  };
  return { seen, messages };
}

describe('RequestError', () => {
  it('is an Error with a code, a detail and a status, unknown by default', () => {
    const error = new RequestError('Falhou.');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RequestError', message: 'Falhou.', code: 'unknown' });
    expect(error.status).toBeUndefined();
    expect(error.detail).toBeNull();
    expect(new RequestError('x', 404, 'not_found', { id: 1 })).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: { id: 1 },
    });
  });
});

describe('toRequestError', () => {
  it("keeps a function's own refusal as its code, with its detail, worded by the feature", () => {
    const { seen, messages } = recording('Alguém levou este lugar.');
    const error = toRequestError(
      { code: 'P0001', message: 'seat_taken', details: '{"seats":["A1"]}' },
      400,
      messages,
    );
    expect(error).toMatchObject({
      code: 'seat_taken',
      status: 400,
      detail: { seats: ['A1'] },
      message: 'Alguém levou este lugar.',
    });
    expect(seen).toEqual([['seat_taken', { seats: ['A1'] }]]);
  });

  it('reads no detail from empty, malformed or non-object details', () => {
    for (const details of [null, '', 'not json', '[1,2]', '"text"', 'null']) {
      expect(
        toRequestError({ code: 'P0001', message: 'hold_expired', details }, 400).detail,
      ).toBeNull();
    }
  });

  it('takes a raised message that is not a code for an unknown failure', () => {
    const error = toRequestError({ code: 'P0001', message: 'Something broke' }, 400);
    expect(error).toMatchObject({ code: 'unknown', message: COMMON.unknown, status: 400 });
  });

  it('says permission for 42501, the JWT codes and a 401 or 403 status', () => {
    expect(
      toRequestError({ code: '42501', message: 'permission denied for table tours' }, 403).code,
    ).toBe('permission');
    expect(toRequestError({ code: 'PGRST301', message: 'JWT expired' }, undefined)).toMatchObject({
      code: 'permission',
      status: 401,
      message: COMMON.permission,
    });
    expect(toRequestError({ code: '', message: 'nope' }, 401).code).toBe('permission');
  });

  it("keeps a trigger's own word under 42501 or 23514, worded by its kind when the feature has no text", () => {
    const locked = toRequestError(
      { code: '42501', message: 'tour_status_locked', details: '{"status":"in_review"}' },
      403,
      (code) => (code === 'tour_status_locked' ? 'Em revisão.' : undefined),
    );
    expect(locked).toMatchObject({
      code: 'tour_status_locked',
      status: 403,
      message: 'Em revisão.',
      detail: { status: 'in_review' },
    });
    const taxId = toRequestError({ code: '23514', message: 'tax_id_invalid' }, 400, (code) =>
      code === 'check_violation' ? 'Confira os campos.' : undefined,
    );
    expect(taxId).toMatchObject({ code: 'tax_id_invalid', message: 'Confira os campos.' });
    expect(toRequestError({ code: '23514', message: 'tax_id_invalid' }, 400).message).toBe(
      COMMON.check_violation,
    );
  });

  it('names the table and constraint a check refused', () => {
    const error = toRequestError(
      {
        code: '23514',
        message:
          'new row for relation "passengers" violates check constraint "passengers_full_name_check"',
      },
      400,
    );
    expect(error).toMatchObject({
      code: 'check_violation',
      message: COMMON.check_violation,
      detail: { table: 'passengers', constraint: 'passengers_full_name_check' },
    });
    expect(toRequestError({ code: '23514' }, 400).detail).toEqual({
      table: null,
      constraint: null,
    });
  });

  it('says conflict for a unique violation', () => {
    expect(toRequestError({ code: '23505', message: 'duplicate key' }, 409)).toMatchObject({
      code: 'conflict',
      message: COMMON.conflict,
    });
  });

  it('says network when nothing answered (no code, no status)', () => {
    const error = toRequestError({ code: '', message: 'TypeError: Failed to fetch' }, 0);
    expect(error).toMatchObject({ code: 'network', message: COMMON.network });
    expect(error.status).toBeUndefined();
  });

  it('says server for a 5xx, and unknown for anything else', () => {
    expect(toRequestError({ code: 'XX000', message: 'internal error' }, 500)).toMatchObject({
      code: 'server',
      status: 500,
      message: COMMON.server,
    });
    expect(toRequestError({ message: 'The upstream server is unavailable' }, 503).code).toBe(
      'server',
    );
    expect(toRequestError({ code: 'PGRST116', message: 'no rows' }, undefined)).toMatchObject({
      code: 'unknown',
      status: 406,
      message: COMMON.unknown,
    });
  });

  it("keeps the common message when the feature's function has none for the code", () => {
    const { seen, messages } = recording(undefined);
    expect(toRequestError({ code: '23505' }, 409, messages).message).toBe(COMMON.conflict);
    expect(toRequestError({ code: 'P0001', message: 'own_code' }, 400, messages).message).toBe(
      COMMON.unknown,
    );
    // An own code the feature has no text for is asked again by its kind.
    expect(seen.map(([code]) => code)).toEqual(['conflict', 'own_code', 'unknown']);
  });
});

describe('call', () => {
  it("gives the response's data, null included", async () => {
    await expect(
      call(Promise.resolve({ data: { id: 'a' }, error: null, status: 200 })),
    ).resolves.toEqual({ id: 'a' });
    await expect(call(Promise.resolve({ data: null, error: null, status: 200 }))).resolves.toBe(
      null,
    );
  });

  it('throws the RequestError of a failed response, worded by the messages given', async () => {
    const failed = Promise.resolve({
      data: null,
      error: { code: 'P0001', message: 'hold_expired', details: '' },
      status: 400,
    });
    const error: unknown = await call(failed, (code) => `Recusado: ${code}.`).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      code: 'hold_expired',
      status: 400,
      message: 'Recusado: hold_expired.',
    });
  });
});
