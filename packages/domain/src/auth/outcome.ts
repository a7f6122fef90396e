import { authErrorMessage } from '../errors/index.ts';
import type { Outcome } from './types.ts';

export type Failure = Extract<Outcome<unknown>, { ok: false }>;

export function succeed<T>(value: T, message: string): Outcome<T> {
  return { ok: true, value, message };
}

function field(cause: unknown, name: 'code' | 'status'): unknown {
  return typeof cause === 'object' && cause !== null && name in cause
    ? (cause as Record<string, unknown>)[name]
    : undefined;
}

/**
 * A failure with the cause's machine code and HTTP status. Auth errors carry both; a PostgREST
 * error carries only its code, so its status is passed from the response.
 */
export function fail(
  message: string,
  cause?: unknown,
  extra: { status?: number; detail?: string } = {},
): Failure {
  const failure: Failure = { ok: false, message };
  const code = field(cause, 'code');
  if (typeof code === 'string' && code !== '') failure.code = code;
  const status = extra.status ?? field(cause, 'status');
  if (typeof status === 'number') failure.status = status;
  if (extra.detail !== undefined) failure.detail = extra.detail;
  return failure;
}

/** Callers get outcomes, never exceptions: anything thrown becomes a mapped failure. */
export async function settle<T>(operation: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await operation();
  } catch (error) {
    return fail(authErrorMessage(error, 'other'), error);
  }
}
