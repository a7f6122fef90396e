import type { BusinessType } from '../auth/types.ts';

/** Lei 11.771/2008, art. 22: guides, agencies (transfer), lodging and tour operators. */
export function cadasturRequired(type: BusinessType): boolean {
  return type !== 'restaurante';
}

export const PROVIDER_LANGUAGES = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'en', label: 'Inglês' },
  { value: 'es', label: 'Espanhol' },
  { value: 'fr', label: 'Francês' },
  { value: 'it', label: 'Italiano' },
  { value: 'de', label: 'Alemão' },
] as const;
export type ProviderLanguage = (typeof PROVIDER_LANGUAGES)[number]['value'];

/** Days before expiry from which the dashboard warns about a certificate. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type CertificateState =
  | { kind: 'valid'; days: number }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired'; days: number };

const DAY = 86_400_000;

/** Whole days from `today` to `expiresOn` (both "aaaa-mm-dd", calendar dates). */
export function daysUntil(expiresOn: string, today: string): number {
  return Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY,
  );
}

/** Valid, expiring (within the warning window, the last day included) or expired. */
export function certificateState(expiresOn: string, today: string): CertificateState {
  const days = daysUntil(expiresOn, today);
  if (days < 0) return { kind: 'expired', days };
  if (days <= CERTIFICATE_WARNING_DAYS) return { kind: 'expiring', days };
  return { kind: 'valid', days };
}

/** public.provider_requests.status: answered, then done or no-show; or cancelled by who asked. */
export type RequestStatus =
  'pending' | 'accepted' | 'declined' | 'completed' | 'no_show' | 'cancelled';

/** A pending request past its reply deadline is expired: the database refuses an answer. */
export function requestState(
  request: { status: RequestStatus; reply_by: string },
  now: number,
): RequestStatus | 'expired' {
  return request.status === 'pending' && Date.parse(request.reply_by) <= now
    ? 'expired'
    : request.status;
}

/** A request as shown: its status, or "expired" when it was never answered in time. */
export type RequestShown = ReturnType<typeof requestState>;

/** Where a shown request stands: waiting for the provider, ahead, done, or over. */
export type RequestStage = 'open' | 'accepted' | 'done' | 'closed';

/** The one sorting of requests into stages, for the provider's inbox and the requester's list. */
export function requestStage(shown: RequestShown): RequestStage {
  switch (shown) {
    case 'pending':
      return 'open';
    case 'accepted':
      return 'accepted';
    case 'completed':
    case 'no_show':
      return 'done';
    default:
      return 'closed';
  }
}

/** The provider's refusals (P0001, message = the code), in pt-BR. */
const PROVIDER_MESSAGES: Record<string, string> = {
  not_found: 'Não encontramos este registro. Atualize a página.',
  request_expired: 'O prazo para responder este pedido terminou.',
  request_answered: 'Este pedido já foi respondido.',
  // Sending requests (supabase/migrations/20261130000200_access_rules.sql: at most 3 pending to one
  // provider, 20 a day, one at a time).
  request_limit:
    'Você já enviou pedidos demais. Aguarde as respostas pendentes ou tente novamente amanhã.',
  invalid_decision: 'Decisão inválida.',
  // The request's life after the answer (supabase/migrations/20261203000200_provider_public.sql).
  invalid_note: 'Escreva uma resposta de 3 a 500 caracteres.',
  request_closed: 'Esta solicitação já foi encerrada e não pode mais ser cancelada.',
  request_past: 'O dia desta solicitação já passou: ela não pode mais ser cancelada.',
  invalid_reason: 'Use no máximo 500 caracteres no motivo.',
  request_not_accepted: 'Só um pedido aceito pode ser marcado como concluído ou não compareceu.',
  request_too_early: 'Ainda não chegou o dia deste pedido: marque depois que ele acontecer.',
  invalid_outcome: 'Resultado inválido.',
  // Sending a request and the public directory (same migration).
  provider_not_found: 'Este prestador não está recebendo pedidos pela Maré no momento.',
  invalid_service: 'Escolha um dos serviços publicados por este prestador.',
  invalid_date: 'Escolha uma data de hoje até um ano à frente.',
  invalid_people: 'Informe de 1 a 50 pessoas.',
  invalid_message: 'Escreva uma mensagem de 3 a 1.000 caracteres.',
  invalid_phone: 'Informe um telefone com DDD, por exemplo (21) 99999-0000.',
  invalid_filter: 'Filtro inválido. Limpe os filtros e tente novamente.',
};

/** The pt-BR text of a provider's refusal; undefined for any other code (the caller's own text). */
export function providerErrorMessage(code: string): string | undefined {
  return PROVIDER_MESSAGES[code];
}
