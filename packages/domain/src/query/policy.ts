import { QUERY } from '../constants.ts';
import { isClientError } from './http-status.ts';

/**
 * TanStack Query calls `retry(failureCount, error)` with 0 after the first failure: retrying while
 * failureCount < 3 gives 3 retries. A 4xx will not change by asking again.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY.maxRetries && !isClientError(error);
}

/** 1 s, 2 s, 4 s, ... capped at 30 s. */
export function queryRetryDelay(failureCount: number): number {
  const attempt = Number.isFinite(failureCount) ? Math.max(0, failureCount) : 0;
  return Math.min(QUERY.retryBaseDelayMs * 2 ** attempt, QUERY.retryMaxDelayMs);
}

/** The `defaultOptions` of the app's QueryClient, as plain data and functions. */
export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    staleTime: QUERY.staleTimeMs,
    gcTime: QUERY.gcTimeMs,
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
  },
  mutations: {
    retry: QUERY.mutationRetries,
    retryDelay: queryRetryDelay,
  },
} as const;
