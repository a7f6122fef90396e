import { HttpResponse } from 'msw';
import type { components } from '@mare/openapi';

export type PostgrestErrorBody = components['schemas']['PostgrestError'];

/** A PostgREST error body `{code, message, details, hint}`. */
export function pgError(
  status: 400 | 401 | 403 | 404 | 405 | 406 | 409 | 500,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  const body: PostgrestErrorBody = { code, message, details, hint };
  return HttpResponse.json(body, { status });
}

/** Postgres refuses: 401 for the anonymous role, 403 for a signed-in one (SQLSTATE 42501). */
export const permissionDenied = (anonymous: boolean, message: string) =>
  pgError(anonymous ? 401 : 403, '42501', message);
