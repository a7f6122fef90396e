import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@mare/openapi';
import { MOCK_SUPABASE_URL } from './config.ts';

/** MSW's `http`, typed by the OpenAPI document: a handler that drifts from it does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_SUPABASE_URL });

/** Sent by the hosted auth server; without it auth-js drops string error codes. */
export const AUTH_API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' } as const;

/**
 * Object keys contain slashes, but an OpenAPI template matches one segment. Re-points a typed
 * handler whose path ends in `{wildcard}` at path-to-regexp's `:wildcard(.+)`, which keeps the
 * whole key as one decoded string.
 */
export function objectPath(handler: HttpHandler): HttpHandler {
  const { path } = handler.info;
  if (typeof path !== 'string' || !path.endsWith('/:wildcard')) {
    throw new Error(`objectPath: ${String(path)} does not end in {wildcard}`);
  }
  handler.info.path = `${path}(.+)`;
  return handler;
}
