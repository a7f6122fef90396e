import type { Problema } from './types.ts';

/**
 * What can go wrong talking to the PSP, typed so callers word it:
 * - `psp_unavailable`: not reached, timed out, 5xx or 429 — try again later (nothing changed here);
 * - `psp_refused`: the PSP answered with the standard's problem (4xx) — the request itself is wrong;
 * - `psp_auth`: the client credentials or certificate were refused — a configuration problem.
 */
export type PixErrorCode = 'psp_unavailable' | 'psp_refused' | 'psp_auth';

export class PixError extends Error {
  constructor(
    readonly code: PixErrorCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PixError';
  }
}

export class PixUnavailableError extends PixError {
  constructor(message: string, status: number | null = null) {
    super('psp_unavailable', message, status);
    this.name = 'PixUnavailableError';
  }
}

export class PixAuthError extends PixError {
  constructor(message: string, status: number | null = null) {
    super('psp_auth', message, status);
    this.name = 'PixAuthError';
  }
}

/** A 4xx with the standard's problem body (application/problem+json). */
export class PixApiError extends PixError {
  readonly problem: Problema;
  constructor(status: number, problem: Problema) {
    super('psp_refused', `${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`, status);
    this.name = 'PixApiError';
    this.problem = problem;
  }
  get notFound(): boolean {
    return this.status === 404;
  }
}

/** Maré's own refusals of a charge request (before the PSP is asked). */
export class ChargeError extends Error {
  constructor(readonly code: 'not_found' | 'not_payable') {
    super(code);
    this.name = 'ChargeError';
  }
}
