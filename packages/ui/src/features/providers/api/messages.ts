import { providerErrorMessage } from '@mare/domain';
import type { ErrorMessages } from '../../../backend/index.ts';

/** What each read of the providers' pages says when it fails: a retry is offered. */
export const PROVIDERS_ERRORS = {
  directory: 'Não foi possível carregar os guias e serviços. Tente novamente.',
  profile: 'Não foi possível carregar este prestador. Tente novamente.',
  tours: 'Não foi possível carregar os passeios desta praia. Tente novamente.',
  send: 'Não foi possível enviar sua solicitação. Confira sua conexão e tente novamente.',
} as const;

/** The reads: one sentence each, since nothing there is refused. */
export const providersErrorMessage =
  (read: Exclude<keyof typeof PROVIDERS_ERRORS, 'send'>): ErrorMessages =>
  () =>
    PROVIDERS_ERRORS[read];

/**
 * The refusals of public.send_provider_request in pt-BR (P0001, message = the code: the form's
 * fields, an unpublished provider or service, the rate limits' request_limit) are the domain's.
 */
export const sendRequestMessage: ErrorMessages = (code) =>
  providerErrorMessage(code) ?? PROVIDERS_ERRORS.send;
