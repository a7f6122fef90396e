import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@mare/openapi';
import { MOCK_SUPABASE_URL } from './config.ts';

/** MSW's `http`, typed by the OpenAPI document: a handler that drifts from it does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_SUPABASE_URL });

/** Sent by the hosted auth server; without it auth-js drops string error codes. */
export const AUTH_API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' } as const;
