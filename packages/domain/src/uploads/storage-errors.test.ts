import { createClient, StorageApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { STORAGE_REASONS } from './messages.ts';
import {
  isNetworkFailure,
  objectNotFoundError,
  storageErrorReason,
  storageFailureMessage,
  storageStatusOf,
} from './storage-errors.ts';

type Answer = () => Response | Promise<Response>;

/** The real storage client, its fetch answered by `answer`: the errors are the ones screens get. */
async function realError(answer: Answer): Promise<unknown> {
  const client = createClient('https://mare-test.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: async () => answer() },
  });
  const { error } = await client.storage.from('uploads').move('u/a.png', 'u/b.png');
  return error;
}

/** The storage server's error body: HTTP 400 for everything but 500, the status inside. */
const storageAnswer = (statusCode: string, code: string, message: string) => () =>
  Response.json(
    { statusCode, code, error: code, message },
    { status: statusCode === '500' ? 500 : 400 },
  );

describe('errors from the real storage client', () => {
  it.each([
    ['404', 'NoSuchKey', STORAGE_REASONS.notFound],
    ['409', 'KeyAlreadyExists', STORAGE_REASONS.duplicate],
    ['403', 'AccessDenied', STORAGE_REASONS.permissionDenied],
    ['413', 'EntityTooLarge', STORAGE_REASONS.tooLarge],
    ['415', 'InvalidMimeType', STORAGE_REASONS.unsupportedType],
    ['400', 'InvalidKey', STORAGE_REASONS.badRequest],
    ['500', 'InternalError', STORAGE_REASONS.serverError],
  ])('statusCode %s (%s)', async (statusCode, code, reason) => {
    const error = await realError(storageAnswer(statusCode, code, 'server text'));
    expect(error).toBeInstanceOf(StorageApiError);
    expect(storageStatusOf(error)).toBe(Number(statusCode));
    expect(storageErrorReason(error)).toBe(reason);
  });

  it.each([
    ['400', 'InvalidJWT', 'jwt expired'],
    ['403', 'AccessDenied', 'jwt expired'],
    ['403', 'AccessDenied', '"exp" claim timestamp check failed'],
    ['400', 'InvalidJWT', 'jwt malformed'],
  ])('a refused JWT: statusCode %s (%s) "%s"', async (statusCode, code, message) => {
    const error = await realError(storageAnswer(statusCode, code, message));
    expect(storageErrorReason(error)).toBe(STORAGE_REASONS.sessionExpired);
  });

  it('a row-level-security refusal is not a session problem', async () => {
    const error = await realError(
      storageAnswer('403', 'AccessDenied', 'new row violates row-level security policy'),
    );
    expect(storageErrorReason(error)).toBe(STORAGE_REASONS.permissionDenied);
  });

  it.each([502, 503, 504])('gateway %i', async (status) => {
    const error = await realError(() => Response.json({ message: 'upstream' }, { status }));
    expect(storageErrorReason(error)).toBe(STORAGE_REASONS.unavailable);
  });

  it('a gateway page that is not JSON', async () => {
    const error = await realError(() => new Response('<html>', { status: 502 }));
    expect(storageErrorReason(error)).toBe(STORAGE_REASONS.unavailable);
  });

  it('the network down', async () => {
    const error = await realError(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(isNetworkFailure(error)).toBe(true);
    expect(storageErrorReason(error)).toBe(STORAGE_REASONS.network);
  });
});

describe('storageErrorReason on other shapes', () => {
  it.each([
    [{ statusCode: '401' }, STORAGE_REASONS.sessionExpired],
    [{ status: 429 }, STORAGE_REASONS.rateLimited],
    [{ status: 418 }, STORAGE_REASONS.badRequest],
    [{ statusCode: 'NoSuchKey', status: 404 }, STORAGE_REASONS.notFound],
    [{ status: 302 }, STORAGE_REASONS.unknown],
    [{ status: 1000 }, STORAGE_REASONS.unknown],
    [{ status: 4.5 }, STORAGE_REASONS.unknown],
    [new TypeError('NetworkError when attempting to fetch resource.'), STORAGE_REASONS.network],
    [{ name: 'TypeError', message: 'Load failed' }, STORAGE_REASONS.network],
    [new Error('boom'), STORAGE_REASONS.unknown],
    [null, STORAGE_REASONS.unknown],
    ['texto', STORAGE_REASONS.unknown],
    [objectNotFoundError(), STORAGE_REASONS.notFound],
  ])('%o', (error, reason) => expect(storageErrorReason(error)).toBe(reason));
});

describe('storageFailureMessage', () => {
  const notFound = { statusCode: '404' };

  it.each([
    [
      'upload',
      'foto.png',
      'Não foi possível enviar “foto.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
    [
      'rename',
      'a.png',
      'Não foi possível renomear “a.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
    [
      'duplicate',
      'a.png',
      'Não foi possível duplicar “a.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
    [
      'replace',
      'a.png',
      'Não foi possível substituir “a.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
    [
      'remove',
      'a.png',
      'Não foi possível excluir “a.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
    [
      'sign',
      'a.png',
      'Não foi possível gerar o link de “a.png”. Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
    ],
  ] as const)('%s', (action, name, message) => {
    expect(storageFailureMessage(action, notFound, name)).toBe(message);
  });

  it('for the list, without a file name', () => {
    expect(storageFailureMessage('list', { statusCode: '500' })).toBe(
      'Não foi possível carregar seus arquivos. Erro no servidor de arquivos. Tente novamente em instantes.',
    );
  });

  it('names a duplicate on rename', () => {
    expect(storageFailureMessage('rename', { statusCode: '409' }, 'a.png')).toBe(
      'Não foi possível renomear “a.png”. Já existe um arquivo com esse nome.',
    );
  });
});
